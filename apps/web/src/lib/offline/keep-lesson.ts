import { apiClient } from '../api-client';
import { getAccessToken } from '../session';
import { canKeepLessons } from './can-keep';
import {
  API_CACHE,
  KEEP_CACHE_PREFIX,
  KEEP_HEADER,
  keptCacheName,
  parseKeptCacheName,
  userKeyOf,
} from './cache-keys';

/**
 * Lessons kept on the phone for offline play (ADR 0053): the page asks for every answer and file
 * a lesson plays with, each with the header that tells the service worker (src/sw.ts) to store it
 * in the lesson's own cache; a marker written last says the lesson is whole. Its size is counted
 * as it is kept; "free space" deletes the cache.
 */

/** What a kept lesson's marker says. */
export interface KeptLesson {
  lessonId: number;
  /** Its title and the title's Uzbek form, as the course had them when it was kept. */
  title: string;
  titleUz: string | null;
  /** Bytes of every answer and file kept for it. */
  bytes: number;
  /** When it was kept (ms since the epoch). */
  keptAt: number;
}

/** The marker's key in a lesson's cache: written last, so a half-kept lesson has none. */
const MARKER_PATH = '/__bolajon-kept-lesson__';
/**
 * How many lessons a child keeps at most: keeping one more frees the one kept longest ago
 * (the runtime caches are bounded by the service worker; this bounds the kept ones).
 */
export const MAX_KEPT_LESSONS = 10;
/** How many files are fetched at once while keeping a lesson. */
const PARALLEL_FILES = 4;

export { canKeepLessons };

/** The signed-in child's key (cache-keys.ts), from the token the requests carry. */
export function currentUserKey(): string {
  const token = getAccessToken();
  return userKeyOf(token ? `Bearer ${token}` : null);
}

/** Every `/media/…` address anywhere in `value` (an API answer), once each. */
export function mediaUrlsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaUrlsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) mediaUrlsIn(item, found);
  }
  return found;
}

export interface KeepOptions {
  /** The lesson's games, in their order (the map knows them). */
  gameIds: readonly number[];
  /** The address this browser plays for an audio file (its AAC copy where Ogg cannot play). */
  playable?: (url: string) => string;
  signal?: AbortSignal;
}

async function mapLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Keeps lesson `lessonId` for the signed-in child: its words, each game and its questions, and
 * every picture, sound and video they name. Throws (and leaves the lesson unkept) when any of it
 * cannot be had; what was kept stays for the next try, which fetches only what is missing.
 */
export async function keepLesson(lessonId: number, options: KeepOptions): Promise<KeptLesson> {
  const cacheName = keptCacheName(currentUserKey(), lessonId);
  const init = { signal: options.signal, headers: { [KEEP_HEADER]: cacheName } };
  const [lesson, ...rest] = await Promise.all([
    apiClient.get(
      `/lessons/${lessonId}/with-dictionaries`,
      (c) => c.lessonWithDictionariesSchema,
      init,
    ),
    // What the map and the end of a game read: the app opens offline even when its first visit
    // was before the service worker took the page (the runtime copies, newer, come first).
    apiClient.get('/home', (c) => c.homeResponseSchema, init),
    apiClient.get('/home/my-progress', (c) => c.myProgressResponseSchema, init),
    apiClient.get('/users/me', (c) => c.userSchema, init),
    apiClient.get('/settings/default', (c) => c.settingsSchema, init),
    apiClient.get('/admin/achievements', (c) => c.achievementsResponseSchema, init),
    apiClient.get(
      '/user-achievements/my-achievements',
      (c) => c.myAchievementsResponseSchema,
      init,
    ),
    ...options.gameIds.flatMap((gameId) => [
      apiClient.get(`/games/${gameId}`, (c) => c.gameSchema, init),
      apiClient.get(`/questions/by-game/${gameId}`, (c) => c.questionsResponseSchema, init),
    ]),
  ]);
  const playable = options.playable ?? ((url: string) => url);
  const files = [...mediaUrlsIn([lesson, ...rest])].map(playable);
  const cache = await caches.open(cacheName);
  let bytes = 0;
  await mapLimited(files, PARALLEL_FILES, async (url) => {
    const response = await fetch(url, {
      headers: { [KEEP_HEADER]: cacheName },
      credentials: 'same-origin',
      signal: options.signal,
    });
    if (!response.ok) throw new Error(`Could not keep ${url}: ${response.status}`);
    // Read first, then add: `bytes += await …` would add to the total read before the wait and
    // lose what the other parallel fetches added meanwhile.
    const size = (await response.blob()).size;
    bytes += size;
  });
  for (const request of await cache.keys()) {
    if (!new URL(request.url).pathname.startsWith('/api/')) continue;
    bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
  }
  const kept: KeptLesson = {
    lessonId,
    title: lesson.title,
    titleUz: lesson.titleUz,
    bytes,
    keptAt: Date.now(),
  };
  await cache.put(
    MARKER_PATH,
    new Response(JSON.stringify(kept), { headers: { 'content-type': 'application/json' } }),
  );
  const others = (await keptLessons()).filter((other) => other.lessonId !== lessonId);
  const over = others.length + 1 - MAX_KEPT_LESSONS;
  if (over > 0) {
    const oldest = [...others].sort((a, b) => a.keptAt - b.keptAt).slice(0, over);
    await Promise.all(oldest.map((other) => freeLesson(other.lessonId)));
  }
  return kept;
}

/** The lessons kept whole for the signed-in child, in lesson id order. */
export async function keptLessons(): Promise<KeptLesson[]> {
  if (typeof caches === 'undefined') return [];
  const userKey = currentUserKey();
  const kept: KeptLesson[] = [];
  for (const name of await caches.keys()) {
    const parsed = parseKeptCacheName(name);
    if (!parsed || parsed.userKey !== userKey) continue;
    const marker = await (await caches.open(name)).match(MARKER_PATH);
    if (!marker) continue;
    try {
      const { title, titleUz, bytes, keptAt } = (await marker.json()) as Partial<KeptLesson>;
      kept.push({
        lessonId: parsed.lessonId,
        title: typeof title === 'string' ? title : '',
        titleUz: typeof titleUz === 'string' ? titleUz : null,
        bytes: Number(bytes) || 0,
        keptAt: Number(keptAt) || 0,
      });
    } catch {
      // A marker that does not read is no lesson kept: it is kept again when asked.
    }
  }
  return kept.sort((a, b) => a.lessonId - b.lessonId);
}

/** Frees what lesson `lessonId` keeps for the signed-in child. */
export async function freeLesson(lessonId: number): Promise<void> {
  await caches.delete(keptCacheName(currentUserKey(), lessonId));
}

/** Frees every kept lesson of every child and the app's runtime copies (sign-out of the family). */
export async function freeEverything(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    if (name.startsWith(KEEP_CACHE_PREFIX) || name === API_CACHE) await caches.delete(name);
  }
}
