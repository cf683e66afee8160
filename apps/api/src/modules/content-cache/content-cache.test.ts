import { describe, expect, it } from 'vitest';
import { createContentCache, etagMatches } from './content-cache.js';

function setup(options: { maxEntries?: number } = {}) {
  let time = 0;
  let version = 1;
  const reads = { version: 0 };
  const cache = createContentCache({
    readVersion: async () => {
      reads.version += 1;
      return version;
    },
    now: () => time,
    ...options,
  });
  return {
    cache,
    reads,
    advance: (ms: number) => (time += ms),
    setVersion: (v: number) => (version = v),
  };
}

describe('the content cache', () => {
  it('loads a key once per version, and reads the version at most once a second', async () => {
    const { cache, reads, advance } = setup();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a.value).toEqual({ n: 1 });
    expect(b).toBe(a);
    advance(999);
    await cache.get('k', load);
    expect([loads, reads.version]).toEqual([1, 1]);
    advance(1);
    await cache.get('k', load);
    expect([loads, reads.version]).toEqual([1, 2]);
  });

  it('drops every entry when the version moves, and the ETag changes with it', async () => {
    const { cache, advance, setVersion } = setup();
    let text = 'old';
    const load = async () => ({ text });
    const before = await cache.get('k', load);
    text = 'new';
    setVersion(2);
    expect((await cache.get('k', load)).value.text).toBe('old');
    advance(1000);
    const after = await cache.get('k', load);
    expect(after.value.text).toBe('new');
    expect(before.etag).toMatch(/^W\/"1-[\w-]{16}"$/);
    expect(after.etag).toMatch(/^W\/"2-[\w-]{16}"$/);
  });

  it('tags the same version with different content differently (a recreated database)', async () => {
    const one = setup();
    const two = setup();
    const a = await one.cache.get('k', async () => ({ text: 'a' }));
    const b = await two.cache.get('k', async () => ({ text: 'b' }));
    expect(a.etag).not.toBe(b.etag);
  });

  it('forgets a failed load, so the next read tries again', async () => {
    const { cache } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => 'up')).value).toBe('up');
  });

  it('freezes what it shares, so a caller cannot change another request’s answer', async () => {
    const { cache } = setup();
    const { value } = await cache.get('k', async () => ({ list: [{ id: 1 }] }));
    expect(() => value.list.push({ id: 2 })).toThrow(TypeError);
    expect(() => {
      value.list[0]!.id = 3;
    }).toThrow(TypeError);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const { cache } = setup({ maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect((await cache.get('c', load)).value).toBe(3);
    expect((await cache.get('a', load)).value).toBe(4);
  });
});

describe('etagMatches', () => {
  it('compares weakly, in lists, and takes *', () => {
    const tag = 'W/"3-abc"';
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('W/"3-abc"', tag)).toBe(true);
    expect(etagMatches('"3-abc"', tag)).toBe(true);
    expect(etagMatches('"x", W/"3-abc"', tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('W/"2-abc"', tag)).toBe(false);
  });
});
