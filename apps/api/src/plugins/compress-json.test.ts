import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../content/import-pack.js';
import { loadPack } from '../content/load-pack.js';
import { LocalMediaStore } from '../media/media-store.js';
import { bearer, createTestApp, signUp, type TestContext } from '../test/app.js';
import { fixtureCourse, removePacks, writePack } from '../test/content-fixture.js';
import { chooseContentCoding, COMPRESS_MIN_BYTES, compressJson } from './compress-json.js';

describe('chooseContentCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', null],
    ['*', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, br;q=0, *', null],
    ['*;q=0', null],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['GZIP ; Q=0.8 , BR ; Q=0.9', 'br'],
  ])('%j → %j', (header, coding) => {
    expect(chooseContentCoding(header)).toBe(coding);
  });
});

/** JSON well above the threshold, as a list of questions would be. */
const big = {
  items: Array.from({ length: 60 }, (_, i) => ({ id: i, text: 'Кто это?', answer: 'кошка' })),
};
const small = { ok: true };

describe('compressJson', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = Fastify();
    await server.register(async (scope) => {
      compressJson(scope);
      scope.get('/big', () => big);
      scope.get('/small', () => small);
      scope.get('/cached', (request, reply) => {
        reply.header('etag', '"v1"');
        // A careless route may hand a 304 its body; Fastify drops it, and it must not be encoded.
        if (request.headers['if-none-match'] === '"v1"') return reply.code(304).send(big);
        return big;
      });
      // Stored, not deflated: a body that would compress again if the hook ignored the header.
      scope.get('/encoded', (_request, reply) =>
        reply
          .type('application/json')
          .header('content-encoding', 'gzip')
          .send(gzipSync(JSON.stringify(big), { level: 0 })),
      );
      scope.get('/text', (_request, reply) => reply.type('text/plain').send('x'.repeat(5000)));
      scope.get('/stream', (_request, reply) =>
        reply.type('application/json').send(Readable.from([JSON.stringify(big)])),
      );
      scope.get('/varied', (_request, reply) => reply.header('vary', 'Origin').send(big));
    });
    await server.register(async (scope) => {
      compressJson(scope, 1);
      scope.get('/tiny', () => small);
    });
    server.get('/outside', () => big);
  });
  afterAll(() => server.close());

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    server.inject({
      method,
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends JSON above the threshold as brotli to a client that accepts it', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const response = await get('/big', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(big);
  });

  it('sends gzip to a client without brotli', async () => {
    const response = await get('/big', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(big);
  });

  it('sends identity to a client that accepts neither, still varying on Accept-Encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/big', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(response.json()).toEqual(big);
    }
  });

  it('leaves JSON under the threshold alone', async () => {
    const response = await get('/small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBeUndefined();
    expect(response.json()).toEqual(small);
  });

  it('never compresses a HEAD, a 304, a stream, a non-JSON body or a route outside its scope', async () => {
    const head = await get('/big', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(big)));

    const revalidated = await server.inject({
      url: '/cached',
      headers: { 'accept-encoding': 'br', 'if-none-match': '"v1"' },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.rawPayload.length).toBe(0);
    const full = await get('/cached', 'br');
    expect(full.headers['content-encoding']).toBe('br');
    expect(full.headers['etag']).toBe('"v1"');

    for (const url of ['/stream', '/text', '/outside']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get('/stream', 'br')).json()).toEqual(big);
  });

  it('leaves a body the route encoded itself as it is', async () => {
    const response = await get('/encoded', 'br');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(big);
  });

  it('sends the body as it is when compressing would not make it smaller', async () => {
    const response = await get('/tiny', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(small);
  });

  it('adds Accept-Encoding to a Vary the route set', async () => {
    const response = await get('/varied', 'br');
    expect(response.headers['vary']).toBe('Origin, Accept-Encoding');
  });
});

describe('the API', () => {
  let ctx: TestContext;
  let token: string;
  let gameId: number;
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));

  beforeAll(async () => {
    ctx = await createTestApp({ MEDIA_DIR: mediaDir });
    // Enough questions in the first (free) game for its list to pass the threshold.
    const course = fixtureCourse();
    const game = course.modules[0]!.blocks[0]!.lessons[0]!.games[0]!;
    const [first] = game.questions;
    game.questions = Array.from({ length: 8 }, (_, i) => ({ ...first!, key: `q${i + 1}` }));
    const loaded = loadPack(writePack(course));
    if (!loaded.ok) throw new Error('fixture pack invalid');
    await importPack(ctx.database.db, loaded.pack, new LocalMediaStore(mediaDir));
    token = (await signUp(ctx)).accessToken;
    const games = await ctx.database.db.query.games.findMany({
      orderBy: (g, { asc }) => asc(g.id),
    });
    gameId = games[0]!.id;
  });
  afterAll(async () => {
    await ctx.close();
    removePacks();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      url: `/api${url}`,
      headers: {
        ...bearer(token),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('compresses a JSON answer above 1 KB, keeping its cache headers and ETag', async () => {
    const plain = await get(`/questions/by-game/${gameId}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const compressed = await get(`/questions/by-game/${gameId}`, 'gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    // A content read: revalidated by its ETag (ADR 0018), the same tag whatever the encoding.
    expect(compressed.headers['cache-control']).toBe('private, no-cache');
    expect(compressed.headers['etag']).toBe(plain.headers['etag']);
    expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(
      plain.json(),
    );
  });

  it('sends a JSON answer under 1 KB as it is', async () => {
    const response = await get('/users/me', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
