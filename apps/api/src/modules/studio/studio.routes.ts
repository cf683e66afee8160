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
import { errors, noContent, routeDoc } from '../../lib/route-docs.js';
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

  /** Every studio call's summary, tag and security: course editors, signed in. */
  const doc = (summary: string) =>
    routeDoc(`${summary} (course editors only).`, 'studio', 'signedIn');

  r.get(
    '/studio/courses',
    {
      schema: {
        ...doc('Every course’s tree: modules, blocks and lessons, each level in its order'),
        response: { 200: studioCoursesResponseSchema, ...errors(401, 403) },
      },
    },
    () => opts.studio.courses(),
  );

  // The tree's own edits, immediate (ADR 0046).
  r.get(
    '/studio/lessons/:id/impact',
    {
      schema: {
        ...doc('What deleting a lesson would remove of learners’ work'),
        params: idParamsSchema,
        response: { 200: studioLessonImpactSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => opts.studio.lessonImpact(request.params.id),
  );
  r.delete(
    '/studio/lessons/:id',
    {
      schema: {
        ...doc('Deletes a published lesson and the learners’ records of it'),
        params: idParamsSchema,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await opts.studio.deleteLesson(request.params.id, currentUserId(request));
      return reply.status(204).send();
    },
  );
  r.put(
    '/studio/blocks/:id/order',
    {
      schema: {
        ...doc('Orders the lessons of a block'),
        params: idParamsSchema,
        body: studioLessonOrderBodySchema,
        response: { 204: noContent, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
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
    {
      schema: {
        ...doc(
          'What a new game of each type starts with: its picture and the type’s intro and end videos',
        ),
        response: { 200: studioGameTemplatesResponseSchema, ...errors(401, 403) },
      },
    },
    () => opts.studio.gameTemplates(),
  );

  // Drafts and publish (ADR 0044).
  const lesson = { params: idParamsSchema };
  const draft = { params: studioDraftParamsSchema };
  // A refused lesson's 400 is `studioLessonRefusedSchema` (issues listed), other 400s the plain
  // error body: the documented 400 is the loose error body, which serializes both as they are.
  const saved = { 200: studioDraftSchema, ...errors(400, 401, 403, 404, 409, 413, 415) };
  const published = { 200: studioPublishResultSchema, ...errors(400, 401, 403, 404, 409) };

  r.get(
    '/studio/drafts',
    {
      schema: {
        ...doc('The drafts not yet published'),
        response: { 200: studioDraftsResponseSchema, ...errors(401, 403) },
      },
    },
    () => drafts.drafts(),
  );
  r.get(
    '/studio/publishes',
    {
      schema: {
        ...doc('The publish log, newest first (the last 100)'),
        response: { 200: studioPublishesResponseSchema, ...errors(401, 403) },
      },
    },
    () => drafts.publishes(),
  );
  r.get(
    '/studio/lessons/:id/draft',
    {
      schema: {
        ...doc('A lesson’s draft, else the published lesson in the content pack’s shape'),
        ...lesson,
        response: { 200: studioDraftSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => drafts.lessonDraft(request.params.id),
  );
  r.put(
    '/studio/lessons/:id/draft',
    {
      schema: {
        ...doc(
          'Saves a lesson’s draft; a lesson the importer would refuse is a 400 listing its issues',
        ),
        ...lesson,
        body: studioDraftBodySchema,
        response: saved,
      },
    },
    (request) =>
      drafts.saveLessonDraft(request.params.id, request.body.lesson, currentUserId(request)),
  );
  r.delete(
    '/studio/lessons/:id/draft',
    {
      schema: {
        ...doc('Discards a lesson’s draft'),
        ...lesson,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await drafts.discardLessonDraft(request.params.id);
      return reply.status(204).send();
    },
  );
  // What the publish would delete of learners' work, said before it happens.
  r.get(
    '/studio/lessons/:id/draft/loss',
    {
      schema: {
        ...doc('What publishing a lesson’s draft would delete of learners’ work'),
        ...lesson,
        response: { 200: studioPublishLossSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => opts.loss.lessonDraftLoss(request.params.id),
  );
  r.post(
    '/studio/lessons/:id/publish',
    {
      schema: {
        ...doc('Publishes a lesson’s draft to the learners'),
        ...lesson,
        response: published,
      },
    },
    (request) => drafts.publishLesson(request.params.id, currentUserId(request)),
  );

  r.post(
    '/studio/blocks/:id/lessons',
    {
      schema: {
        ...doc('Starts a new lesson in a block, as a draft until it is published'),
        ...lesson,
        body: studioNewLessonBodySchema,
        response: { 201: studioDraftSchema, ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await drafts.createLesson(request.params.id, request.body, currentUserId(request))),
  );

  r.get(
    '/studio/drafts/:draftId',
    {
      schema: {
        ...doc('A draft'),
        ...draft,
        response: { 200: studioDraftSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => drafts.draft(request.params.draftId),
  );
  r.put(
    '/studio/drafts/:draftId',
    {
      schema: {
        ...doc('Saves a draft; a lesson the importer would refuse is a 400 listing its issues'),
        ...draft,
        body: studioDraftBodySchema,
        response: saved,
      },
    },
    (request) =>
      drafts.saveDraft(request.params.draftId, request.body.lesson, currentUserId(request)),
  );
  r.delete(
    '/studio/drafts/:draftId',
    {
      schema: {
        ...doc('Discards a draft'),
        ...draft,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await drafts.discardDraft(request.params.draftId);
      return reply.status(204).send();
    },
  );
  r.post(
    '/studio/drafts/:draftId/publish',
    { schema: { ...doc('Publishes a draft to the learners'), ...draft, response: published } },
    (request) => drafts.publishDraft(request.params.draftId, currentUserId(request)),
  );
}
