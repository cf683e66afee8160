// The web app manifest and its icons (public/, made by scripts/make-icons.mjs; ADR 0049).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(web, 'public');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its header: the signature, then the IHDR chunk's width and height. */
function pngSize(file) {
  const bytes = readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${file} is a PNG`).toBe(true);
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));

describe('the web app manifest', () => {
  it('names the app, opens it standalone at the map in portrait, in the app colours', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Bolajon — русский для детей',
      short_name: 'Bolajon',
      lang: 'ru',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#ffd84d',
      background_color: '#fff7e0',
    });
    expect(manifest.description).toMatch(/русский/i);
  });

  it('lists 192 and 512 icons and a maskable 512, each a PNG of the size it states', () => {
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(icon.src).toMatch(/^\/icons\//);
      expect(pngSize(icon.src.slice(1))).toBe(icon.sizes);
    }
  });

  it('is linked from index.html with a 180×180 apple-touch-icon', () => {
    const html = readFileSync(path.join(web, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touchIcon = /<link rel="apple-touch-icon" href="\/([^"]+)" \/>/.exec(html)?.[1];
    expect(touchIcon).toBeDefined();
    expect(pngSize(touchIcon)).toBe('180x180');
  });
});
