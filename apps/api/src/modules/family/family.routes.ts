import {
  addChildRequestSchema,
  childSchema,
  errorCodes,
  familyOverviewSchema,
  familyResponseSchema,
  gateAnswerRequestSchema,
  gatePassSchema,
  gateQuestionSchema,
  GROWN_UP_HEADER,
  idParamsSchema,
  setPinRequestSchema,
  switchChildRequestSchema,
  switchChildResponseSchema,
  updateChildRequestSchema,
} from '@bolajon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { currentLearner, currentUserId } from '../../plugins/auth.js';
import type { AuthService } from '../auth/auth.service.js';
import type { FamilyService } from './family.service.js';

/**
 * The family (ADR 0036): its children for "who is playing?", switching the child, the grown-up
 * gate, and — with the gate's pass in the x-grown-up header — adding, changing and removing a
 * child, the PIN, the parent's view and the export. Every call is of the token's family: a child
 * id names one of its children or nothing (404).
 */
export async function familyRoutes(
  app: FastifyInstance,
  opts: { family: FamilyService; auth: AuthService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { family, auth } = opts;
  app.addHook('preHandler', app.authenticate);

  /** preHandler: a live pass of this family from the gate, else 403. */
  async function grownUp(request: FastifyRequest) {
    const pass = request.headers[GROWN_UP_HEADER];
    const familyId = currentUserId(request);
    if (typeof pass !== 'string' || !(await family.passIsValid(pass, familyId))) {
      throw new AppError(403, errorCodes.grownUpRequired, 'A grown-up must pass the gate first');
    }
  }

  r.get('/family', { schema: { response: { 200: familyResponseSchema } } }, (request) =>
    family.family(currentLearner(request)),
  );

  r.post(
    '/family/active-child',
    { schema: { body: switchChildRequestSchema, response: { 200: switchChildResponseSchema } } },
    async (request) => {
      if (!request.auth) throw new AppError(401, errorCodes.unauthorized, 'Sign in first');
      return auth.switchChild(request.auth, request.body.childId);
    },
  );

  r.get('/family/gate', { schema: { response: { 200: gateQuestionSchema } } }, (request) =>
    family.gateQuestion(currentUserId(request)),
  );
  r.post(
    '/family/gate',
    { schema: { body: gateAnswerRequestSchema, response: { 200: gatePassSchema } } },
    (request) => family.passGate(currentUserId(request), request.body),
  );

  r.post(
    '/family/children',
    {
      preHandler: grownUp,
      schema: { body: addChildRequestSchema, response: { 200: childSchema } },
    },
    (request) => family.addChild(currentUserId(request), request.body),
  );
  r.put(
    '/family/children/:id',
    {
      preHandler: grownUp,
      schema: {
        params: idParamsSchema,
        body: updateChildRequestSchema,
        response: { 200: childSchema },
      },
    },
    (request) => family.updateChild(currentUserId(request), request.params.id, request.body),
  );
  r.delete(
    '/family/children/:id',
    {
      preHandler: grownUp,
      schema: { params: idParamsSchema, response: { 200: familyResponseSchema } },
    },
    (request) => family.removeChild(currentLearner(request), request.params.id),
  );
  r.put(
    '/family/pin',
    {
      preHandler: grownUp,
      schema: { body: setPinRequestSchema, response: { 200: z.object({ hasPin: z.boolean() }) } },
    },
    (request) => family.setPin(currentUserId(request), request.body.pin),
  );
  r.get(
    '/family/overview',
    { preHandler: grownUp, schema: { response: { 200: familyOverviewSchema } } },
    (request) => family.overview(currentUserId(request)),
  );
  r.get('/family/export', { preHandler: grownUp }, async (request, reply) => {
    const data = await family.exportData(currentUserId(request));
    const day = data.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="bolajon-family-${day}.json"`);
    return data;
  });
}
