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
import { currentUserId } from '../../plugins/auth.js';
import { sendCached } from '../content-cache/send-cached.js';
import type { CatalogueService } from './catalogue.service.js';

export async function catalogueRoutes(app: FastifyInstance, opts: { catalogue: CatalogueService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = opts;

  // Content reads answer If-None-Match with 304 (ADR 0018); access is checked first.
  r.get(
    '/settings/default',
    { schema: { response: { 200: settingsSchema } } },
    async (request, reply) =>
      sendCached(request, reply, await catalogue.settings(), settingsSchema),
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', app.authenticate);
    const s = signedIn.withTypeProvider<ZodTypeProvider>();

    s.get('/lessons', { schema: { response: { 200: lessonsResponseSchema } } }, (request) =>
      catalogue.lessons(currentUserId(request)),
    );
    s.get(
      '/lessons/:id/with-dictionaries',
      { schema: { params: idParamsSchema, response: { 200: lessonWithDictionariesSchema } } },
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
      { schema: { params: idParamsSchema, response: { 200: gameSchema } } },
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
        { schema: { params: gameIdParamsSchema, response: { 200: questionsResponseSchema } } },
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
