import {
  dictionaryRecordsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  idParamsSchema,
  randomWordQuerySchema,
  randomWordResponseSchema,
  wordMarkSchema,
} from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentLearner } from '../../plugins/auth.js';
import type { DictionaryService } from './dictionary.service.js';

/** The learner's dictionary (spec section 7): the review card, the marks and the two lists. */
export async function dictionaryRoutes(
  app: FastifyInstance,
  opts: { dictionary: DictionaryService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { dictionary } = opts;
  app.addHook('preHandler', app.authenticate);

  r.get(
    '/user-dictionary/random/advanced',
    { schema: { querystring: randomWordQuerySchema, response: { 200: randomWordResponseSchema } } },
    (request) => dictionary.randomWord(currentLearner(request), request.query.exclude),
  );
  r.post(
    '/user-dictionary/mark-learned/:id',
    {
      schema: {
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        response: { 200: wordMarkSchema },
      },
    },
    (request) =>
      dictionary.markLearned(
        currentLearner(request),
        request.params.id,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  );
  r.post(
    '/user-dictionary/mark-unlearned/:id',
    {
      schema: {
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        response: { 200: wordMarkSchema },
      },
    },
    (request) =>
      dictionary.markUnlearned(
        currentLearner(request),
        request.params.id,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  );
  r.get(
    '/user-dictionary/my-learned',
    { schema: { response: { 200: dictionaryRecordsResponseSchema } } },
    (request) => dictionary.learned(currentLearner(request)),
  );
  r.get(
    '/user-dictionary/my-unlearned',
    { schema: { response: { 200: dictionaryRecordsResponseSchema } } },
    (request) => dictionary.unlearned(currentLearner(request)),
  );
}
