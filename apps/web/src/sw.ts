/// <reference lib="webworker" />
/**
 * The service worker (ADR 0053), built by vite-plugin-pwa with Workbox:
 *
 * - the shell (HTML, JS, CSS, icons, the locales' texts) is precached; a new version installs in
 *   the background and WAITS: it takes over when every tab of the app has closed (the next
 *   start), or when the page asks for it outside a game (`SKIP_WAITING`) — never in a game;
 * - any page address opens the precached index.html (the app's router takes over);
 * - API reads go to the network first and fall back to the last answer kept for the same child,
 *   then to a kept lesson's copy (features/offline keeps lessons for the road);
 * - media files are served from a kept lesson or the bounded media cache first, with byte ranges
 *   cut from the whole file for audio and video.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import {
  API_CACHE,
  API_CACHE_ENTRIES,
  KEEP_CACHE_PREFIX,
  KEEP_HEADER,
  MEDIA_CACHE,
  MEDIA_CACHE_ENTRIES,
  isOfflineReadable,
  keyedUrl,
  userKeyOf,
} from './lib/offline/cache-keys';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A first install controls the open page at once (nothing older to be replaced under it); an
// update waits (no skipWaiting here) until the page asks outside a game or the app starts again.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /\/[^/]+\.[a-z0-9]+$/i],
  }),
);

/** Only whole answers are kept: a 206 or an error is never stored. */
const onlyWholeAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/** API answers are stored and looked up under their URL with the child's key (cache-keys.ts). */
const keyedByChild: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    keyedUrl(request.url, userKeyOf(request.headers.get('authorization'))),
};

const apiReads = new NetworkFirst({
  cacheName: API_CACHE,
  // A weak signal that answers nothing for this long counts as none: the kept copy shows.
  networkTimeoutSeconds: 8,
  plugins: [
    onlyWholeAnswers,
    keyedByChild,
    new ExpirationPlugin({ maxEntries: API_CACHE_ENTRIES, purgeOnQuotaError: true }),
  ],
});

const mediaFiles = new CacheFirst({
  cacheName: MEDIA_CACHE,
  plugins: [
    onlyWholeAnswers,
    new ExpirationPlugin({
      maxEntries: MEDIA_CACHE_ENTRIES,
      maxAgeSeconds: 60 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});

/** The copy of `key` in any kept lesson of this device, if one has it. */
async function keptCopy(key: string): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(KEEP_CACHE_PREFIX)) continue;
    const found = await (await caches.open(name)).match(key, { ignoreVary: true });
    if (found) return found;
  }
  return undefined;
}

/**
 * A request of the page that keeps its answer in a lesson's cache (`x-bolajon-keep: <cache>`):
 * fetched from the network (a media file already kept there is not fetched again) and stored
 * whole under its key.
 */
async function keep(request: Request, cacheName: string, key: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const media = new URL(request.url).pathname.startsWith('/media/');
  if (media) {
    const kept = await cache.match(key);
    if (kept) return kept;
  }
  const headers = new Headers(request.headers);
  headers.delete(KEEP_HEADER);
  headers.delete('range');
  const response = await fetch(request.url, { headers, credentials: 'same-origin' });
  if (response.status === 200) await cache.put(key, response.clone());
  return response;
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    isOfflineReadable(url.pathname),
  async ({ request, event }) => {
    const key = keyedUrl(request.url, userKeyOf(request.headers.get('authorization')));
    const keepIn = request.headers.get(KEEP_HEADER);
    if (keepIn?.startsWith(KEEP_CACHE_PREFIX)) return keep(request, keepIn, key);
    try {
      return await apiReads.handle({ request, event });
    } catch (error) {
      const kept = await keptCopy(key);
      if (kept) return kept;
      throw error;
    }
  },
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/media/'),
  async ({ request, event }) => {
    const keepIn = request.headers.get(KEEP_HEADER);
    if (keepIn?.startsWith(KEEP_CACHE_PREFIX)) return keep(request, keepIn, request.url);
    const whole = (await keptCopy(request.url)) ?? (await caches.match(request.url));
    const range = request.headers.has('range');
    if (whole) return range ? createPartialResponse(request, whole) : whole;
    // Not on the phone: a byte range comes from the network as asked (a 206 is never stored).
    if (range) return fetch(request);
    return mediaFiles.handle({ request, event });
  },
);
