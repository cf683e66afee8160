import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidden, unauthorized } from '../../errors.js';
import { LocalPictureStore } from '../../media/picture-store.js';
import { MAX_PICTURE_BYTES, type PictureResult } from '../../media/process-picture.js';
import { createTwemojiIndex } from '../../media/twemoji-search.js';
import { registerErrorHandler } from '../../plugins/errors.js';
import { registerInputRules } from '../../plugins/input-rules.js';
import { acceptEmptyJsonBodies } from '../../plugins/json-body.js';
import { studioPictureRoutes } from './studio-pictures.routes.js';
import { createStudioPicturesService, type StudioPicturesDeps } from './studio-pictures.service.js';

const EDITOR = { authorization: 'Bearer editor' };
const twemoji = createTwemojiIndex();
let mediaDir: string;
let png: Buffer;

/** The app's request handling and a stand-in for app.requireEditor: "Bearer editor" passes. */
async function buildTestApp(deps: Partial<StudioPicturesDeps> = {}) {
  const app = Fastify({ bodyLimit: 100 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  acceptEmptyJsonBodies(app);
  registerInputRules(app);
  const guard = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized();
    if (header !== EDITOR.authorization) throw forbidden('Course editors only');
  };
  const pictures = createStudioPicturesService({
    store: new LocalPictureStore(mediaDir),
    twemoji,
    ...deps,
  });
  await app.register((api) => studioPictureRoutes(api, { pictures, guard }), { prefix: '/api' });
  // A JSON route beside them keeps its parser: the upload's byte parser is its own.
  app.post('/api/echo', async (request) => request.body);
  await app.ready();
  return app;
}

const stored = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

let app: FastifyInstance;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-studio-media-'));
  const file = path.join(mediaDir, 'drawn.png');
  const drawn = spawnSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=1500x1000'],
    ...['-frames:v', '1', file],
  ]);
  if (drawn.status !== 0) throw new Error(String(drawn.stderr));
  png = readFileSync(file);
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('POST /api/studio/pictures', () => {
  it('stores a PNG as a WebP of at most 1024 px and answers where', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/studio/pictures?name=%D0%BA%D0%BE%D1%82.png',
      headers: { ...EDITOR, 'content-type': 'image/png' },
      payload: png,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      url: expect.stringMatching(/^\/media\/c\/[0-9a-f]{20}\.webp$/),
      contentType: 'image/webp',
      width: 1024,
      height: 683,
      removed: [],
    });
    const file = readFileSync(stored(body.url));
    expect(file.length).toBe(body.bytes);
    expect(file.toString('latin1', 8, 12)).toBe('WEBP');
  });

  it('takes the bytes whatever the Content-Type says, or with none', async () => {
    for (const headers of [{ 'content-type': 'application/json' }, {}]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/studio/pictures',
        headers: { ...EDITOR, ...headers },
        payload: png,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('stores a hostile SVG made safe, saying what it removed', async () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert(2)</script><rect width="10" height="10" fill="#fc0"/>
      <use href="https://evil.example/x.svg#a"/></svg>`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/studio/pictures?name=hostile.svg',
      headers: { ...EDITOR, 'content-type': 'image/svg+xml' },
      payload: hostile,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ contentType: 'image/svg+xml', width: 10, height: 10 });
    expect(body.url).toMatch(/\.svg$/);
    expect(body.removed).toEqual(expect.arrayContaining(['<script>', 'on* attribute', 'href=']));
    expect(readFileSync(stored(body.url), 'utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#fc0"/><use/></svg>',
    );
  });

  it('refuses a file that is not a picture, whatever its name and type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/studio/pictures?name=cat.png',
      headers: { ...EDITOR, 'content-type': 'image/png' },
      payload: '<html><script>alert(1)</script></html>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: '«cat.png» is not a PNG, JPEG, WebP or SVG picture',
      code: 'VALIDATION_ERROR',
      reason: 'PICTURE_NOT_AN_IMAGE',
    });
  });

  it('refuses an SVG with entities', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/studio/pictures',
      headers: EDITOR,
      payload:
        '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: 'PICTURE_UNSAFE_SVG' });
  });

  it('refuses more than 2 MB with 413 and a message an editor understands', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/studio/pictures',
      headers: { ...EDITOR, 'content-type': 'image/png' },
      payload: Buffer.concat([png, Buffer.alloc(MAX_PICTURE_BYTES)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The file is larger than 2 MB, the most a picture may be',
      code: 'PAYLOAD_TOO_LARGE',
      reason: 'PICTURE_TOO_LARGE',
    });
  });

  it('leaves other routes their JSON parser and the app its body limit', async () => {
    const echo = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(echo.json()).toEqual({ a: 1 });
    const big = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/octet-stream' },
      payload: png,
    });
    expect(big.statusCode).toBe(415);
  });

  it('refuses an anonymous caller (401) and a non-editor (403) before reading the body', async () => {
    let read = false;
    const spy = await buildTestApp({
      process: async () => {
        read = true;
        return { ok: false, refusal: { code: 'PICTURE_NOT_AN_IMAGE', message: 'no' } };
      },
    });
    const payload = Buffer.alloc(MAX_PICTURE_BYTES + 1);
    const anonymous = await spy.inject({ method: 'POST', url: '/api/studio/pictures', payload });
    expect(anonymous.statusCode).toBe(401);
    const learner = await spy.inject({
      method: 'POST',
      url: '/api/studio/pictures',
      headers: { authorization: 'Bearer learner' },
      payload,
    });
    expect(learner.statusCode).toBe(403);
    for (const url of [
      '/api/studio/pictures/twemoji?q=cat',
      '/api/studio/pictures/twemoji/1f431',
    ]) {
      const method = url.includes('?') ? 'GET' : 'POST';
      expect((await spy.inject({ method, url })).statusCode).toBe(401);
    }
    expect(read).toBe(false);
    await spy.close();
  });

  it('converts two pictures at a time; one more waits, past the queue it is told to retry', async () => {
    const waiting: ((result: PictureResult) => void)[] = [];
    const busyApp = await buildTestApp({
      concurrency: 2,
      queue: 1,
      process: () => new Promise<PictureResult>((resolve) => waiting.push(resolve)),
    });
    const upload = () =>
      busyApp.inject({
        method: 'POST',
        url: '/api/studio/pictures',
        headers: EDITOR,
        payload: png,
      });
    const first = [upload(), upload(), upload()];
    await until(() => waiting.length === 2);
    const refused = await upload();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    const svg = { data: Buffer.from('<svg/>'), contentType: 'image/svg+xml' as const };
    waiting.shift()!({ ok: true, picture: svg });
    await until(() => waiting.length === 2); // the third got the freed turn
    for (const resolve of waiting.splice(0)) resolve({ ok: true, picture: svg });
    expect((await Promise.all(first)).map((r) => r.statusCode)).toEqual([201, 201, 201]);
    await busyApp.close();
  });

  it('answers 503 when ffmpeg cannot run, hiding why', async () => {
    const broken = await buildTestApp({
      process: async () => {
        const { RasterToolError } = await import('../../media/raster-to-webp.js');
        throw new RasterToolError('ffmpeg could not be started (ENOENT)');
      },
    });
    const response = await broken.inject({
      method: 'POST',
      url: '/api/studio/pictures',
      headers: EDITOR,
      payload: png,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).not.toMatch(/ENOENT/);
    await broken.close();
  });
});

describe('Twemoji in the studio', () => {
  it('searches by a Russian name', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/studio/pictures/twemoji?q=${encodeURIComponent('кошка')}&limit=3`,
      headers: EDITOR,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((r: { emoji: string }) => r.emoji)).toContain('🐱');
    expect(response.json().results).toHaveLength(3);
  });

  it('refuses an empty query or a limit out of range', async () => {
    for (const query of ['q=', 'q=cat&limit=0', 'q=cat&limit=51']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/studio/pictures/twemoji?${query}`,
        headers: EDITOR,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('stores a picked picture through the sanitiser', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/studio/pictures/twemoji/1f431',
      headers: EDITOR,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      contentType: 'image/svg+xml',
      width: 36,
      height: 36,
      removed: [],
    });
    expect(existsSync(stored(body.url))).toBe(true);
  });

  it('answers 404 for a code not in the set and 400 for one that is no code', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/studio/pictures/twemoji/ffff',
      headers: EDITOR,
    });
    expect(missing.statusCode).toBe(404);
    const path = await app.inject({
      method: 'POST',
      url: '/api/studio/pictures/twemoji/..%2Fpackage',
      headers: EDITOR,
    });
    expect(path.statusCode).toBe(400);
  });
});

/** Waits for a condition the handlers reach, not for a time. */
async function until(condition: () => boolean) {
  for (let turn = 0; turn < 1000 && !condition(); turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!condition()) throw new Error('the condition was never met');
}
