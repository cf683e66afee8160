import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECORDING_FALLBACK_EXTENSION } from './media-store.js';
import { runFfmpeg } from './process-recording.js';

/*
 * The AAC copy of an Ogg Opus file (issue 24, ADR 0051): browsers that cannot play Ogg Opus
 * (Safari before 17) play `<name>.m4a` beside `<name>.ogg` instead. Every audio file under /media
 * has one: a recording's is encoded with it (process-recording.ts), a synthesised phrase's when it
 * is made (the POST /audio cache), any other's on its first GET (aac-copies.ts). One encoding for
 * all of them, with process-recording's ffmpeg rules: its own process, no shell, only the Ogg
 * demuxer reading only local files, at most `maxInputSeconds` of input, killed past `timeoutMs`.
 */

/** The copy's extension: the one a recording's copy has always had. */
export const AAC_COPY_EXTENSION = RECORDING_FALLBACK_EXTENSION;

export interface AacCopyOptions {
  /** Seconds of the Ogg read at most; the rest is ignored (the course's texts last seconds). */
  maxInputSeconds: number;
  timeoutMs: number;
  ffmpegPath?: string;
}

export const DEFAULT_AAC_COPY_OPTIONS: AacCopyOptions = {
  maxInputSeconds: 120,
  timeoutMs: 30_000,
};

/** ffmpeg read the file but it is not Ogg audio: there is nothing to copy. */
export class AacCopyError extends Error {
  override readonly name = 'AacCopyError';
}

/** `<dir>/<name>.m4a` for `<dir>/<name>.ogg`. */
export const aacCopyPath = (oggPath: string) =>
  `${oggPath.slice(0, oggPath.length - path.extname(oggPath).length)}${AAC_COPY_EXTENSION}`;

/**
 * Encodes the Ogg file `source` to AAC (mono, 48 kbit/s: a voice) at `target`, written to a
 * temporary name beside it and renamed, so a reader never sees half a file. Throws AacCopyError
 * when `source` is not Ogg audio, RecordingToolError when ffmpeg cannot run or is too slow.
 */
export async function writeAacCopy(
  source: string,
  target: string,
  options: AacCopyOptions = DEFAULT_AAC_COPY_OPTIONS,
): Promise<void> {
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    const encoded = await runFfmpeg(
      [
        ['-protocol_whitelist', 'file', '-format_whitelist', 'ogg', '-f', 'ogg'],
        ['-t', String(options.maxInputSeconds), '-i', source],
        ['-map', '0:a:0', '-map_metadata', '-1', '-ac', '1'],
        ['-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', '-f', 'mp4', temporary],
      ].flat(),
      options,
    );
    if (!encoded.ok) throw new AacCopyError(`${source} is not Ogg audio: ${encoded.stderr}`);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** The AAC copy of Ogg bytes not yet on disk (a phrase just synthesised), as writeAacCopy. */
export async function encodeAacCopy(
  ogg: Buffer,
  options: AacCopyOptions = DEFAULT_AAC_COPY_OPTIONS,
): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bolajon-aac-'));
  try {
    const source = path.join(dir, 'in.ogg');
    const target = path.join(dir, `out${AAC_COPY_EXTENSION}`);
    await writeFile(source, ogg);
    await writeAacCopy(source, target, options);
    return await readFile(target);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
