import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX } from '../../media/media-store.js';

const FILE_NAME = /^[0-9a-f]{64}\.ogg$/;
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
 * Synthesised phrases on disk at `<MEDIA_DIR>/tts/<key>.ogg`, served by the /media plugin. A
 * file's modification time is the last time POST /audio handed out its URL (a hit touches it).
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
   * Writes atomically (a temporary file renamed into place), then keeps the folder under its cap;
   * throws AudioCacheFullError (and keeps nothing) when only phrases it must keep are left.
   */
  async put(key: string, data: Buffer, pinned: PinnedKeys = noPins): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temporary = path.join(this.dir, `.${key}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, data);
      await rename(temporary, this.file(key));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await this.touch(key);
    this.bytes = (this.bytes ?? (await this.scan()).total) + data.length;
    if (this.bytes <= this.maxBytes) return;
    if (await this.evict(pinned)) return;
    // Nothing could go: the new phrase goes instead (it is the only one no client holds yet).
    await rm(this.file(key), { force: true });
    this.bytes -= data.length;
    throw new AudioCacheFullError();
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
      .filter((file) => !pins.has(file.name.slice(0, -'.ogg'.length)))
      .sort((a, b) => a.usedAt - b.usedAt);
    for (const file of evictable) {
      if (remaining <= target || file.usedAt > keptAfter) break;
      await rm(path.join(this.dir, file.name), { force: true });
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

  /** Every cached file with its size and last use; stale temporary files are removed on the way. */
  private async scan() {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const files: { name: string; size: number; usedAt: number }[] = [];
    for (const name of names) {
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (!info?.isFile()) continue;
      if (FILE_NAME.test(name)) {
        files.push({ name, size: info.size, usedAt: info.mtimeMs });
      } else if (name.endsWith('.tmp') && Date.now() - info.mtimeMs > STALE_TEMP_MS) {
        await rm(path.join(this.dir, name), { force: true });
      }
    }
    return { files, total: files.reduce((sum, f) => sum + f.size, 0) };
  }
}
