import { spawn } from 'node:child_process';

export interface RasterLimits {
  /** The longer side of the result; a smaller picture keeps its size (never upscaled). */
  maxSide: number;
  /** ffmpeg's decoder refuses a frame of more pixels (a second guard behind the header check). */
  maxInputPixels: number;
  /** The most bytes ffmpeg may write before it is stopped. */
  maxOutputBytes: number;
  timeoutMs: number;
  /** WebP quality, 0–100. */
  quality: number;
}

export const DEFAULT_RASTER_LIMITS: RasterLimits = {
  maxSide: 1024,
  maxInputPixels: 40_000_000,
  maxOutputBytes: 4 * 1024 * 1024,
  timeoutMs: 15_000,
  quality: 80,
};

/** The input did not decode as the format its signature claims (corrupt, truncated, too big). */
export class RasterDecodeError extends Error {
  override readonly name = 'RasterDecodeError';
}

/** ffmpeg is missing, was too slow or wrote too much: the server's problem, not the picture's. */
export class RasterToolError extends Error {
  override readonly name = 'RasterToolError';
}

const DEMUXERS = { png: 'png_pipe', jpeg: 'jpeg_pipe', webp: 'webp_pipe' } as const;
const STDERR_KEEP = 500;

/**
 * Filters that turn a picture upright by its Exif orientation: ffmpeg 5.1's own autorotate turns
 * but does not mirror (orientations 2, 4, 5, 7), so it is off and these do all eight.
 */
const UPRIGHT: Readonly<Record<number, string>> = {
  2: 'hflip,',
  3: 'hflip,vflip,',
  4: 'vflip,',
  5: 'transpose=cclock_flip,',
  6: 'transpose=clock,',
  7: 'transpose=clock_flip,',
  8: 'transpose=cclock,',
};

/**
 * One PNG, JPEG or WebP frame to WebP with Debian's ffmpeg, in a process of its own (a decoder
 * bug in a hostile file cannot reach the server's memory), fed on standard input and read from
 * standard output: no file names, no shell, only the pipe protocol allowed. Stopped with SIGKILL
 * past the time or the output limit.
 */
export function rasterToWebp(
  input: Uint8Array,
  format: keyof typeof DEMUXERS,
  options: Partial<RasterLimits> & { ffmpegPath?: string; orientation?: number } = {},
): Promise<Buffer> {
  const limits = { ...DEFAULT_RASTER_LIMITS, ...options };
  const side = String(limits.maxSide);
  const upright = UPRIGHT[options.orientation ?? 1] ?? '';
  // Alpha is kept where the format can have it; a JPEG gets no useless alpha plane.
  const pixelFormat = format === 'jpeg' ? 'yuv420p' : 'yuva420p';
  const args = [
    ['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ['-protocol_whitelist', 'pipe', '-threads', '1'],
    ['-max_pixels', String(limits.maxInputPixels)],
    // The orientation is applied here, the same with every ffmpeg version, not by its autorotate.
    ['-noautorotate', '-f', DEMUXERS[format], '-i', 'pipe:0'],
    ['-frames:v', '1', '-an'],
    [
      '-vf',
      `${upright}scale='min(${side},iw)':'min(${side},ih)':force_original_aspect_ratio=decrease,format=${pixelFormat}`,
    ],
    ['-c:v', 'libwebp', '-quality', String(limits.quality), '-compression_level', '4'],
    ['-map_metadata', '-1', '-f', 'webp', 'pipe:1'],
  ].flat();

  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(options.ffmpegPath ?? 'ffmpeg', args, {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let settled = false;
    const finish = (error: Error | null, data?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (ffmpeg.exitCode === null && ffmpeg.signalCode === null) ffmpeg.kill('SIGKILL');
      if (error) reject(error);
      else resolve(data ?? Buffer.alloc(0));
    };
    const timer = setTimeout(
      () => finish(new RasterToolError(`ffmpeg took longer than ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );

    const chunks: Buffer[] = [];
    let written = 0;
    ffmpeg.stdout.on('data', (chunk: Buffer) => {
      written += chunk.length;
      if (written > limits.maxOutputBytes) {
        finish(new RasterToolError(`ffmpeg wrote more than ${limits.maxOutputBytes} bytes`));
      } else {
        chunks.push(chunk);
      }
    });
    let stderr = '';
    ffmpeg.stderr.setEncoding('utf8');
    ffmpeg.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    ffmpeg.on('error', (error: NodeJS.ErrnoException) =>
      finish(new RasterToolError(`ffmpeg could not be started (${error.code ?? error.message})`)),
    );
    // ffmpeg may stop reading a file it cannot decode; its exit status tells, not EPIPE.
    ffmpeg.stdin.on('error', () => undefined);
    ffmpeg.on('close', (code, signal) => {
      if (code === 0) finish(null, Buffer.concat(chunks));
      else if (signal) finish(new RasterToolError(`ffmpeg was stopped by ${signal}`));
      else finish(new RasterDecodeError(`ffmpeg could not decode it: ${stderr.trim()}`));
    });
    ffmpeg.stdin.end(input);
  });
}
