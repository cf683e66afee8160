import {
  gameIdParamsSchema,
  gameSchema,
  idParamsSchema,
  lessonsResponseSchema,
  lessonWithDictionariesSchema,
  questionsResponseSchema,
  settingsSchema,
} from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, notModified, routeDoc } from '../../lib/route-docs.js';
import { currentUserId } from '../../plugins/auth.js';
import { sendCached } from '../content-cache/send-cached.js';
import type { CatalogueService } from './catalogue.service.js';

export async function catalogueRoutes(app: FastifyInstance, opts: { catalogue: CatalogueService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = opts;

  // Content reads answer If-None-Match with 304 (ADR 0018); access is checked first.
  r.get(
    '/settings/default',
    {
      schema: {
        ...routeDoc(
          'The app’s settings from the content pack (ETag; 304 when unchanged).',
          'catalogue',
          'public',
        ),
        response: { 200: settingsSchema, 304: notModified, ...errors(404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await catalogue.settings(), settingsSchema),
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', app.authenticate);
    const s = signedIn.withTypeProvider<ZodTypeProvider>();

    s.get(
      '/lessons',
      {
        schema: {
          ...routeDoc(
            'The lessons the family may open: their ids and titles.',
            'catalogue',
            'signedIn',
          ),
          response: { 200: lessonsResponseSchema, ...errors(401) },
        },
      },
      (request) => catalogue.lessons(currentUserId(request)),
    );
    s.get(
      '/lessons/:id/with-dictionaries',
      {
        schema: {
          ...routeDoc(
            'A lesson with its games and the words it teaches (ETag; 304 when unchanged).',
            'catalogue',
            'signedIn',
          ),
          params: idParamsSchema,
          response: {
            200: lessonWithDictionariesSchema,
            304: notModified,
            ...errors(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await catalogue.lessonWithDictionaries(currentUserId(request), request.params.id),
          lessonWithDictionariesSchema,
        ),
    );
    s.get(
      '/games/:id',
      {
        schema: {
          ...routeDoc(
            'A game of an open lesson (ETag; 304 when unchanged).',
            'catalogue',
            'signedIn',
          ),
          params: idParamsSchema,
          response: { 200: gameSchema, 304: notModified, ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await catalogue.gameWithEtag(currentUserId(request), request.params.id),
          gameSchema,
        ),
    );
    // The learner app falls back to the /admin path when the first fails (spec section 7): both
    // read the catalogue only, for content the user may open, so any signed-in user may call them.
    for (const url of ['/questions/by-game/:gameId', '/admin/questions/by-game/:gameId']) {
      s.get(
        url,
        {
          schema: {
            ...routeDoc(
              url.startsWith('/admin')
                ? 'The questions of a game: the same as /api/questions/by-game/{gameId}, the path the learner app falls back to.'
                : 'The questions of a game of an open lesson, with their answers (ETag; 304 when unchanged).',
              'catalogue',
              'signedIn',
            ),
            params: gameIdParamsSchema,
            response: {
              200: questionsResponseSchema,
              304: notModified,
              ...errors(400, 401, 403, 404),
            },
          },
        },
        async (request, reply) =>
          sendCached(
            request,
            reply,
            await catalogue.questions(currentUserId(request), request.params.gameId),
            questionsResponseSchema,
          ),
      );
    }
  });
}
