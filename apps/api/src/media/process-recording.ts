import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STUDIO_RECORDING_MAX_BYTES, STUDIO_RECORDING_MAX_SECONDS } from '@bolajon/contract';

/*
 * A voice recording made ready for the course (issue 23, ADR 0045), with Debian's ffmpeg in
 * processes of its own (no shell, arguments as a list, killed past a time limit):
 *
 * 1. decode whatever MediaRecorder gave (WebM, Ogg, MP4 …: the bytes decide, only the demuxers
 *    below may read them and only local files, so a playlist cannot make ffmpeg fetch anything;
 *    its first `maxInputSeconds` only, so a small file cannot claim hours of work),
 *    mix to mono at 48 kHz, cut the silence at the start, then — reversed — at the end, keeping
 *    a tenth of a second on each side, into raw PCM: its size is its exact length;
 * 2. normalise the loudness of what is left (EBU R128: −16 LUFS, true peak −1.5 dBTP) and encode
 *    it twice, Ogg Opus for the app and AAC (.m4a) for browsers without Ogg.
 */

export const recordingRefusalCodes = {
  empty: 'RECORDING_EMPTY',
  tooLarge: 'RECORDING_TOO_LARGE',
  notAudio: 'RECORDING_NOT_AUDIO',
  silent: 'RECORDING_SILENT',
  tooLong: 'RECORDING_TOO_LONG',
} as const;
export type RecordingRefusalCode =
  (typeof recordingRefusalCodes)[keyof typeof recordingRefusalCodes];

export interface RecordingRefusal {
  code: RecordingRefusalCode;
  message: string;
}

export interface ProcessedRecording {
  /** Ogg Opus, mono 48 kHz. */
  ogg: Buffer;
  /** The same sound as AAC in an MP4 (.m4a) file. */
  m4a: Buffer;
  /** Its length once trimmed. */
  durationMs: number;
}

export type RecordingResult =
  { ok: true; recording: ProcessedRecording } | { ok: false; refusal: RecordingRefusal };

/** ffmpeg is missing, was too slow or was killed: the server's problem, not the recording's. */
export class RecordingToolError extends Error {
  override readonly name = 'RecordingToolError';
}

export interface RecordingLimits {
  maxBytes: number;
  /** The most seconds left once the silence is trimmed. */
  maxSeconds: number;
  /**
   * The most seconds of a file read at all; the rest is ignored. Without it a few hundred KB of
   * silence at a tiny sample rate (a WAV at 8 Hz says hours) keeps ffmpeg busy until it is killed.
   */
  maxInputSeconds: number;
  /** Each ffmpeg run is killed after this long. */
  timeoutMs: number;
  /** Less sound than this once trimmed is a recording of silence (a click, a breath). */
  minSoundMs: number;
  ffmpegPath?: string;
}

export const DEFAULT_RECORDING_LIMITS: RecordingLimits = {
  maxBytes: STUDIO_RECORDING_MAX_BYTES,
  maxSeconds: STUDIO_RECORDING_MAX_SECONDS,
  // The recorder stops a take at maxSeconds; four times that leaves room for silence around it.
  maxInputSeconds: STUDIO_RECORDING_MAX_SECONDS * 4,
  timeoutMs: 60_000,
  minSoundMs: 150,
};

const SAMPLE_RATE = 48_000;
/** Quieter than this is silence: a laptop's microphone in a quiet room is around −60 dBFS. */
const SILENCE_THRESHOLD = '-45dB';
/** Seconds of the silence kept before the first sound and after the last. */
const KEEP_SILENCE = 0.1;
/** Containers a browser's MediaRecorder (or an editor's file) gives; ffmpeg reads no other. */
const DEMUXERS = 'matroska,ogg,mov,wav,mp3,flac,aac';
const STDERR_KEEP = 500;

const refused = (code: RecordingRefusalCode, message: string): RecordingResult => ({
  ok: false,
  refusal: { code, message },
});

/**
 * The recording trimmed, normalised and encoded, or why it cannot be one. Throws
 * `RecordingToolError` when ffmpeg cannot do its work. Its temporary files are removed whatever
 * happens.
 */
export async function processRecording(
  bytes: Uint8Array,
  limits: RecordingLimits = DEFAULT_RECORDING_LIMITS,
): Promise<RecordingResult> {
  if (bytes.byteLength === 0)
    return refused(recordingRefusalCodes.empty, 'The recording is empty: nothing was recorded');
  if (bytes.byteLength > limits.maxBytes)
    return refused(
      recordingRefusalCodes.tooLarge,
      `The recording is ${megabytes(bytes.byteLength)}; a recording may be at most ${megabytes(limits.maxBytes)}`,
    );

  const dir = await mkdtemp(path.join(tmpdir(), 'bolajon-recording-'));
  try {
    const input = path.join(dir, 'input');
    const trimmed = path.join(dir, 'trimmed.pcm');
    const ogg = path.join(dir, 'out.ogg');
    const m4a = path.join(dir, 'out.m4a');
    await writeFile(input, bytes);

    const keep = String(KEEP_SILENCE);
    const trim = `silenceremove=start_periods=1:start_threshold=${SILENCE_THRESHOLD}:start_silence=${keep}`;
    const decoded = await runFfmpeg(
      [
        ['-protocol_whitelist', 'file', '-format_whitelist', DEMUXERS],
        ['-t', String(limits.maxInputSeconds), '-i', input],
        ['-map', '0:a:0', '-map_metadata', '-1'],
        // Only a second past the limit goes on to the end trim: areverse holds what it reverses.
        [
          '-af',
          `aformat=channel_layouts=mono,aresample=${SAMPLE_RATE},${trim},atrim=end=${limits.maxSeconds + 1},areverse,${trim},areverse`,
        ],
        ['-c:a', 'pcm_s16le', '-f', 's16le', trimmed],
      ].flat(),
      limits,
    );
    if (!decoded.ok)
      return refused(
        recordingRefusalCodes.notAudio,
        'The file is not a sound recording (no audio could be read from it)',
      );

    const durationMs = Math.round(((await stat(trimmed)).size / 2 / SAMPLE_RATE) * 1000);
    if (durationMs < limits.minSoundMs)
      return refused(
        recordingRefusalCodes.silent,
        'The recording is silent: nothing was heard; check the microphone and record again',
      );
    if (durationMs > limits.maxSeconds * 1000)
      return refused(
        recordingRefusalCodes.tooLong,
        `The recording is longer than ${limits.maxSeconds} seconds once its silence is cut; record a shorter text`,
      );

    const encoded = await runFfmpeg(
      [
        ['-protocol_whitelist', 'file', '-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1'],
        ['-i', trimmed],
        [
          '-filter_complex',
          `[0:a]loudnorm=I=-16:TP=-1.5:LRA=11,aresample=${SAMPLE_RATE},asplit=2[ogg][m4a]`,
        ],
        ['-map', '[ogg]', '-c:a', 'libopus', '-b:a', '48k', '-f', 'ogg', ogg],
        [
          '-map',
          '[m4a]',
          '-c:a',
          'aac',
          '-b:a',
          '64k',
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          m4a,
        ],
      ].flat(),
      limits,
    );
    // The PCM is ours: when it does not encode, ffmpeg (or its build) is at fault.
    if (!encoded.ok) throw new RecordingToolError(`ffmpeg could not encode: ${encoded.stderr}`);
    return {
      ok: true,
      recording: { ogg: await readFile(ogg), m4a: await readFile(m4a), durationMs },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * One ffmpeg run: `ok` when it exits 0, else its last words. Throws RecordingToolError when it
 * cannot start, is killed by a signal, or runs past the time limit (then it is killed). Shared
 * with the AAC copies of every other audio file (aac-copy.ts).
 */
export function runFfmpeg(
  args: string[],
  limits: Pick<RecordingLimits, 'timeoutMs' | 'ffmpegPath'>,
): Promise<{ ok: true } | { ok: false; stderr: string }> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      limits.ffmpegPath ?? 'ffmpeg',
      ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let settled = false;
    const finish = (error: Error | null, result?: { ok: true } | { ok: false; stderr: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (ffmpeg.exitCode === null && ffmpeg.signalCode === null) ffmpeg.kill('SIGKILL');
      if (error) reject(error);
      else resolve(result!);
    };
    const timer = setTimeout(
      () => finish(new RecordingToolError(`ffmpeg took longer than ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    let stderr = '';
    ffmpeg.stderr.setEncoding('utf8');
    ffmpeg.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    ffmpeg.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        new RecordingToolError(`ffmpeg could not be started (${error.code ?? error.message})`),
      ),
    );
    ffmpeg.on('close', (code, signal) => {
      if (code === 0) finish(null, { ok: true });
      else if (signal) finish(new RecordingToolError(`ffmpeg was stopped by ${signal}`));
      else finish(null, { ok: false, stderr: stderr.trim() });
    });
  });
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
