import { learnerToken } from '../../../test/learner-token';
import {
  ANONYMOUS,
  isOfflineReadable,
  keptCacheName,
  keyedUrl,
  parseKeptCacheName,
  userKeyOf,
} from '../cache-keys';

/** A token-shaped string whose claims are `claims` (header and signature are not read). */
function tokenWith(claims: unknown): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

describe('userKeyOf', () => {
  it('names the family and the child of a learner token', () => {
    expect(userKeyOf(`Bearer ${learnerToken(7, 3)}`)).toBe('7.3');
    expect(userKeyOf(`bearer ${learnerToken(7, 4)}`)).toBe('7.4');
  });

  it('reads claims written in base64url (the "-" and "_" of a real token)', () => {
    // "??>" encodes to "Pz8-" and "???" to "Pz8_": the payload holds both letters.
    const token = tokenWith({ sub: '12', cid: 5, note: '??>???' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(userKeyOf(`Bearer ${token}`)).toBe('12.5');
  });

  it('names the family alone for a token without a child', () => {
    expect(userKeyOf(`Bearer ${tokenWith({ sub: '7', role: 'parent' })}`)).toBe('7');
    // A child id that is not a whole number is no child.
    expect(userKeyOf(`Bearer ${tokenWith({ sub: '7', cid: '3' })}`)).toBe('7');
    expect(userKeyOf(`Bearer ${tokenWith({ sub: '7', cid: 3.5 })}`)).toBe('7');
  });

  it('is anonymous without a readable bearer token', () => {
    for (const header of [
      null,
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearer garbage',
      'Bearer a.!!!.c',
      `Basic ${learnerToken(7, 3)}`,
      `Bearer ${tokenWith(null)}`,
      `Bearer ${tokenWith('7')}`,
      `Bearer ${btoa('not json')}.${btoa('{"sub":')}.x`,
    ]) {
      expect(userKeyOf(header), String(header)).toBe(ANONYMOUS);
    }
  });

  it('is anonymous when the subject is not a numeric id', () => {
    expect(userKeyOf(`Bearer ${tokenWith({ sub: 'admin', cid: 3 })}`)).toBe(ANONYMOUS);
    expect(userKeyOf(`Bearer ${tokenWith({ sub: 7, cid: 3 })}`)).toBe(ANONYMOUS);
    expect(userKeyOf(`Bearer ${tokenWith({ sub: '7-1', cid: 3 })}`)).toBe(ANONYMOUS);
    expect(userKeyOf(`Bearer ${tokenWith({ cid: 3 })}`)).toBe(ANONYMOUS);
  });
});

describe('keyedUrl', () => {
  it('adds the user key and keeps the query parameters already there', () => {
    expect(keyedUrl('http://localhost/api/home', '7.3')).toBe('http://localhost/api/home?__u=7.3');
    expect(keyedUrl('http://localhost/api/dictionaries?lessonId=4&page=2', '7.3')).toBe(
      'http://localhost/api/dictionaries?lessonId=4&page=2&__u=7.3',
    );
  });

  it('replaces a user key the URL already names (a page cannot read another child)', () => {
    expect(keyedUrl('http://localhost/api/home?__u=9.9', '7.3')).toBe(
      'http://localhost/api/home?__u=7.3',
    );
  });

  it('keys the same read apart for two children', () => {
    const url = 'http://localhost/api/home/my-progress';
    expect(keyedUrl(url, '7.3')).not.toBe(keyedUrl(url, '7.4'));
  });
});

describe('kept cache names', () => {
  it.each([
    ['7.3', 1],
    ['7', 12],
    [ANONYMOUS, 5],
  ])('round-trips user %s and lesson %i', (userKey, lessonId) => {
    const name = keptCacheName(userKey, lessonId);
    expect(name.startsWith('bolajon-keep-')).toBe(true);
    expect(parseKeptCacheName(name)).toEqual({ userKey, lessonId });
  });

  it('names each child and lesson apart', () => {
    const names = new Set([
      keptCacheName('7.3', 1),
      keptCacheName('7.4', 1),
      keptCacheName('7.3', 2),
      keptCacheName('7', 31),
    ]);
    expect(names.size).toBe(4);
  });

  it.each([
    'bolajon-api',
    'bolajon-media',
    'workbox-precache-v2-http://localhost/',
    'bolajon-keep-',
    'bolajon-keep-7.3',
    'bolajon-keep-7.3-',
    'bolajon-keep-7.3-x',
    'bolajon-keep--1',
    'bolajon-keep-7.3-1-extra',
    'other-bolajon-keep-7.3-1',
  ])('rejects %s', (name) => {
    expect(parseKeptCacheName(name)).toBeNull();
  });
});

describe('isOfflineReadable', () => {
  it.each([
    '/api/home',
    '/api/home/my-progress',
    '/api/games/1',
    '/api/questions/by-game/1',
    '/api/lessons/4/with-dictionaries',
    '/api/users/me',
    '/api/admin/achievements',
  ])('keeps %s', (path) => {
    expect(isOfflineReadable(path)).toBe(true);
  });

  it.each([
    '/api/user-questions/my-game-results/3',
    '/api/user-questions/my-game-results',
    '/api/studio/courses',
    '/api/studio',
    '/api/admin/users',
    '/api/admin/achievements/3',
    '/api/user-auth/refresh-token',
    '/api/user-auth/login',
    '/api/health',
    '/media/x',
    '/media/c/abc.svg',
    '/',
    '/home',
  ])('does not keep %s', (path) => {
    expect(isOfflineReadable(path)).toBe(false);
  });
});
