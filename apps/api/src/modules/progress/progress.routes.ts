import {
  achievementsResponseSchema,
  duolingoCheckRequestSchema,
  duolingoCheckResponseSchema,
  gameIdParamsSchema,
  gameResultsResponseSchema,
  homeResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  idParamsSchema,
  introSeenRequestSchema,
  introSeenResponseSchema,
  myAchievementsResponseSchema,
  myDaysResponseSchema,
  myProgressResponseSchema,
  submitAnswerRequestSchema,
  submitAnswerResponseSchema,
  trackDayRequestSchema,
  trackDayResponseSchema,
} from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, routeDoc } from '../../lib/route-docs.js';
import { currentLearner } from '../../plugins/auth.js';
import type { ProgressService } from './progress.service.js';

export async function progressRoutes(app: FastifyInstance, opts: { progress: ProgressService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { progress } = opts;
  app.addHook('preHandler', app.authenticate);

  r.get(
    '/home',
    {
      schema: {
        ...routeDoc(
          'The child’s lessons with each game’s stars and status (the map without its blocks).',
          'progress',
          'signedIn',
        ),
        response: { 200: homeResponseSchema, ...errors(401) },
      },
    },
    (request) => progress.home(currentLearner(request)),
  );
  r.get(
    '/home/my-progress',
    {
      schema: {
        ...routeDoc(
          'The map: the child’s lessons by block, each game’s stars and status, new words, intros seen.',
          'progress',
          'signedIn',
        ),
        response: { 200: myProgressResponseSchema, ...errors(401) },
      },
      // The map is the busiest signed-in read and the service builds it from typed values: it is
      // written out as is rather than parsed by the schema again on every request (ADR 0022).
      // The API tests parse it with the schema.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    (request) => progress.myProgress(currentLearner(request)),
  );
  r.post(
    '/lessons/:id/intro-seen',
    {
      schema: {
        ...routeDoc(
          'Records that the child saw the lesson’s show-and-say step through.',
          'progress',
          'signedIn',
        ),
        params: idParamsSchema,
        body: introSeenRequestSchema,
        response: { 200: introSeenResponseSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    (request) => progress.markIntroSeen(currentLearner(request), request.params.id),
  );
  r.post(
    '/user-questions',
    {
      schema: {
        ...routeDoc(
          'Answers a question: whether it was right, the game’s stars and any achievement; an Idempotency-Key makes a retry count once.',
          'progress',
          'signedIn',
        ),
        headers: idempotencyHeadersSchema,
        body: submitAnswerRequestSchema,
        response: {
          200: submitAnswerResponseSchema,
          ...errors(400, 401, 403, 404, 413, 415, 422, 429),
        },
      },
    },
    (request) =>
      progress.answer(
        currentLearner(request),
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  );
  r.get(
    '/user-questions/my-game-results/:gameId',
    {
      schema: {
        ...routeDoc(
          'The child’s answers in a game, each with its achievement.',
          'progress',
          'signedIn',
        ),
        params: gameIdParamsSchema,
        response: { 200: gameResultsResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => progress.gameResults(currentLearner(request), request.params.gameId),
  );
  r.post(
    '/user/question-duolingo/:id/check',
    {
      schema: {
        ...routeDoc(
          'Checks the word given for a duolingo item; stores nothing.',
          'progress',
          'signedIn',
        ),
        params: idParamsSchema,
        body: duolingoCheckRequestSchema,
        response: { 200: duolingoCheckResponseSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    (request) =>
      progress.checkDuolingo(currentLearner(request), request.params.id, request.body.answer),
  );
  r.get(
    '/user-achievements/my-achievements',
    {
      schema: {
        ...routeDoc('The achievements the child has earned.', 'progress', 'signedIn'),
        response: { 200: myAchievementsResponseSchema, ...errors(401) },
      },
    },
    (request) => progress.myAchievements(currentLearner(request)),
  );
  // Read-only catalogue with the caller's own marks: any signed-in user (DESIGN.md section 4).
  r.get(
    '/admin/achievements',
    {
      schema: {
        ...routeDoc(
          'Every achievement of the catalogue, each marked earned or not by the child.',
          'progress',
          'signedIn',
        ),
        response: { 200: achievementsResponseSchema, ...errors(401) },
      },
    },
    (request) => progress.allAchievements(currentLearner(request)),
  );
  r.post(
    '/user-days/track',
    {
      schema: {
        ...routeDoc(
          'Records today as a day the child played (the streak); an Idempotency-Key makes a retry safe.',
          'progress',
          'signedIn',
        ),
        headers: idempotencyHeadersSchema,
        body: trackDayRequestSchema,
        response: { 200: trackDayResponseSchema, ...errors(400, 401, 413, 415, 422) },
      },
    },
    (request) =>
      progress.trackDay(currentLearner(request), request.headers[IDEMPOTENCY_KEY_HEADER]),
  );
  r.get(
    '/user-days/my-days',
    {
      schema: {
        ...routeDoc('The days the child played, as UTC dates.', 'progress', 'signedIn'),
        response: { 200: myDaysResponseSchema, ...errors(401) },
      },
    },
    (request) => progress.days(currentLearner(request)),
  );
}
