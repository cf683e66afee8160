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
import { currentLearner } from '../../plugins/auth.js';
import type { ProgressService } from './progress.service.js';

export async function progressRoutes(app: FastifyInstance, opts: { progress: ProgressService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { progress } = opts;
  app.addHook('preHandler', app.authenticate);

  r.get('/home', { schema: { response: { 200: homeResponseSchema } } }, (request) =>
    progress.home(currentLearner(request)),
  );
  r.get(
    '/home/my-progress',
    {
      schema: { response: { 200: myProgressResponseSchema } },
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
        params: idParamsSchema,
        body: introSeenRequestSchema,
        response: { 200: introSeenResponseSchema },
      },
    },
    (request) => progress.markIntroSeen(currentLearner(request), request.params.id),
  );
  r.post(
    '/user-questions',
    {
      schema: {
        headers: idempotencyHeadersSchema,
        body: submitAnswerRequestSchema,
        response: { 200: submitAnswerResponseSchema },
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
    { schema: { params: gameIdParamsSchema, response: { 200: gameResultsResponseSchema } } },
    (request) => progress.gameResults(currentLearner(request), request.params.gameId),
  );
  r.post(
    '/user/question-duolingo/:id/check',
    {
      schema: {
        params: idParamsSchema,
        body: duolingoCheckRequestSchema,
        response: { 200: duolingoCheckResponseSchema },
      },
    },
    (request) =>
      progress.checkDuolingo(currentLearner(request), request.params.id, request.body.answer),
  );
  r.get(
    '/user-achievements/my-achievements',
    { schema: { response: { 200: myAchievementsResponseSchema } } },
    (request) => progress.myAchievements(currentLearner(request)),
  );
  // Read-only catalogue with the caller's own marks: any signed-in user (DESIGN.md section 4).
  r.get(
    '/admin/achievements',
    { schema: { response: { 200: achievementsResponseSchema } } },
    (request) => progress.allAchievements(currentLearner(request)),
  );
  r.post(
    '/user-days/track',
    {
      schema: {
        headers: idempotencyHeadersSchema,
        body: trackDayRequestSchema,
        response: { 200: trackDayResponseSchema },
      },
    },
    (request) =>
      progress.trackDay(currentLearner(request), request.headers[IDEMPOTENCY_KEY_HEADER]),
  );
  r.get('/user-days/my-days', { schema: { response: { 200: myDaysResponseSchema } } }, (request) =>
    progress.days(currentLearner(request)),
  );
}
