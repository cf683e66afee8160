/**
 * What an uploaded file is, told by its first bytes and never by its name or declared type: the
 * raster formats by their signatures, with the size their header claims (read before anything
 * decodes, so a decompression bomb is refused unopened); SVG by being UTF-8 text that opens
 * with markup and names an svg element near the start (the XML parser then decides).
 */
export type SniffedPicture =
  | {
      kind: 'png' | 'jpeg' | 'webp';
      width: number;
      height: number;
      animated: boolean;
      /** A JPEG's Exif orientation (1–8; 1 is upright): how a phone says it was held. */
      orientation?: number;
    }
  | { kind: 'svg'; text: string }
  | { kind: 'raster-without-size'; format: 'png' | 'jpeg' | 'webp' }
  | { kind: 'unknown' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffPicture(bytes: Uint8Array): SniffedPicture {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(data, PNG_SIGNATURE)) return pngSize(data);
  if (startsWith(data, [0xff, 0xd8, 0xff])) return jpegSize(data);
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return webpSize(data);
  }
  const text = svgText(data);
  return text === null ? { kind: 'unknown' } : { kind: 'svg', text };
}

function startsWith(data: Buffer, signature: number[]) {
  return data.length >= signature.length && signature.every((byte, i) => data[i] === byte);
}

function pngSize(data: Buffer): SniffedPicture {
  // The first chunk is IHDR: length (4), type (4), width (4), height (4).
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') {
    return { kind: 'raster-without-size', format: 'png' };
  }
  // An animation control chunk before the first image data makes it an APNG.
  const idat = data.indexOf('IDAT', 16, 'latin1');
  const actl = data.indexOf('acTL', 16, 'latin1');
  return {
    kind: 'png',
    width: data.readUInt32BE(16),
    height: data.readUInt32BE(20),
    animated: actl !== -1 && (idat === -1 || actl < idat),
  };
}

/** The frame header (SOF0–SOF15 but DHT, JPG, DAC) holds the size; it comes before the scan. */
function jpegSize(data: Buffer): SniffedPicture {
  let at = 2;
  let orientation = 1;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) break;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // the scan or the end, and no frame yet
    const length = data.readUInt16BE(at + 2);
    if (marker === 0xe1 && data.toString('latin1', at + 4, at + 10) === 'Exif\0\0') {
      orientation = exifOrientation(data.subarray(at + 10, at + 2 + length)) ?? orientation;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame && at + 9 <= data.length) {
      return {
        kind: 'jpeg',
        height: data.readUInt16BE(at + 5),
        width: data.readUInt16BE(at + 7),
        animated: false,
        orientation,
      };
    }
    at += 2 + length;
  }
  return { kind: 'raster-without-size', format: 'jpeg' };
}

/** The Orientation tag (0x0112) of IFD0 in an Exif block's TIFF structure, if it has one. */
function exifOrientation(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

function webpSize(data: Buffer): SniffedPicture {
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && data.length >= 30 && data.readUIntBE(23, 3) === 0x9d012a) {
    return {
      kind: 'webp',
      width: data.readUInt16LE(26) & 0x3fff,
      height: data.readUInt16LE(28) & 0x3fff,
      animated: false,
    };
  }
  if (chunk === 'VP8L' && data.length >= 25 && data[20] === 0x2f) {
    const bits = data.readUInt32LE(21);
    return {
      kind: 'webp',
      width: (bits & 0x3fff) + 1,
      height: ((bits >>> 14) & 0x3fff) + 1,
      animated: false,
    };
  }
  if (chunk === 'VP8X' && data.length >= 30) {
    return {
      kind: 'webp',
      width: data.readUIntLE(24, 3) + 1,
      height: data.readUIntLE(27, 3) + 1,
      animated: ((data[20] ?? 0) & 0x02) !== 0,
    };
  }
  return { kind: 'raster-without-size', format: 'webp' };
}

const SVG_ROOT_NEAR_START = 4096;

/** The text of a file that looks like SVG, else null: strict UTF-8, markup first, an svg tag. */
function svgText(data: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return null;
  }
  const start = text.trimStart();
  if (!start.startsWith('<')) return null;
  return /<svg[\s>/]/.test(start.slice(0, SVG_ROOT_NEAR_START)) ? text : null;
}
