import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * /media: content files named by the hash of their bytes (LocalMediaStore, under c/) and
 * synthesised phrases named by the hash of engine, voice and text (AudioCache, under tts/). A URL
 * never changes meaning, so every file is cached for a year as immutable; the ETag and
 * Last-Modified (from the file's size and time) still answer a revalidation with 304. The content
 * type comes from the extension. Videos and audio are compressed formats already; the SVG
 * pictures (1–6 KB each) go as they are for now — the importer does not write compressed copies.
 */
export async function registerMedia(app: FastifyInstance, mediaDir: string) {
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
