import { createHash } from 'node:crypto';

/** A cached content read: the value (frozen: it is shared by every request) and its ETag. */
export interface CachedContent<T> {
  readonly value: T;
  /** A weak ETag: the content version and a hash of the value's JSON. */
  readonly etag: string;
}

export interface ContentCacheOptions {
  /** Reads the catalogue's version (one tiny query). */
  readVersion: () => Promise<number>;
  /** The clock, in milliseconds. */
  now?: () => number;
  /** How long a version read is trusted before it is read again. */
  checkEveryMs?: number;
  /** At most this many entries; past it the oldest go (a bound against ids made up by clients). */
  maxEntries?: number;
}

export const CONTENT_VERSION_CHECK_MS = 1000;
const MAX_ENTRIES = 10_000;

/** Freezes a value and everything in it, so a caller that mutates a shared value fails loudly. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Content reads are immutable between imports (ADR 0018): each is computed once per content
 * version and process, then served from memory. The version is read from the database at most
 * once per `checkEveryMs`, so an import made by any process reaches every process within that
 * time; when it moved, every entry is dropped. Only content goes in here — never anything that
 * depends on the user (access checks, marks, progress).
 */
export function createContentCache(options: ContentCacheOptions) {
  const now = options.now ?? Date.now;
  const checkEveryMs = options.checkEveryMs ?? CONTENT_VERSION_CHECK_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  let known: { version: number; checkedAt: number } | null = null;
  let reading: Promise<number> | null = null;
  let entries = new Map<string, Promise<CachedContent<unknown>>>();

  /** The version, read again when the last read is older than `checkEveryMs` (one read at once). */
  function version(): Promise<number> {
    if (known && now() - known.checkedAt < checkEveryMs) return Promise.resolve(known.version);
    reading ??= (async () => {
      try {
        const checkedAt = now();
        const current = await options.readVersion();
        if (known?.version !== current) entries = new Map();
        known = { version: current, checkedAt };
        return current;
      } finally {
        reading = null;
      }
    })();
    return reading;
  }

  /** The cached value of `key` in the current version, loaded by `load` when missing. */
  async function get<T>(key: string, load: () => Promise<T>): Promise<CachedContent<T>> {
    const current = await version();
    const hit = entries.get(key);
    if (hit) return hit as Promise<CachedContent<T>>;
    const map = entries;
    const entry = load().then((value) => ({
      value: deepFreeze(value),
      // The version names the import; the hash keeps a tag apart from one a recreated database
      // gave the same version number to.
      etag: `W/"${current}-${createHash('sha1')
        .update(JSON.stringify(value) ?? '')
        .digest('base64url')
        .slice(0, 16)}"`,
    }));
    if (map.size >= maxEntries) map.delete(map.keys().next().value!);
    map.set(key, entry);
    // A failed load is not remembered: the next request tries again.
    entry.catch(() => {
      if (map.get(key) === entry) map.delete(key);
    });
    return entry;
  }

  return {
    version,
    get,
    /** The value alone, for reads that answer no request by themselves (e.g. the lesson tree). */
    value: async <T>(key: string, load: () => Promise<T>): Promise<T> =>
      (await get(key, load)).value,
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;

/**
 * True when an If-None-Match header names `etag` (weak comparison, RFC 9110 13.1.2), or is `*`.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
