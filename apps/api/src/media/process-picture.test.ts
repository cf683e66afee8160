import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffPicture } from './picture-format.js';
import {
  DEFAULT_PICTURE_LIMITS,
  MAX_PICTURE_BYTES,
  pictureRefusalCodes,
  processPicture,
  type PictureResult,
} from './process-picture.js';
import { RasterDecodeError, RasterToolError, rasterToWebp } from './raster-to-webp.js';

let dir: string;
const fixture = (name: string) => readFileSync(path.join(dir, name));

/** A picture drawn by ffmpeg's test source, so the tests need no binary fixtures. */
function draw(name: string, size: string, extra: string[] = []) {
  const result = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}`],
      ...['-frames:v', '1', ...extra, path.join(dir, name)],
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`ffmpeg could not draw ${name}: ${result.stderr}`);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bolajon-pictures-'));
  draw('wide.png', '2000x1500');
  draw('tall.jpg', '600x1800');
  draw('small.jpg', '300x201');
  draw('photo.webp', '1600x900', ['-c:v', 'libwebp']);
  draw('alpha.png', '400x400', ['-vf', 'format=rgba,colorchannelmixer=aa=0.5']);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function picture(result: PictureResult) {
  if (!result.ok) throw new Error(`refused: ${result.refusal.code} ${result.refusal.message}`);
  return result.picture;
}

function refusal(result: PictureResult) {
  if (result.ok) throw new Error('the picture was accepted');
  return result.refusal;
}

/** A PNG made byte by byte: a signature, IHDR claiming any size, one IDAT, IEND. */
function handMadePng(width: number, height: number, idat: Buffer) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The JPEG with an Exif block (big-endian TIFF, IFD0 with only Orientation) after its SOI. */
function withExifOrientation(jpeg: Buffer, orientation: number) {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // MM, 42, IFD0 at 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00],
    ...[0x00, 0x00, 0x00, 0x00], // no next IFD
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('processPicture: raster pictures become WebP', () => {
  it('shrinks a large PNG so its longer side is 1024 px, keeping the shape', async () => {
    const result = picture(await processPicture(fixture('wide.png'), 'wide.png'));
    expect(result).toMatchObject({ contentType: 'image/webp', width: 1024, height: 768 });
    expect(sniffPicture(result.data)).toMatchObject({ kind: 'webp', width: 1024, height: 768 });
  });

  it('shrinks a tall JPEG by its height', async () => {
    const result = picture(await processPicture(fixture('tall.jpg')));
    expect(result).toMatchObject({ contentType: 'image/webp', width: 341, height: 1024 });
  });

  it('never enlarges a small picture', async () => {
    const result = picture(await processPicture(fixture('small.jpg')));
    expect(result).toMatchObject({ width: 300, height: 201 });
  });

  it('re-encodes a WebP too (its bytes are never stored as sent)', async () => {
    const input = fixture('photo.webp');
    const result = picture(await processPicture(input));
    expect(result).toMatchObject({ contentType: 'image/webp', width: 1024, height: 576 });
    expect(result.data.equals(input)).toBe(false);
  });

  it('keeps transparency', async () => {
    const result = picture(await processPicture(fixture('alpha.png')));
    expect(result.data.includes(Buffer.from('ALPH'))).toBe(true);
  });

  it("turns a phone's JPEG upright by its Exif orientation", async () => {
    const sideways = withExifOrientation(fixture('small.jpg'), 6); // held turned: 90° clockwise
    expect(sniffPicture(sideways)).toMatchObject({ kind: 'jpeg', width: 300, orientation: 6 });
    expect(picture(await processPicture(sideways))).toMatchObject({ width: 201, height: 300 });
    const mirrored = withExifOrientation(fixture('small.jpg'), 2);
    expect(picture(await processPicture(mirrored))).toMatchObject({ width: 300, height: 201 });
  });

  it('goes by the bytes, not the name: a JPEG called .png is a JPEG', async () => {
    const result = picture(await processPicture(fixture('small.jpg'), 'cat.png'));
    expect(result.contentType).toBe('image/webp');
  });
});

describe('processPicture: refusals', () => {
  it('refuses a file over 2 MB before looking at it', async () => {
    const big = Buffer.concat([fixture('wide.png'), Buffer.alloc(MAX_PICTURE_BYTES)]);
    expect(refusal(await processPicture(big, 'huge.png'))).toEqual({
      code: pictureRefusalCodes.tooLarge,
      message: expect.stringMatching(/«huge\.png» is 2\.1 MB; a picture may be at most 2 MB/),
    });
  });

  it.each([
    ['text named like a picture', Buffer.from('hello, this is not a picture'), 'cat.png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'cat.gif'],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj', 'latin1'), 'cat.svg'],
    ['HTML', Buffer.from('<html><body><script>alert(1)</script></body></html>'), 'cat.svg'],
    ['random bytes', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 73) % 256)), 'x.jpg'],
    ['nothing', Buffer.alloc(0), 'empty.png'],
  ])('refuses %s as not an image', async (_what, bytes, name) => {
    expect(refusal(await processPicture(bytes, name)).code).toBe(pictureRefusalCodes.notAnImage);
  });

  it('refuses a PNG whose data is cut short', async () => {
    const whole = fixture('wide.png');
    const cut = whole.subarray(0, Math.floor(whole.length / 3));
    expect(refusal(await processPicture(cut)).code).toBe(pictureRefusalCodes.unreadable);
  });

  it('refuses a PNG whose compressed data is garbage', async () => {
    const png = handMadePng(64, 64, Buffer.from('not zlib at all, not at all'));
    expect(refusal(await processPicture(png)).code).toBe(pictureRefusalCodes.unreadable);
  });

  it('refuses a JPEG that is only a signature', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
    expect(refusal(await processPicture(jpeg)).code).toBe(pictureRefusalCodes.unreadable);
  });

  it('refuses a decompression bomb: a tiny PNG claiming 50000×50000 pixels, before decoding', async () => {
    // A few hundred bytes of zlib that would inflate to gigabytes of zero pixels.
    const bomb = handMadePng(50_000, 50_000, deflateSync(Buffer.alloc(1024 * 1024)));
    expect(bomb.length).toBeLessThan(2048);
    // An ffmpeg that cannot start proves the refusal came before any decoder ran.
    const limits = { ...DEFAULT_PICTURE_LIMITS, raster: { ffmpegPath: '/nonexistent/ffmpeg' } };
    expect(refusal(await processPicture(bomb, 'bomb.png', limits))).toEqual({
      code: pictureRefusalCodes.tooManyPixels,
      message: expect.stringContaining('50000×50000 pixels'),
    });
  });

  it('refuses a picture one pixel high and very long', async () => {
    const strip = handMadePng(40_000, 1, deflateSync(Buffer.alloc(1024)));
    expect(refusal(await processPicture(strip)).code).toBe(pictureRefusalCodes.tooManyPixels);
  });

  it('refuses an animated WebP or PNG', async () => {
    const webp = Buffer.alloc(40);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp[20] = 0x02; // the animation flag
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(99, 27, 3);
    expect(refusal(await processPicture(webp)).message).toMatch(/animated WEBP/);

    const apng = Buffer.concat([
      handMadePng(10, 10, Buffer.alloc(0)).subarray(0, 33),
      Buffer.from('\0\0\0\x08acTL\0\0\0\x02\0\0\0\0\0\0\0\0', 'latin1'),
    ]);
    expect(refusal(await processPicture(apng)).message).toMatch(/animated PNG/);
  });
});

describe('rasterToWebp: ffmpeg held to its limits', () => {
  it("has ffmpeg's decoder refuse more pixels than allowed, whatever the header check said", async () => {
    const error = await rasterToWebp(fixture('wide.png'), 'png', {
      maxInputPixels: 1_000_000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RasterDecodeError);
    expect((error as Error).message).toMatch(/max pixel/);
  });

  it('stops an ffmpeg that never finishes (killed, a tool error)', async () => {
    const fake = fakeFfmpeg('exec sleep 600');
    const started = rasterToWebp(fixture('small.jpg'), 'jpeg', {
      ffmpegPath: fake,
      timeoutMs: 100,
    });
    await expect(started).rejects.toThrow(RasterToolError);
    await expect(started).rejects.toThrow(/longer than 100 ms/);
  });

  it('stops an ffmpeg that writes without end', async () => {
    const fake = fakeFfmpeg('exec cat /dev/zero');
    await expect(
      rasterToWebp(fixture('small.jpg'), 'jpeg', { ffmpegPath: fake, maxOutputBytes: 100_000 }),
    ).rejects.toThrow(/more than 100000 bytes/);
  });

  it('says when ffmpeg is missing, and processPicture lets that through as a server failure', async () => {
    await expect(
      rasterToWebp(fixture('small.jpg'), 'jpeg', { ffmpegPath: '/nonexistent/ffmpeg' }),
    ).rejects.toThrow(/could not be started \(ENOENT\)/);
    const limits = { ...DEFAULT_PICTURE_LIMITS, raster: { ffmpegPath: '/nonexistent/ffmpeg' } };
    await expect(processPicture(fixture('small.jpg'), 'a.jpg', limits)).rejects.toThrow(
      RasterToolError,
    );
  });
});

function fakeFfmpeg(body: string) {
  const file = path.join(dir, `fake-ffmpeg-${Math.random().toString(36).slice(2)}.sh`);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}
