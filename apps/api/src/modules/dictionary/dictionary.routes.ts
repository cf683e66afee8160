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
import { errors, routeDoc } from '../../lib/route-docs.js';
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
    {
      schema: {
        ...routeDoc(
          'The next word to review from the child’s dictionary (optionally not the one just shown).',
          'dictionary',
          'signedIn',
        ),
        querystring: randomWordQuerySchema,
        response: { 200: randomWordResponseSchema, ...errors(400, 401) },
      },
    },
    (request) => dictionary.randomWord(currentLearner(request), request.query.exclude),
  );
  r.post(
    '/user-dictionary/mark-learned/:id',
    {
      schema: {
        ...routeDoc('Marks a word as learned by the child.', 'dictionary', 'signedIn'),
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        response: { 200: wordMarkSchema, ...errors(400, 401, 404, 422) },
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
        ...routeDoc('Marks a word as still to learn for the child.', 'dictionary', 'signedIn'),
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        response: { 200: wordMarkSchema, ...errors(400, 401, 404, 422) },
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
    {
      schema: {
        ...routeDoc('The words the child has learned.', 'dictionary', 'signedIn'),
        response: { 200: dictionaryRecordsResponseSchema, ...errors(401) },
      },
    },
    (request) => dictionary.learned(currentLearner(request)),
  );
  r.get(
    '/user-dictionary/my-unlearned',
    {
      schema: {
        ...routeDoc('The words the child has still to learn.', 'dictionary', 'signedIn'),
        response: { 200: dictionaryRecordsResponseSchema, ...errors(401) },
      },
    },
    (request) => dictionary.unlearned(currentLearner(request)),
  );
}
