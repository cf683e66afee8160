import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { createAacCopyMaker, type AacCopyMakerOptions } from '../media/aac-copies.js';

/**
 * /media: content files named by the hash of their bytes (LocalMediaStore, under c/) and
 * synthesised phrases named by the hash of engine, voice and text (AudioCache, under tts/). A URL
 * never changes meaning, so every file is cached for a year as immutable; the ETag and
 * Last-Modified (from the file's size and time) still answer a revalidation with 304. The content
 * type comes from the extension. Videos and audio are compressed formats already; the SVG
 * pictures (1–6 KB each) go as they are for now — the importer does not write compressed copies.
 * Every `.ogg` has its AAC `.m4a` beside it (ADR 0051): one missing is made on its first GET.
 */
export async function registerMedia(
  app: FastifyInstance,
  mediaDir: string,
  copies: Omit<AacCopyMakerOptions, 'log'> = {},
) {
  mkdirSync(mediaDir, { recursive: true });
  const maker = createAacCopyMaker(mediaDir, { ...copies, log: app.log });
  await app.register(async (media) => {
    media.addHook('onRequest', async (request) => {
      const urlPath = request.url.split('?')[0] ?? '';
      if (!maker.handles(urlPath)) return;
      // 'no-source' falls through to the static files: a 404, as for any missing file.
      if ((await maker.ensure(urlPath)) === 'busy')
        throw new AppError(
          503,
          errorCodes.serviceUnavailable,
          'Many audio files are being prepared; try again in a few seconds',
          { retryAfterSeconds: 5 },
        );
    });
    await media.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  });
}
