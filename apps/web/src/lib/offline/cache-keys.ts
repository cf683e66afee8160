/**
 * The names the service worker (src/sw.ts) and the page share for what is kept on the phone
 * (ADR 0053). Pure functions without DOM or worker types: both sides import them.
 *
 * - API answers are per child: each is kept under its URL with the signed-in user and child
 *   added (`__u=<user>.<child>`), read from the access token the request carries, so a sibling on
 *   the same phone never sees another child's map offline.
 * - Media files (`/media/…`, content-hashed, the same for everyone) are kept under their URL.
 * - A lesson kept for offline play has a cache of its own, `bolajon-keep-<user>.<child>-<lesson>`:
 *   its size is that cache's, and "free space" deletes it. Everything else lives in two bounded
 *   runtime caches.
 */

/** The runtime cache of API answers (the latest of each, per child). */
export const API_CACHE = 'bolajon-api';
/** The runtime cache of media files seen during play (pictures; bounded, oldest out first). */
export const MEDIA_CACHE = 'bolajon-media';
/** Every kept lesson's cache name starts so. */
export const KEEP_CACHE_PREFIX = 'bolajon-keep-';
/** A request the page sends to keep its answer in a lesson's cache: the header names the cache. */
export const KEEP_HEADER = 'x-bolajon-keep';
/** The query parameter that keys a kept API answer by user and child. */
export const USER_PARAM = '__u';
/** Whose answers a request without a readable token gets. */
export const ANONYMOUS = 'anon';

/** How many API answers and media files the runtime caches hold at most (ADR 0053). */
export const API_CACHE_ENTRIES = 300;
export const MEDIA_CACHE_ENTRIES = 400;

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
}

/**
 * `<user>.<child>` from a bearer token's claims (`sub`, `cid`), without checking its signature:
 * it only names a cache entry on the device that made the request; the server checks the token.
 */
export function userKeyOf(authorization: string | null | undefined): string {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return ANONYMOUS;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return ANONYMOUS;
    const { sub, cid } = claims as { sub?: unknown; cid?: unknown };
    if (typeof sub !== 'string' || !/^\d+$/.test(sub)) return ANONYMOUS;
    return typeof cid === 'number' && Number.isInteger(cid) ? `${sub}.${cid}` : sub;
  } catch {
    return ANONYMOUS;
  }
}

/** The URL an API answer is kept under for `userKey`. */
export function keyedUrl(url: string, userKey: string): string {
  const keyed = new URL(url);
  keyed.searchParams.set(USER_PARAM, userKey);
  return keyed.href;
}

/** The cache of lesson `lessonId` kept for `userKey`. */
export function keptCacheName(userKey: string, lessonId: number): string {
  return `${KEEP_CACHE_PREFIX}${userKey}-${lessonId}`;
}

/** The user and lesson of a kept lesson's cache name; null for any other cache. */
export function parseKeptCacheName(name: string): { userKey: string; lessonId: number } | null {
  const match = name.match(/^bolajon-keep-([a-z0-9.]+)-(\d+)$/);
  if (!match?.[1] || !match[2]) return null;
  return { userKey: match[1], lessonId: Number(match[2]) };
}

/**
 * The API reads kept for offline use (network first, the kept copy when there is no network).
 * Not kept: a round's results (a stale round would show the wrong stars: offline the outro counts
 * the device's answers), sign-in, the studio and support's calls, health.
 */
export function isOfflineReadable(pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  // The achievements' catalogue is the one support call a learner reads (the award screens).
  if (pathname === '/api/admin/achievements') return true;
  return !/^\/api\/(user-auth|studio|admin|health|user-questions\/my-game-results)(\/|$)/.test(
    pathname,
  );
}
