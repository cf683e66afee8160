/* global document, Image -- the callback of page.evaluate runs in the browser */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const contentDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'content',
);
const pictureFields = new Set(['image', 'mainImage', 'videoFirstPoster', 'videoLastPoster']);

/** Every picture the demo pack names, from every course and included module file. */
function packPictures() {
  const found = new Set();
  const walk = (value) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (pictureFields.has(key) && typeof child === 'string') found.add(child);
      else if (key === 'images' && Array.isArray(child)) child.forEach((p) => found.add(p));
      else walk(child);
    }
  };
  const course = parse(readFileSync(path.join(contentDir, 'course.yaml'), 'utf8'));
  walk(course);
  for (const entry of course.modules) {
    if (entry.include) walk(parse(readFileSync(path.join(contentDir, entry.include), 'utf8')));
  }
  return [...found].sort();
}

/** The URL the importer gives a file: /media/c/<sha-256 prefix>.<ext> (LocalMediaStore). */
function mediaUrl(relative) {
  const bytes = readFileSync(path.join(contentDir, relative));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  return `/media/c/${hash}${path.extname(relative).toLowerCase()}`;
}

export const contentPictures = {
  name: 'every picture of the demo pack renders in the browser (no broken image)',
  async run({ newMobilePage, screenshot }) {
    const pictures = packPictures();
    assert.ok(
      pictures.length > 100,
      `expected the pack to name over 100 pictures, found ${pictures.length}`,
    );
    const urls = pictures.map((p) => ({ file: p, url: mediaUrl(p) }));
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await page.goto(url('/login'));
      const broken = await page.evaluate(async (list) => {
        document.body.replaceChildren();
        const grid = document.createElement('div');
        grid.style.display = 'grid';
        grid.style.gridTemplateColumns = 'repeat(8, 1fr)';
        grid.style.gap = '4px';
        document.body.append(grid);
        const results = await Promise.all(
          list.map(
            ({ file, url: src }) =>
              new Promise((resolve) => {
                const img = new Image();
                img.alt = file;
                img.style.width = '100%';
                img.onload = () => resolve(img.naturalWidth > 0 ? null : `${file} (no size)`);
                img.onerror = () => resolve(`${file} (${src} failed)`);
                img.src = src;
                grid.append(img);
              }),
          ),
        );
        return results.filter(Boolean);
      }, urls);
      assert.deepEqual(broken, [], 'pictures that did not render');
      await screenshot(page, 'content-pictures');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
