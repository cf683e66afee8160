import type { User, UserAchievement } from '@bolajon/contract';
import { describe, expect, it } from 'vitest';
import { achievementTiles } from '../lib/achievement-tiles';
import { DEFAULT_AGE, initialProfileForm, validateProfileForm } from '../lib/edit-form';
import { safeExternalUrl, supportPhoneOf } from '../lib/links';
import { parseProfileView } from '../lib/view';
import { sampleUser } from '../../../test/utils';

describe('profile views in the URL', () => {
  it('reads ?view=, anything unknown being the profile', () => {
    expect(parseProfileView(null)).toBe('profile');
    expect(parseProfileView('edit')).toBe('edit');
    expect(parseProfileView('settings')).toBe('settings');
    expect(parseProfileView('Settings')).toBe('profile');
    expect(parseProfileView('admin')).toBe('profile');
  });
});

describe('the edit form', () => {
  const user: User = { ...sampleUser, age: null };

  it('starts from the user, with age 8 when there is none', () => {
    expect(initialProfileForm(user)).toEqual({
      avatar: 'boy',
      name: 'Алия',
      age: String(DEFAULT_AGE),
    });
    expect(initialProfileForm({ ...user, age: 6, avatar: 'girl' })).toMatchObject({
      age: '6',
      avatar: 'girl',
    });
  });

  it('gives the trimmed body when valid', () => {
    expect(validateProfileForm({ avatar: 'girl', name: '  Алия ', age: '7' })).toEqual({
      ok: true,
      body: { name: 'Алия', age: 7, avatar: 'girl' },
    });
  });

  it('needs a name of at least 2 characters after trimming', () => {
    expect(validateProfileForm({ avatar: 'boy', name: ' А ', age: '7' })).toEqual({
      ok: false,
      errors: { name: 'nameTooShort' },
    });
    expect(validateProfileForm({ avatar: 'boy', name: 'Ая', age: '7' }).ok).toBe(true);
  });

  it('does not count invisible characters (ADR 0029)', () => {
    expect(validateProfileForm({ avatar: 'boy', name: '\u200b\u200b\u200b', age: '7' })).toEqual({
      ok: false,
      errors: { name: 'nameTooShort' },
    });
    expect(validateProfileForm({ avatar: 'boy', name: '\u200bАлия\u200d', age: '7' })).toEqual({
      ok: true,
      body: { name: 'Алия', age: 7, avatar: 'boy' },
    });
  });

  it.each(['0', '121', '', '7.5', '-3', 'abc'])('refuses the age %j', (age) => {
    expect(validateProfileForm({ avatar: 'boy', name: 'Алия', age })).toEqual({
      ok: false,
      errors: { age: 'ageRange' },
    });
  });

  it.each(['1', '120', ' 8 '])('accepts the age %j', (age) => {
    expect(validateProfileForm({ avatar: 'boy', name: 'Алия', age }).ok).toBe(true);
  });
});

describe('settings links', () => {
  it('opens only http(s) links', () => {
    expect(safeExternalUrl('https://t.me/bolajon')).toBe('https://t.me/bolajon');
    expect(safeExternalUrl(' http://example.uz/a ')).toBe('http://example.uz/a');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('t.me/bolajon')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });

  it('has no support phone when the settings hold only spaces', () => {
    expect(supportPhoneOf(' +998712000000 ')).toBe('+998712000000');
    expect(supportPhoneOf('   ')).toBeNull();
    expect(supportPhoneOf('')).toBeNull();
  });
});

describe('achievement tiles', () => {
  const earned = (id: number, createdAt: string) =>
    ({ id, createdAt, achievement: { id, title: `A${id}` } }) as unknown as UserAchievement;

  it('shows the 3 newest and counts the rest', () => {
    const list = [
      earned(1, '2027-01-01T10:00:00.000Z'),
      earned(2, '2027-01-03T10:00:00.000Z'),
      earned(3, '2027-01-02T10:00:00.000Z'),
      earned(4, '2027-01-05T10:00:00.000Z'),
      earned(5, '2026-12-31T10:00:00.000Z'),
    ];
    const { shown, more } = achievementTiles(list);
    expect(shown.map((a) => a.id)).toEqual([4, 2, 3]);
    expect(more).toBe(2);
  });

  it('has no more tile for 3 or fewer', () => {
    expect(achievementTiles([earned(1, '2027-01-01T10:00:00.000Z')]).more).toBe(0);
  });
});
