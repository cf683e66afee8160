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
import type { CatalogueService } from './catalogue.service.js';

export async function catalogueRoutes(app: FastifyInstance, opts: { catalogue: CatalogueService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = opts;

  r.get('/settings/default', { schema: { response: { 200: settingsSchema } } }, () =>
    catalogue.settings(),
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
      (request) => catalogue.lessonWithDictionaries(currentUserId(request), request.params.id),
    );
    s.get(
      '/games/:id',
      { schema: { params: idParamsSchema, response: { 200: gameSchema } } },
      (request) => catalogue.game(currentUserId(request), request.params.id),
    );
    // The learner app falls back to the /admin path when the first fails (spec section 7): both
    // read the catalogue only, for content the user may open, so any signed-in user may call them.
    for (const url of ['/questions/by-game/:gameId', '/admin/questions/by-game/:gameId']) {
      s.get(
        url,
        { schema: { params: gameIdParamsSchema, response: { 200: questionsResponseSchema } } },
        (request) => catalogue.questions(currentUserId(request), request.params.gameId),
      );
    }
  });
}
