import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * /media: content files named by the hash of their bytes (see LocalMediaStore), so they are
 * cached for a year; the content type comes from the extension.
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
