import { parseAwardTab, withAwardTab } from '../lib/award-tabs';

describe('award tabs in the URL', () => {
  it('reads only exactly "mine" as the earned tab', () => {
    expect(parseAwardTab('mine')).toBe('mine');
    expect(parseAwardTab(null)).toBe('all');
    expect(parseAwardTab('all')).toBe('all');
    expect(parseAwardTab('MINE')).toBe('all');
  });

  it('sets tab=mine, drops it for the default tab and keeps the other params', () => {
    const start = new URLSearchParams('x=1');
    const mine = withAwardTab(start, 'mine');
    expect(mine.toString()).toBe('x=1&tab=mine');
    expect(withAwardTab(mine, 'all').toString()).toBe('x=1');
    expect(start.toString()).toBe('x=1');
  });
});
