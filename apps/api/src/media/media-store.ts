import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where content media lives; a local folder now, an S3-compatible store later. */
export interface MediaStore {
  /**
   * Stores a file and returns its public URL. The same bytes always give the same URL. A
   * `recording` (a person's voice, ADR 0045) goes under `r/`. An `.ogg` takes the `.m4a` beside
   * it along, if any (ADR 0051: else the /media route makes one on its first GET).
   */
  putFile(absolutePath: string, options?: { recording?: boolean }): Promise<string>;
}

/** Where the studio keeps the voice recordings it made (ADR 0045). */
export interface RecordingStore {
  /** Ogg Opus named by its hash, and its AAC copy under the same name: their URLs. */
  putRecording(ogg: Buffer, m4a: Buffer): Promise<{ url: string; fallbackUrl: string }>;
}

export const MEDIA_URL_PREFIX = '/media';
/** Human recordings' folder: every file under `/media/r/` is one (contract `isRecordingUrl`). */
export const RECORDING_FOLDER = 'r';
/** The AAC copy of a recording, beside it under the same name. */
export const RECORDING_FALLBACK_EXTENSION = '.m4a';

const hashName = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 20);

/**
 * Content-addressed files under `<dir>/c/` (recordings under `<dir>/r/`): the name is a hash of
 * the bytes, so a URL never changes meaning and can be cached for a year.
 */
export class LocalMediaStore implements MediaStore, RecordingStore {
  constructor(readonly dir: string) {}

  async putFile(absolutePath: string, options: { recording?: boolean } = {}): Promise<string> {
    const bytes = readFileSync(absolutePath);
    const extension = path.extname(absolutePath).toLowerCase();
    const name = `${hashName(bytes)}${extension}`;
    // A file of the store's own r/ (a studio draft names it) stays a recording whatever names it.
    const recordings = path.join(path.resolve(this.dir), RECORDING_FOLDER);
    const recording =
      options.recording || path.resolve(absolutePath).startsWith(recordings + path.sep);
    const folder = recording ? RECORDING_FOLDER : 'c';
    copyOnce(absolutePath, path.join(this.dir, folder, name));
    if (extension === '.ogg' || (recording && extension !== RECORDING_FALLBACK_EXTENSION)) {
      const sibling = absolutePath.slice(0, absolutePath.length - extension.length);
      const fallback = `${sibling}${RECORDING_FALLBACK_EXTENSION}`;
      if (existsSync(fallback))
        copyOnce(
          fallback,
          path.join(this.dir, folder, `${hashName(bytes)}${RECORDING_FALLBACK_EXTENSION}`),
        );
    }
    return `${MEDIA_URL_PREFIX}/${folder}/${name}`;
  }

  /**
   * Written to temporary names and renamed, the copy first: once the .ogg is there, so is its
   * .m4a, and a reader never sees half a file.
   */
  async putRecording(ogg: Buffer, m4a: Buffer): Promise<{ url: string; fallbackUrl: string }> {
    const hash = hashName(ogg);
    const folder = path.join(this.dir, RECORDING_FOLDER);
    await mkdir(folder, { recursive: true });
    const url = (extension: string) =>
      `${MEDIA_URL_PREFIX}/${RECORDING_FOLDER}/${hash}${extension}`;
    for (const [data, extension] of [
      [m4a, RECORDING_FALLBACK_EXTENSION],
      [ogg, '.ogg'],
    ] as const) {
      const target = path.join(folder, `${hash}${extension}`);
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (exists) continue;
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    }
    return { url: url('.ogg'), fallbackUrl: url(RECORDING_FALLBACK_EXTENSION) };
  }
}

function copyOnce(source: string, target: string) {
  if (existsSync(target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(source, target);
}
