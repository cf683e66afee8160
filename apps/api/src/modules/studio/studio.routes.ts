import {
  idParamsSchema,
  studioCoursesResponseSchema,
  studioDraftBodySchema,
  studioDraftParamsSchema,
  studioDraftSchema,
  studioDraftsResponseSchema,
  studioGameTemplatesResponseSchema,
  studioLessonImpactSchema,
  studioLessonOrderBodySchema,
  studioNewLessonBodySchema,
  studioPublishLossSchema,
  studioPublishResultSchema,
  studioPublishesResponseSchema,
} from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/auth.js';
import type { PublishLossService } from './publish-loss.service.js';
import type { StudioDraftsService } from './studio-drafts.service.js';
import type { StudioService } from './studio.service.js';

/** The course studio's calls: course editors only, the flag read on every call (ADR 0041). */
export async function studioRoutes(
  app: FastifyInstance,
  opts: { studio: StudioService; drafts: StudioDraftsService; loss: PublishLossService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { drafts } = opts;
  // onRequest: a caller who is no editor is refused before the body is read or checked.
  app.addHook('onRequest', app.requireEditor);

  r.get('/studio/courses', { schema: { response: { 200: studioCoursesResponseSchema } } }, () =>
    opts.studio.courses(),
  );

  // The tree's own edits, immediate (ADR 0046).
  r.get(
    '/studio/lessons/:id/impact',
    { schema: { params: idParamsSchema, response: { 200: studioLessonImpactSchema } } },
    (request) => opts.studio.lessonImpact(request.params.id),
  );
  r.delete(
    '/studio/lessons/:id',
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      await opts.studio.deleteLesson(request.params.id, currentUserId(request));
      return reply.status(204).send();
    },
  );
  r.put(
    '/studio/blocks/:id/order',
    { schema: { params: idParamsSchema, body: studioLessonOrderBodySchema } },
    async (request, reply) => {
      await opts.studio.orderLessons(
        request.params.id,
        request.body.lessonIds,
        currentUserId(request),
      );
      return reply.status(204).send();
    },
  );
  r.get(
    '/studio/game-templates',
    { schema: { response: { 200: studioGameTemplatesResponseSchema } } },
    () => opts.studio.gameTemplates(),
  );

  // Drafts and publish (ADR 0044).
  const lesson = { params: idParamsSchema };
  const draft = { params: studioDraftParamsSchema };
  // A refused lesson's 400 is `studioLessonRefusedSchema` (issues listed); other 400s are the
  // plain error body, so the 400 is left to the error handler, not checked here.
  const saved = { 200: studioDraftSchema };
  const published = { 200: studioPublishResultSchema };

  r.get('/studio/drafts', { schema: { response: { 200: studioDraftsResponseSchema } } }, () =>
    drafts.drafts(),
  );
  r.get('/studio/publishes', { schema: { response: { 200: studioPublishesResponseSchema } } }, () =>
    drafts.publishes(),
  );
  r.get(
    '/studio/lessons/:id/draft',
    { schema: { ...lesson, response: { 200: studioDraftSchema } } },
    (request) => drafts.lessonDraft(request.params.id),
  );
  r.put(
    '/studio/lessons/:id/draft',
    { schema: { ...lesson, body: studioDraftBodySchema, response: saved } },
    (request) =>
      drafts.saveLessonDraft(request.params.id, request.body.lesson, currentUserId(request)),
  );
  r.delete('/studio/lessons/:id/draft', { schema: lesson }, async (request, reply) => {
    await drafts.discardLessonDraft(request.params.id);
    return reply.status(204).send();
  });
  // What the publish would delete of learners' work, said before it happens.
  r.get(
    '/studio/lessons/:id/draft/loss',
    { schema: { ...lesson, response: { 200: studioPublishLossSchema } } },
    (request) => opts.loss.lessonDraftLoss(request.params.id),
  );
  r.post('/studio/lessons/:id/publish', { schema: { ...lesson, response: published } }, (request) =>
    drafts.publishLesson(request.params.id, currentUserId(request)),
  );

  r.post(
    '/studio/blocks/:id/lessons',
    {
      schema: {
        ...lesson,
        body: studioNewLessonBodySchema,
        response: { 201: studioDraftSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await drafts.createLesson(request.params.id, request.body, currentUserId(request))),
  );

  r.get(
    '/studio/drafts/:draftId',
    { schema: { ...draft, response: { 200: studioDraftSchema } } },
    (request) => drafts.draft(request.params.draftId),
  );
  r.put(
    '/studio/drafts/:draftId',
    { schema: { ...draft, body: studioDraftBodySchema, response: saved } },
    (request) =>
      drafts.saveDraft(request.params.draftId, request.body.lesson, currentUserId(request)),
  );
  r.delete('/studio/drafts/:draftId', { schema: draft }, async (request, reply) => {
    await drafts.discardDraft(request.params.draftId);
    return reply.status(204).send();
  });
  r.post(
    '/studio/drafts/:draftId/publish',
    { schema: { ...draft, response: published } },
    (request) => drafts.publishDraft(request.params.draftId, currentUserId(request)),
  );
}
