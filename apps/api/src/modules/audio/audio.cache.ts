import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX } from '../../media/media-store.js';

const FILE_NAME = /^[0-9a-f]{64}\.ogg$/;
/** Eviction goes below the cap by this share, so it is not repeated at every new file. */
const EVICT_TO = 0.9;
/** A temporary file older than this was left by a crash and is removed at the next eviction. */
const STALE_TEMP_MS = 10 * 60_000;

/**
 * Synthesised phrases on disk at `<MEDIA_DIR>/tts/<key>.ogg`, served by the /media plugin. A
 * file's modification time is its last use: a hit touches it, and once the folder passes its cap
 * the least recently used files are deleted — anonymous text can never fill the disk.
 */
export class AudioCache {
  /** What the folder holds, as far as this process knows; null until first counted. */
  private bytes: number | null = null;
  private evicting: Promise<void> | null = null;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

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

  /** Writes atomically (a temporary file renamed into place), then keeps the folder under its cap. */
  async put(key: string, data: Buffer): Promise<void> {
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
    if (this.bytes > this.maxBytes) await this.evict(key);
  }

  /** One eviction at a time; the file just written stays, whatever its size. */
  private evict(keep: string): Promise<void> {
    this.evicting ??= this.evictNow(`${keep}.ogg`).finally(() => {
      this.evicting = null;
    });
    return this.evicting;
  }

  private async evictNow(keep: string) {
    const { files, total } = await this.scan();
    let remaining = total;
    const target = this.maxBytes * EVICT_TO;
    for (const file of files.sort((a, b) => a.usedAt - b.usedAt)) {
      if (remaining <= target) break;
      if (file.name === keep) continue;
      await rm(path.join(this.dir, file.name), { force: true });
      remaining -= file.size;
    }
    this.bytes = remaining;
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
