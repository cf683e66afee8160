import { sniffPicture } from './picture-format.js';
import {
  DEFAULT_RASTER_LIMITS,
  RasterDecodeError,
  rasterToWebp,
  type RasterLimits,
} from './raster-to-webp.js';
import { DEFAULT_SVG_LIMITS, sanitiseSvg, type SvgLimits } from './svg-sanitiser.js';

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

export interface ProcessedPicture {
  /** Bytes to store: a WebP encoded here or an SVG serialised here, never the upload's bytes. */
  data: Buffer;
  contentType: 'image/webp' | 'image/svg+xml';
  width?: number;
  height?: number;
  /** What the SVG sanitiser took out (element names, attributes), for the editor to see. */
  removed?: string[];
}

export const pictureRefusalCodes = {
  tooLarge: 'PICTURE_TOO_LARGE',
  notAnImage: 'PICTURE_NOT_AN_IMAGE',
  unreadable: 'PICTURE_UNREADABLE',
  tooManyPixels: 'PICTURE_TOO_MANY_PIXELS',
  unsafeSvg: 'PICTURE_UNSAFE_SVG',
} as const;
export type PictureRefusalCode = (typeof pictureRefusalCodes)[keyof typeof pictureRefusalCodes];

/** Why an upload is not a picture the course can use, in words an editor can act on. */
export interface PictureRefusal {
  code: PictureRefusalCode;
  message: string;
}

export type PictureResult =
  { ok: true; picture: ProcessedPicture } | { ok: false; refusal: PictureRefusal };

export interface PictureLimits {
  maxBytes: number;
  /** Pixels a raster header may claim: more is a decompression bomb, refused before decoding. */
  maxPixels: number;
  /** A side longer than this is refused even within the pixel budget (e.g. 1×40 000 000). */
  maxInputSide: number;
  raster: Partial<RasterLimits> & { ffmpegPath?: string };
  svg: SvgLimits;
}

export const DEFAULT_PICTURE_LIMITS: PictureLimits = {
  maxBytes: MAX_PICTURE_BYTES,
  maxPixels: DEFAULT_RASTER_LIMITS.maxInputPixels,
  maxInputSide: 16_384,
  raster: {},
  svg: DEFAULT_SVG_LIMITS,
};

const refused = (code: PictureRefusalCode, message: string): PictureResult => ({
  ok: false,
  refusal: { code, message },
});

/**
 * An uploaded picture made ready for the course (ADR 0043): PNG, JPEG or WebP become a WebP at
 * most 1024 px on its longer side (a phone's JPEG turned upright by its Exif orientation); an
 * SVG is rebuilt from an allowlist. What the file is comes from its bytes; `declaredName` is only
 * quoted in messages. Throws `RasterToolError` when ffmpeg is missing, too slow or too prolific:
 * that is the server's failure, not the picture's.
 */
export async function processPicture(
  bytes: Uint8Array,
  declaredName?: string,
  limits: PictureLimits = DEFAULT_PICTURE_LIMITS,
): Promise<PictureResult> {
  const what = declaredName ? `«${declaredName.slice(0, 80)}»` : 'The file';
  if (bytes.byteLength > limits.maxBytes) {
    return refused(
      pictureRefusalCodes.tooLarge,
      `${what} is ${megabytes(bytes.byteLength)}; a picture may be at most ${megabytes(limits.maxBytes)}`,
    );
  }
  const sniffed = sniffPicture(bytes);
  switch (sniffed.kind) {
    case 'unknown':
      return refused(
        pictureRefusalCodes.notAnImage,
        `${what} is not a PNG, JPEG, WebP or SVG picture`,
      );
    case 'raster-without-size':
      return refused(
        pictureRefusalCodes.unreadable,
        `${what} looks like a ${sniffed.format.toUpperCase()} picture but is damaged or incomplete`,
      );
    case 'svg': {
      const result = sanitiseSvg(sniffed.text, limits.svg);
      if (!result.ok) {
        return refused(
          result.reason === 'malformed'
            ? pictureRefusalCodes.unreadable
            : result.reason === 'not-svg'
              ? pictureRefusalCodes.notAnImage
              : pictureRefusalCodes.unsafeSvg,
          `${what} cannot be used: ${lowerFirst(result.message)}`,
        );
      }
      return {
        ok: true,
        picture: {
          data: Buffer.from(result.svg, 'utf8'),
          contentType: 'image/svg+xml',
          width: result.width,
          height: result.height,
          removed: result.removed,
        },
      };
    }
    default: {
      const { width, height } = sniffed;
      const format = sniffed.kind.toUpperCase();
      if (width === 0 || height === 0) {
        return refused(
          pictureRefusalCodes.unreadable,
          `${what} claims a size of ${width}×${height}`,
        );
      }
      if (width * height > limits.maxPixels || Math.max(width, height) > limits.maxInputSide) {
        return refused(
          pictureRefusalCodes.tooManyPixels,
          `${what} is ${width}×${height} pixels; a picture may have at most ${limits.maxPixels / 1_000_000} megapixels and ${limits.maxInputSide} pixels a side`,
        );
      }
      if (sniffed.animated) {
        return refused(
          pictureRefusalCodes.unreadable,
          `${what} is an animated ${format}; only still pictures can be used`,
        );
      }
      return toWebp(bytes, sniffed.kind, what, format, limits, sniffed.orientation);
    }
  }
}

async function toWebp(
  bytes: Uint8Array,
  kind: 'png' | 'jpeg' | 'webp',
  what: string,
  format: string,
  limits: PictureLimits,
  orientation?: number,
): Promise<PictureResult> {
  let data: Buffer;
  try {
    data = await rasterToWebp(bytes, kind, {
      maxInputPixels: limits.maxPixels,
      orientation,
      ...limits.raster,
    });
  } catch (error) {
    if (error instanceof RasterDecodeError) {
      return refused(
        pictureRefusalCodes.unreadable,
        `${what} looks like a ${format} picture but could not be read (damaged or unsupported)`,
      );
    }
    throw error;
  }
  const result = sniffPicture(data);
  if (result.kind !== 'webp') throw new Error('ffmpeg did not write a WebP picture');
  return {
    ok: true,
    picture: { data, contentType: 'image/webp', width: result.width, height: result.height },
  };
}

function megabytes(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
