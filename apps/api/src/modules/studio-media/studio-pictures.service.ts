import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { errorCodes } from '@bolajon/contract';
import { AppError, busy, notFound } from '../../errors.js';
import type { PictureStore } from '../../media/picture-store.js';
import {
  processPicture,
  pictureRefusalCodes,
  type PictureRefusal,
  type PictureResult,
} from '../../media/process-picture.js';
import { RasterToolError } from '../../media/raster-to-webp.js';
import type { TwemojiIndex, TwemojiMatch } from '../../media/twemoji-search.js';

/** A picture stored for the course: where it is and what it is. */
export interface StoredPicture {
  url: string;
  contentType: 'image/webp' | 'image/svg+xml';
  width?: number;
  height?: number;
  bytes: number;
  /** What the SVG sanitiser took out; empty for a raster picture. */
  removed: string[];
}

export interface StudioPicturesService {
  /** An upload made safe and stored, or an AppError saying why not (400, 413, 503). */
  upload(bytes: Uint8Array, declaredName?: string): Promise<StoredPicture>;
  searchTwemoji(query: string, limit?: number): TwemojiMatch[];
  /** A bundled Twemoji picture, through the same sanitiser, stored as an upload would be. */
  pickTwemoji(code: string): Promise<StoredPicture>;
}

export interface StudioPicturesDeps {
  store: PictureStore;
  twemoji: TwemojiIndex;
  log?: FastifyBaseLogger;
  /** processPicture with the default limits; tests pass their own. */
  process?: (bytes: Uint8Array, declaredName?: string) => Promise<PictureResult>;
  /** Pictures converted at once (each an ffmpeg process), and uploads that may wait for a turn. */
  concurrency?: number;
  queue?: number;
}

/**
 * The studio's pictures (ADR 0043). Conversions run a few at a time, since each raster one is an
 * ffmpeg process; past the queue an upload is told to try again (503 with Retry-After).
 */
export function createStudioPicturesService(deps: StudioPicturesDeps): StudioPicturesService {
  const process = deps.process ?? ((bytes, name) => processPicture(bytes, name));
  const limiter = createLimiter(deps.concurrency ?? 2, deps.queue ?? 8);

  async function store(result: PictureResult): Promise<StoredPicture> {
    if (!result.ok) throw refusalError(result.refusal);
    const { picture } = result;
    const extension = picture.contentType === 'image/webp' ? '.webp' : '.svg';
    const url = await deps.store.putBytes(picture.data, extension);
    return {
      url,
      contentType: picture.contentType,
      width: picture.width,
      height: picture.height,
      bytes: picture.data.length,
      removed: picture.removed ?? [],
    };
  }

  return {
    async upload(bytes, declaredName) {
      const result = await limiter(() => process(bytes, declaredName)).catch((error: unknown) => {
        if (!(error instanceof RasterToolError)) throw error;
        deps.log?.error({ err: error }, 'picture conversion failed');
        throw new AppError(
          503,
          errorCodes.serviceUnavailable,
          'The server cannot convert pictures right now; try again later, or upload an SVG',
        );
      });
      return store(result);
    },

    searchTwemoji(query, limit) {
      return deps.twemoji.search(query, limit);
    },

    async pickTwemoji(code) {
      const file = deps.twemoji.svgPath(code);
      if (!file) throw notFound(`No Twemoji picture ${code}`);
      const bytes = await readFile(file);
      return store(await process(bytes, `${code}.svg`));
    },
  };
}

/** The refusal as the API's error: 413 for a file too big, 400 otherwise; `reason` tells which. */
export function refusalError(refusal: PictureRefusal): AppError {
  if (refusal.code === pictureRefusalCodes.tooLarge) {
    return new AppError(413, errorCodes.payloadTooLarge, refusal.message, {
      details: { reason: refusal.code },
    });
  }
  return new AppError(400, errorCodes.validation, refusal.message, {
    details: { reason: refusal.code },
  });
}

/** Runs at most `concurrency` tasks at once with up to `queue` waiting; more are refused. */
function createLimiter(concurrency: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= queue) {
        throw busy('Many pictures are being converted right now; try again in a moment', 2);
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
