import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storedPictureSchema, twemojiSearchResponseSchema } from '@bolajon/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, rawBody, routeDoc } from '../../lib/route-docs.js';
import { MAX_PICTURE_BYTES, pictureRefusalCodes } from '../../media/process-picture.js';
import { MAX_TWEMOJI_RESULTS } from '../../media/twemoji-search.js';
import { acceptRawBodies, bodyBytes } from './raw-body-upload.js';
import { refusalError, type StudioPicturesService } from './studio-pictures.service.js';

export const twemojiSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(60),
  limit: z.coerce.number().int().min(1).max(MAX_TWEMOJI_RESULTS).default(20),
});

const uploadQuerySchema = z.object({ name: z.string().max(200).optional() });
const twemojiParamsSchema = z.object({
  code: z.string().regex(/^[0-9a-f]{2,6}(-[0-9a-f]{2,6})*$/),
});

export interface StudioPictureRoutesOptions {
  pictures: StudioPicturesService;
  /** The editor guard (app.requireEditor): runs on every request, before any body is read. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * POST /studio/pictures: the file's bytes as the body, any Content-Type (the bytes decide what it
 * is), the file's name in ?name= for messages; 201 with the stored picture. For the bundled set:
 * GET /studio/pictures/twemoji?q=кошка and POST /studio/pictures/twemoji/:code.
 */
export async function studioPictureRoutes(app: FastifyInstance, opts: StudioPictureRoutesOptions) {
  app.addHook('onRequest', opts.guard);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/studio/pictures/twemoji',
    {
      schema: {
        ...routeDoc(
          'Searches the bundled Twemoji pictures by their Russian or English name (course editors only).',
          'studio-media',
          'signedIn',
        ),
        querystring: twemojiSearchQuerySchema,
        response: { 200: twemojiSearchResponseSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => ({
      results: opts.pictures.searchTwemoji(request.query.q, request.query.limit),
    }),
  );

  r.post(
    '/studio/pictures/twemoji/:code',
    {
      schema: {
        ...routeDoc(
          'Stores a bundled Twemoji picture among the course’s pictures (course editors only).',
          'studio-media',
          'signedIn',
        ),
        params: twemojiParamsSchema,
        response: { 201: storedPictureSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await opts.pictures.pickTwemoji(request.params.code)),
  );

  // The upload reads its body as bytes, in a context of its own: the twemoji routes keep JSON.
  await app.register(async (upload) => {
    acceptRawBodies(upload, () =>
      refusalError({
        code: pictureRefusalCodes.tooLarge,
        message: `The file is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB, the most a picture may be`,
      }),
    );
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/studio/pictures',
      {
        bodyLimit: MAX_PICTURE_BYTES,
        schema: {
          ...routeDoc(
            'Uploads a picture: its bytes as the body (PNG, JPEG, WebP or SVG, whatever the Content-Type says), stored as WebP or cleaned SVG (course editors only).',
            'studio-media',
            'signedIn',
          ),
          ...rawBody(
            ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/octet-stream'],
            `The picture file’s bytes, at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB; its format is read from the bytes.`,
          ),
          querystring: uploadQuerySchema,
          response: { 201: storedPictureSchema, ...errors(400, 401, 403, 413) },
        },
      },
      async (request, reply) => {
        const body = bodyBytes(request.body);
        return reply.status(201).send(await opts.pictures.upload(body, request.query.name));
      },
    );
  });
}
