import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/client.js';
import { testEnv } from '../env.js';
import { createTestDatabase } from '../test/database.js';

/** The web build's post-step that writes the .br and .gz copies this server sends. */
const COMPRESS_SCRIPT = fileURLToPath(
  new URL('../../../web/scripts/compress.mjs', import.meta.url),
);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROWSER = 'gzip, deflate, br, zstd';

let app: App;
let database: Database;
let webDist: string;
const file = (name: string) => path.join(webDist, name);
/** Text that compresses well and is well over the 1 KB threshold, like a real chunk. */
const bundle = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join('\n');
const indexHtml = `<!doctype html><title>Bolajon</title>\n${'<link rel="modulepreload" href="/assets/x.js">\n'.repeat(30)}`;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'bolajon-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(file('index.html'), indexHtml);
  writeFileSync(file('assets/index-abc123.js'), bundle);
  writeFileSync(file('assets/tiny-abc123.js'), 'console.log(1)');
  writeFileSync(file('assets/noise-abc123.txt'), randomBytes(4096));
  execFileSync(process.execPath, [COMPRESS_SCRIPT, webDist], { stdio: 'pipe' });
  database = await createTestDatabase();
  app = await buildApp({ database, env: testEnv({ WEB_DIST: webDist }), serveWeb: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build step that precompresses (apps/web/scripts/compress.mjs)', () => {
  it('writes brotli and gzip copies of text files above 1 KB that decompress to the file', () => {
    for (const name of ['assets/index-abc123.js', 'index.html']) {
      const original = readFileSync(file(name));
      expect(brotliDecompressSync(readFileSync(file(`${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(file(`${name}.gz`)))).toEqual(original);
    }
  });

  it('leaves small files and files that would not get smaller alone', () => {
    for (const name of ['assets/tiny-abc123.js', 'assets/noise-abc123.txt']) {
      expect(existsSync(file(`${name}.br`))).toBe(false);
      expect(existsSync(file(`${name}.gz`))).toBe(false);
    }
  });
});

describe('serving the web app', () => {
  it('answers every app route with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/profile', '/game-type-2-0/5?x=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers HEAD on an app route as GET would, without the body (monitors and link checks)', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends index.html brotli-compressed to a browser, still never cached', async () => {
    for (const url of ['/login', '/index.html']) {
      const response = await get(url, BROWSER);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    }
  });

  it('sends a hashed asset as brotli to a client that accepts it, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
  });

  it('sends gzip to a client without brotli, or that refuses it with q=0', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0']) {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(gunzipSync(response.rawPayload).toString()).toBe(bundle);
    }
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.body).toBe(bundle);
    }
  });

  it('sends a file without a compressed copy as it is', async () => {
    const response = await get('/assets/tiny-abc123.js', BROWSER);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('console.log(1)');
  });

  it('answers a 304 to a revalidation with the ETag of the copy it sent', async () => {
    const first = await get('/assets/index-abc123.js', BROWSER);
    const identity = await get('/assets/index-abc123.js');
    expect(first.headers['etag']).toBeTruthy();
    expect(first.headers['etag']).not.toBe(identity.headers['etag']);
    const again = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': BROWSER, 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers unknown API paths, missing files and the copies asked by name with a JSON 404', async () => {
    for (const url of [
      '/api/nothing-here',
      '/assets/missing.js',
      '/assets/index-abc123.js.br',
      '/assets/index-abc123.js.gz',
      '/index.html.br',
    ]) {
      const response = await get(url, BROWSER);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('GET /metrics beside the web app', () => {
  it('is a 404 of the API, not the app page, when METRICS_TOKEN is not set', async () => {
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json<{ code: string; message: string }>()).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/METRICS_TOKEN/),
    });
    expect(response.body).not.toContain('<title>Bolajon</title>');
  });
});
