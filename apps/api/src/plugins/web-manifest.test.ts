import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/client.js';
import { testEnv } from '../env.js';
import { createTestDatabase } from '../test/database.js';

/** The web app's public folder: the build copies it into dist as it is (ADR 0049). */
const WEB_PUBLIC = fileURLToPath(new URL('../../../web/public/', import.meta.url));

let app: App;
let database: Database;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'bolajon-web-manifest-'));
  mkdirSync(path.join(webDist, 'icons'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Bolajon</title>');
  copyFileSync(
    path.join(WEB_PUBLIC, 'manifest.webmanifest'),
    path.join(webDist, 'manifest.webmanifest'),
  );
  copyFileSync(
    path.join(WEB_PUBLIC, 'icons/icon-192.png'),
    path.join(webDist, 'icons/icon-192.png'),
  );
  database = await createTestDatabase();
  app = await buildApp({ database, env: testEnv({ WEB_DIST: webDist }), serveWeb: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The sources a policy allows for one kind of fetch: its own directive, else default-src. */
function allowedSources(policy: string, directive: string): string[] | undefined {
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
  return directives.get(directive) ?? directives.get('default-src');
}

describe('the web app manifest, served with the built app', () => {
  it('goes out as application/manifest+json, revalidated, and is the file the web app ships', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(
      JSON.parse(readFileSync(path.join(WEB_PUBLIC, 'manifest.webmanifest'), 'utf8')),
    );
  });

  it('serves the icons it names as PNG images', async () => {
    const response = await app.inject({ url: '/icons/icon-192.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it("is allowed by the page's Content-Security-Policy (manifest-src falls back to default-src)", async () => {
    const page = await app.inject({ url: '/' });
    const policy = String(page.headers['content-security-policy']);
    expect(allowedSources(policy, 'manifest-src')).toContain("'self'");
    expect(allowedSources(policy, 'img-src')).toContain("'self'");
  });
});
