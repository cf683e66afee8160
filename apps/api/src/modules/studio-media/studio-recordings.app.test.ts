import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRecordingUrl, studioRecordingSchema } from '@bolajon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';

/*
 * POST /api/studio/recordings (ADR 0045) with the real ffmpeg: a word said by espeak-ng between
 * long silences comes back trimmed, as Ogg Opus with an AAC copy under /media/r/; everything that
 * is not a usable recording is refused with nothing stored and no temporary file left behind.
 */

let ctx: TestContext;
const work = mkdtempSync(path.join(tmpdir(), 'bolajon-recordings-test-'));
const mediaDir = path.join(work, 'media');
// processRecording's temporary folders go here, so the test can see that none is left.
const scratch = path.join(work, 'tmp');
type Session = Awaited<ReturnType<typeof signUp>>;
let editor: Session;
let learner: Session;
let support: Session;

const ffmpeg = (...args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const probe = (file: string) =>
  JSON.parse(
    execFileSync(
      'ffprobe',
      [
        ['-v', 'error', '-of', 'json'],
        [
          '-show_entries',
          'format=format_name,duration:stream=codec_type,codec_name,channels,sample_rate',
        ],
        [file],
      ].flat(),
    ).toString(),
  ) as {
    format: { format_name: string; duration: string };
    streams: { codec_type: string; codec_name: string; channels: number; sample_rate: string }[];
  };
const file = (name: string) => path.join(work, name);
const seconds = (name: string) => Number(probe(file(name)).format.duration);

beforeAll(async () => {
  execFileSync('mkdir', ['-p', scratch]);
  process.env['TMPDIR'] = scratch;
  // «кошка» between 2 s of silence on each side, as WAV, and the same as WebM/Opus (Chromium).
  execFileSync('espeak-ng', ['-v', 'ru', '-w', file('word.wav'), 'кошка']);
  ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', '2', file('silence.wav'));
  ffmpeg(
    ...['-i', file('silence.wav'), '-i', file('word.wav'), '-i', file('silence.wav')],
    ...['-filter_complex', '[0][1][2]concat=n=3:v=0:a=1', file('padded.wav')],
  );
  ffmpeg('-i', file('padded.wav'), '-c:a', 'libopus', file('padded.webm'));
  ffmpeg('-f', 'lavfi', '-i', 'sine=f=440:d=40', '-c:a', 'libopus', file('long.webm'));
  ffmpeg('-f', 'lavfi', '-i', 'color=red:s=16x16', '-frames:v', '1', file('red.png'));

  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  editor = await signUp(ctx, 'Teacher', '+998711234571');
  learner = await signUp(ctx, 'Parent', '+998711234572');
  support = await signUp(ctx, 'Support', '+998711234573');
  await ctx.database.db.update(users).set({ editor: true }).where(eq(users.id, editor.familyId));
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, support.familyId));
});
afterAll(async () => {
  await ctx.close();
  rmSync(work, { recursive: true, force: true });
});

const post = (token: string | null, body: Buffer, contentType = 'audio/webm;codecs=opus') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/studio/recordings',
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload: body,
  });
const stored = () =>
  existsSync(path.join(mediaDir, 'r')) ? readdirSync(path.join(mediaDir, 'r')) : [];
const onDisk = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

describe('POST /api/studio/recordings', () => {
  it('refuses an anonymous caller, a learner and a support person without the flag', async () => {
    const body = readFileSync(file('padded.wav'));
    expect((await post(null, body)).statusCode).toBe(401);
    expect((await post(learner.accessToken, body)).statusCode).toBe(403);
    expect((await post(support.accessToken, body)).statusCode).toBe(403);
    expect(stored()).toEqual([]);
  });

  it.each([
    ['a WAV', 'padded.wav', 'audio/wav'],
    ['a WebM of Opus (Chromium)', 'padded.webm', 'audio/webm;codecs=opus'],
  ])('trims, normalises and stores %s as Ogg Opus with an AAC copy', async (_what, name, type) => {
    const response = await post(editor.accessToken, readFileSync(file(name)), type);
    expect(response.statusCode, response.body).toBe(201);
    const recording = studioRecordingSchema.parse(response.json());
    expect(isRecordingUrl(recording.url)).toBe(true);
    expect(recording.url).toMatch(/^\/media\/r\/[0-9a-f]{20}\.ogg$/);
    expect(recording.fallbackUrl).toBe(recording.url.replace(/\.ogg$/, '.m4a'));

    const ogg = probe(onDisk(recording.url));
    expect(ogg.format.format_name).toBe('ogg');
    expect(ogg.streams).toEqual([
      { codec_type: 'audio', codec_name: 'opus', channels: 1, sample_rate: '48000' },
    ]);
    const m4a = probe(onDisk(recording.fallbackUrl));
    expect(m4a.format.format_name).toContain('mp4');
    expect(m4a.streams).toEqual([
      { codec_type: 'audio', codec_name: 'aac', channels: 1, sample_rate: '48000' },
    ]);
    // The 4 s of silence are gone: what is left is about the word's length, not the input's.
    const padded = seconds('padded.wav');
    expect(padded).toBeGreaterThan(4.5);
    expect(recording.durationMs).toBeLessThan(seconds('word.wav') * 1000 + 300);
    expect(recording.durationMs).toBeGreaterThan(200);
    expect(Number(ogg.format.duration)).toBeLessThan(padded - 3.5);
    expect(Math.abs(Number(ogg.format.duration) * 1000 - recording.durationMs)).toBeLessThan(100);

    const served = await ctx.app.inject({ url: recording.fallbackUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^audio\/(mp4|x-m4a)/);
  });

  it.each([
    ['an empty body', () => Buffer.alloc(0), 'RECORDING_EMPTY', /empty/],
    ['a PNG', () => readFileSync(file('red.png')), 'RECORDING_NOT_AUDIO', /not a sound recording/],
    ['text', () => Buffer.from('кошка, not a sound'), 'RECORDING_NOT_AUDIO', /not a sound/],
    [
      'a playlist naming a URL',
      () => Buffer.from('#EXTM3U\n#EXTINF:1,\nhttp://127.0.0.1:9/x.wav\n'),
      'RECORDING_NOT_AUDIO',
      /not a sound/,
    ],
    ['nothing but silence', () => readFileSync(file('silence.wav')), 'RECORDING_SILENT', /silent/],
    ['40 s of sound', () => readFileSync(file('long.webm')), 'RECORDING_TOO_LONG', /30 seconds/],
  ])('refuses %s with a 400, storing nothing', async (_what, body, reason, message) => {
    const before = stored();
    const response = await post(editor.accessToken, body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', reason });
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(stored()).toEqual(before);
    expect(readdirSync(scratch)).toEqual([]);
  });

  it('refuses a body over 5 MB before reading it (413), storing nothing', async () => {
    const before = stored();
    const response = await post(editor.accessToken, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ reason: 'RECORDING_TOO_LARGE' });
    expect(response.json<{ message: string }>().message).toMatch(/5 MB/);
    expect(stored()).toEqual(before);
  });

  it('reads a body sent with no Content-Type (a Blob without a type) or a JSON one by its bytes', async () => {
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/recordings',
      headers: bearer(editor.accessToken),
      payload: readFileSync(file('padded.wav')),
    });
    expect(bare.statusCode, bare.body).toBe(201);
    const json = await post(editor.accessToken, Buffer.from('{"a":1}'), 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ reason: 'RECORDING_NOT_AUDIO' });
  });

  it('leaves no temporary file after a stored recording', async () => {
    const response = await post(editor.accessToken, readFileSync(file('padded.wav')));
    expect(response.statusCode).toBe(201);
    expect(readdirSync(scratch)).toEqual([]);
  });
});
