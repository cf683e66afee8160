import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/client.js';
import { testEnv } from '../env.js';
import { createTestDatabase } from '../test/database.js';

let app: App;
let database: Database;
let mediaDir: string;

/** What the importer (content media, named by their hash) and the speech cache write. */
const files = {
  '/media/c/0123456789abcdef0123.png': { bytes: Buffer.from('png bytes'), type: /image\/png/ },
  '/media/c/89abcdef0123456789ab.webm': { bytes: Buffer.from('webm bytes'), type: /video\/webm/ },
  [`/media/tts/${'a'.repeat(64)}.ogg`]: { bytes: Buffer.from('ogg bytes'), type: /audio\/ogg/ },
};

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
  for (const [url, { bytes }] of Object.entries(files)) {
    const file = path.join(mediaDir, url.slice('/media/'.length));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  database = await createTestDatabase();
  app = await buildApp({ database, env: testEnv({ MEDIA_DIR: mediaDir }) });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('/media', () => {
  it('sends pictures, videos and audio cached for a year, with an ETag and Last-Modified', async () => {
    for (const [url, { bytes, type }] of Object.entries(files)) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(bytes);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['etag']).toBeTruthy();
      expect(response.headers['last-modified']).toBeTruthy();
    }
  });

  it('answers a revalidation that matches with 304 and no body', async () => {
    for (const url of Object.keys(files)) {
      const { headers } = await app.inject({ url });
      for (const conditional of [
        { 'if-none-match': String(headers['etag']) },
        { 'if-modified-since': String(headers['last-modified']) },
      ]) {
        const again = await app.inject({ url, headers: conditional });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
      }
      const changed = await app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(changed.statusCode).toBe(200);
    }
  });
});
