import { onTestFinished, vi } from 'vitest';
import { KEEP_CACHE_PREFIX, KEEP_HEADER, keyedUrl, userKeyOf } from '../lib/offline/cache-keys';

/**
 * The browser's Cache Storage in memory, for the offline tests (ADR 0053): jsdom has none. Keys
 * are absolute URLs, resolved against the page as a browser's Cache resolves them. Every write and
 * delete is logged in order (`log`), so a test can tell what came last.
 */

const absolute = (request: RequestInfo | URL) =>
  new URL(request instanceof Request ? request.url : String(request), window.location.href).href;
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

export class FakeCache {
  private readonly entries = new Map<string, Response>();

  constructor(
    readonly name: string,
    private readonly log: string[],
  ) {}

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const url = absolute(request);
    // The body is read once here, as a real cache stores it; each match gets a fresh copy.
    const body = await response.arrayBuffer();
    this.entries.set(
      url,
      new Response(body, { status: response.status, headers: response.headers }),
    );
    this.log.push(`put ${this.name} ${pathOf(url)}`);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(absolute(request))?.clone();
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(absolute(request));
  }

  /** The paths (with query) kept here, for assertions. */
  paths(): string[] {
    return [...this.entries.keys()].map(pathOf);
  }
}

export class FakeCacheStorage {
  private readonly named = new Map<string, FakeCache>();
  /** `put <cache> <path>` and `delete <cache>`, in the order they happened. */
  readonly log: string[] = [];

  async open(name: string): Promise<FakeCache> {
    let cache = this.named.get(name);
    if (!cache) {
      cache = new FakeCache(name, this.log);
      this.named.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.named.has(name);
  }

  async keys(): Promise<string[]> {
    return [...this.named.keys()];
  }

  async delete(name: string): Promise<boolean> {
    this.log.push(`delete ${name}`);
    return this.named.delete(name);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    for (const cache of this.named.values()) {
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }

  /** The cache named so, if it exists (without creating it, as `open` would). */
  get(name: string): FakeCache | undefined {
    return this.named.get(name);
  }
}

/** A fresh fake Cache Storage as the page's `caches` (vitest's unstubGlobals removes it). */
export function installFakeCaches(): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  return storage;
}

/**
 * A service worker controlling the page (`navigator.serviceWorker.controller`), as after the
 * first visit; removed when the test finishes. jsdom has no `navigator.serviceWorker` at all.
 */
export function controlledByServiceWorker(): EventTarget & { controller: object | null } {
  const container = Object.assign(new EventTarget(), { controller: {} as object | null });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  onTestFinished(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
  return container;
}

export interface ServedCall {
  /** The path with its query, e.g. `/api/games/11`. */
  path: string;
  /** The keep header the request carried (the cache it asks to be kept in), or null. */
  keep: string | null;
  authorization: string | null;
}

/**
 * `fetch` as the page sees it with the service worker of src/sw.ts in between: each request is
 * answered by `answers` (by path with query; anything else is a 404), and one carrying the keep
 * header has its whole (200) answer stored in the cache it names — an API answer under its URL
 * keyed by the child, a media file under its URL — as the worker's `keep` does.
 */
export function fakeNetworkWithWorker(
  storage: FakeCacheStorage,
  answers: Record<string, () => Response>,
) {
  const calls: ServedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = absolute(input);
    const headers = new Headers(init.headers);
    const call: ServedCall = {
      path: pathOf(url),
      keep: headers.get(KEEP_HEADER),
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const answer = answers[call.path];
    const response = answer
      ? answer()
      : new Response(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
    if (call.keep?.startsWith(KEEP_CACHE_PREFIX) && response.status === 200) {
      const key = new URL(url).pathname.startsWith('/api/')
        ? keyedUrl(url, userKeyOf(call.authorization))
        : url;
      await (await storage.open(call.keep)).put(key, response.clone());
    }
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
