import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/client.js';
import { testEnv } from '../env.js';
import { createTestDatabase } from '../test/database.js';

/* ADR 0051: every .ogg under /media has an .m4a; one missing is made on its first GET. */

let app: App;
let database: Database;
let root: string;
let mediaDir: string;

const content = `/media/c/${'0123456789'.repeat(2)}`;
const phrase = `/media/tts/${'ab'.repeat(32)}`;
const broken = `/media/c/${'f'.repeat(20)}`;
/** An Ogg beside the media folder, which no URL may reach. */
const outsideName = 'e'.repeat(20);

function writeOgg(file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi'],
    ...['-i', 'sine=frequency=330:duration=1', '-c:a', 'libopus', '-f', 'ogg', file],
  ]);
}
const onDisk = (url: string) => path.join(mediaDir, url.slice('/media/'.length));

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'bolajon-media-aac-'));
  mediaDir = path.join(root, 'media');
  writeOgg(onDisk(`${content}.ogg`));
  writeOgg(onDisk(`${phrase}.ogg`));
  writeFileSync(onDisk(`${broken}.ogg`), 'OggS but no audio');
  writeOgg(path.join(root, `${outsideName}.ogg`));
  writeOgg(path.join(mediaDir, 'c', 'sub', `${outsideName}.ogg`));
  database = await createTestDatabase();
  app = await buildApp({ database, env: testEnv({ MEDIA_DIR: mediaDir }) });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('GET /media/….m4a', () => {
  it("makes the AAC copy of a content file's or a phrase's Ogg on the first GET, and keeps it", async () => {
    for (const base of [content, phrase]) {
      expect(existsSync(onDisk(`${base}.m4a`))).toBe(false);
      const first = await app.inject({ url: `${base}.m4a` });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('audio/mp4');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(existsSync(onDisk(`${base}.m4a`))).toBe(true);

      const again = await app.inject({ url: `${base}.m4a` });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload).toEqual(first.rawPayload);
      expect(again.headers['etag']).toBe(first.headers['etag']);
    }
  });

  it('answers 404, never 500, without an Ogg or for an Ogg that is not audio', async () => {
    for (const url of [`/media/c/${'1'.repeat(20)}.m4a`, `${broken}.m4a`]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(existsSync(onDisk(`${broken}.m4a`))).toBe(false);
  });

  it('makes nothing outside the media folders, whatever the path says', async () => {
    for (const url of [
      `/media/../${outsideName}.m4a`,
      `/media/c/../../${outsideName}.m4a`,
      `/media/c/..%2F..%2F${outsideName}.m4a`,
      `/media/c/%2e%2e/%2e%2e/${outsideName}.m4a`,
      `/media/%2e%2e/${outsideName}.m4a`,
      `/media/c/sub/${outsideName}.m4a`,
      `/media/c/sub%2F${outsideName}.m4a`,
    ]) {
      const response = await app.inject({ url });
      expect([400, 403, 404]).toContain(response.statusCode);
    }
    expect(readdirSync(root).sort()).toEqual([`${outsideName}.ogg`, 'media']);
    expect(readdirSync(path.join(mediaDir, 'c', 'sub'))).toEqual([`${outsideName}.ogg`]);
  });
});
