import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AAC_COPY_EXTENSION } from '../../media/aac-copy.js';
import { MEDIA_URL_PREFIX } from '../../media/media-store.js';

/** A phrase's Ogg, or its AAC copy (ADR 0051): the key, then the extension. */
const FILE_NAME = /^([0-9a-f]{64})\.(ogg|m4a)$/;
/** Eviction goes below the cap by this share, so it is not repeated at every new file. */
const EVICT_TO = 0.9;
/** A temporary file older than this was left by a crash and is removed at the next eviction. */
const STALE_TEMP_MS = 10 * 60_000;
/** How long a full cache refuses new phrases before it looks again, at most. */
const FULL_RECHECK_MS = 10 * 60_000;

/** The cache holds only phrases it must keep: a new phrase is not stored (nothing was evicted). */
export class AudioCacheFullError extends Error {
  constructor() {
    super('the phrase cache is full of phrases in use');
    this.name = 'AudioCacheFullError';
  }
}

export interface AudioCacheOptions {
  /** A phrase served within this time is never evicted (TTS_CACHE_KEEP_HOURS). */
  keepMs?: number;
}

/** The keys (file names without .ogg) that are never evicted: the course's own texts. */
export type PinnedKeys = () => Promise<ReadonlySet<string>>;

const noPins: PinnedKeys = () => Promise.resolve(new Set());

/**
 * Synthesised phrases on disk at `<MEDIA_DIR>/tts/<key>.ogg`, each with its AAC copy
 * `<key>.m4a` (ADR 0051), served by the /media plugin; a phrase's size is both. The Ogg's
 * modification time is the last time POST /audio handed out its URL (a hit touches it).
 * Once the folder passes its cap the least recently served files are deleted, except the
 * course's own texts and the phrases served within `keepMs`: a client holding one of those URLs
 * can still play it. When only such phrases are left, new ones are refused instead
 * (AudioCacheFullError), so anonymous text can never fill the disk nor push out phrases in use.
 */
export class AudioCache {
  /** What the folder holds, as far as this process knows; null until first counted. */
  private bytes: number | null = null;
  private evicting: Promise<boolean> | null = null;
  /** Until then new phrases are refused: the last eviction found nothing it may delete. */
  private fullUntil = 0;
  private readonly keepMs: number;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    private readonly now: () => Date = () => new Date(),
    options: AudioCacheOptions = {},
  ) {
    this.keepMs = options.keepMs ?? 24 * 3_600_000;
  }

  /** True while the cache is full of phrases it must keep: a new one would not be stored. */
  refusesNewPhrases(): boolean {
    return this.now().getTime() < this.fullUntil;
  }

  url(key: string): string {
    return `${MEDIA_URL_PREFIX}/tts/${key}.ogg`;
  }

  private file(key: string): string {
    return path.join(this.dir, `${key}.ogg`);
  }

  private copyFile(key: string): string {
    return path.join(this.dir, `${key}${AAC_COPY_EXTENSION}`);
  }

  /** True when the phrase is on disk; it then counts as just used. */
  async touch(key: string): Promise<boolean> {
    const at = this.now();
    try {
      await utimes(this.file(key), at, at);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /** Writes a small file to the folder and removes it: proves the disk takes writes (health). */
  async probeWrite(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const probe = path.join(this.dir, `.probe.${randomUUID()}.tmp`);
    try {
      await writeFile(probe, 'ok');
    } finally {
      await rm(probe, { force: true });
    }
  }

  /**
   * Writes the phrase and its AAC `copy` (when there is one: else the /media route makes it on
   * its first GET), each atomically (a temporary file renamed into place), the copy first: once
   * the Ogg is there, so is its copy. Then keeps the folder under its cap; throws
   * AudioCacheFullError (and keeps nothing) when only phrases it must keep are left.
   */
  async put(
    key: string,
    data: Buffer,
    pinned: PinnedKeys = noPins,
    copy: Buffer | null = null,
  ): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    if (copy) await this.writeAtomically(key, copy, this.copyFile(key));
    await this.writeAtomically(key, data, this.file(key));
    await this.touch(key);
    const size = data.length + (copy?.length ?? 0);
    this.bytes = (this.bytes ?? (await this.scan()).total) + size;
    if (this.bytes <= this.maxBytes) return;
    if (await this.evict(pinned)) return;
    // Nothing could go: the new phrase goes instead (it is the only one no client holds yet).
    await this.remove(key);
    this.bytes -= size;
    throw new AudioCacheFullError();
  }

  private async writeAtomically(key: string, data: Buffer, target: string) {
    const temporary = path.join(this.dir, `.${key}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** The Ogg first: a client never finds a phrase whose copy is gone while the Ogg is there. */
  private async remove(key: string) {
    await rm(this.file(key), { force: true });
    await rm(this.copyFile(key), { force: true });
  }

  /** One eviction at a time: true when the folder is back under its cap. */
  private evict(pinned: PinnedKeys): Promise<boolean> {
    this.evicting ??= this.evictNow(pinned).finally(() => {
      this.evicting = null;
    });
    return this.evicting;
  }

  /**
   * Deletes the least recently served files down to 90 % of the cap, skipping the pinned ones and
   * those served within keepMs. When that is not enough to get under the cap, new phrases are
   * refused until the oldest kept phrase may go (or a few minutes, for pins that may change).
   */
  private async evictNow(pinned: PinnedKeys): Promise<boolean> {
    const { files, total } = await this.scan();
    const pins = await pinned();
    const now = this.now().getTime();
    const keptAfter = now - this.keepMs;
    let remaining = total;
    const target = this.maxBytes * EVICT_TO;
    const evictable = files
      .filter((file) => !pins.has(file.key))
      .sort((a, b) => a.usedAt - b.usedAt);
    for (const file of evictable) {
      if (remaining <= target || file.usedAt > keptAfter) break;
      await this.remove(file.key);
      remaining -= file.size;
    }
    this.bytes = remaining;
    if (remaining <= this.maxBytes) {
      this.fullUntil = 0;
      return true;
    }
    const firstFree = evictable.find((file) => file.usedAt > keptAfter);
    this.fullUntil = Math.min(
      firstFree ? firstFree.usedAt + this.keepMs + 1 : Infinity,
      now + FULL_RECHECK_MS,
    );
    return false;
  }

  /**
   * Every cached phrase (its Ogg and copy together) with its size and last use (the Ogg's); a copy
   * without its Ogg counts as used long ago, so it goes first. Stale temporary files are removed
   * on the way.
   */
  private async scan() {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const phrases = new Map<string, { key: string; size: number; usedAt: number }>();
    for (const name of names) {
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (!info?.isFile()) continue;
      const match = FILE_NAME.exec(name);
      if (match) {
        const key = match[1]!;
        const phrase = phrases.get(key) ?? { key, size: 0, usedAt: 0 };
        phrase.size += info.size;
        if (match[2] === 'ogg') phrase.usedAt = info.mtimeMs;
        phrases.set(key, phrase);
      } else if (name.endsWith('.tmp') && Date.now() - info.mtimeMs > STALE_TEMP_MS) {
        await rm(path.join(this.dir, name), { force: true });
      }
    }
    const files = [...phrases.values()];
    return { files, total: files.reduce((sum, f) => sum + f.size, 0) };
  }
}
