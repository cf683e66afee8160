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
import { errors, routeDoc } from '../../lib/route-docs.js';
import { currentLearner, currentUserId } from '../../plugins/auth.js';
import type { AuthService } from '../auth/auth.service.js';
import type { FamilyService } from './family.service.js';

/**
 * The family (ADR 0036): its children for "who is playing?", switching the child, the grown-up
 * gate, and — with the gate's pass in the x-grown-up header — adding, changing and removing a
 * child, the PIN, the parent's view and the export. Every call is of the token's family: a child
 * id names one of its children or nothing (404).
 */
/** The gate's pass, for the document; `grownUp` checks it (403 without a live one), not this schema. */
const grownUpHeaders = z.looseObject({
  [GROWN_UP_HEADER]: z
    .string()
    .optional()
    .describe('The pass from POST /api/family/gate; without a live one: 403 GROWN_UP_REQUIRED.'),
});

/** The export's shape for the document: its format and time, then the account's rows by table. */
const familyExportSchema = z
  .looseObject({ exportedAt: z.string(), format: z.string().describe('bolajon-family-export/1') })
  .describe('Everything the family’s account holds: the family, its children and their records.');

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

  r.get(
    '/family',
    {
      schema: {
        ...routeDoc(
          'The family’s children for “who is playing?”, and which one plays now.',
          'family',
          'signedIn',
        ),
        response: { 200: familyResponseSchema, ...errors(401) },
      },
    },
    (request) => family.family(currentLearner(request)),
  );

  r.post(
    '/family/active-child',
    {
      schema: {
        ...routeDoc(
          'Switches the playing child: new tokens whose child is the one chosen.',
          'family',
          'signedIn',
        ),
        body: switchChildRequestSchema,
        response: { 200: switchChildResponseSchema, ...errors(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      if (!request.auth) throw new AppError(401, errorCodes.unauthorized, 'Sign in first');
      return auth.switchChild(request.auth, request.body.childId);
    },
  );

  r.get(
    '/family/gate',
    {
      schema: {
        ...routeDoc(
          'The grown-up gate’s question (a sum, or the PIN when one is set).',
          'family',
          'signedIn',
        ),
        response: { 200: gateQuestionSchema, ...errors(401, 429) },
      },
    },
    (request) => family.gateQuestion(currentUserId(request)),
  );
  r.post(
    '/family/gate',
    {
      schema: {
        ...routeDoc(
          'Answers the grown-up gate: a short-lived pass for the x-grown-up header, or GATE_WRONG with attemptsLeft.',
          'family',
          'signedIn',
        ),
        body: gateAnswerRequestSchema,
        response: { 200: gatePassSchema, ...errors(400, 401, 413, 415, 429) },
      },
    },
    (request) => family.passGate(currentUserId(request), request.body),
  );

  r.post(
    '/family/children',
    {
      preHandler: grownUp,
      schema: {
        ...routeDoc('Adds a child to the family (a grown-up’s pass needed).', 'family', 'signedIn'),
        headers: grownUpHeaders,
        body: addChildRequestSchema,
        response: { 200: childSchema, ...errors(400, 401, 403, 409, 413, 415) },
      },
    },
    (request) => family.addChild(currentUserId(request), request.body),
  );
  r.put(
    '/family/children/:id',
    {
      preHandler: grownUp,
      schema: {
        ...routeDoc(
          'Changes a child’s name, age or avatar (a grown-up’s pass needed).',
          'family',
          'signedIn',
        ),
        headers: grownUpHeaders,
        params: idParamsSchema,
        body: updateChildRequestSchema,
        response: { 200: childSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    (request) => family.updateChild(currentUserId(request), request.params.id, request.body),
  );
  r.delete(
    '/family/children/:id',
    {
      preHandler: grownUp,
      schema: {
        ...routeDoc(
          'Removes a child and its records (a grown-up’s pass needed; a family keeps one child).',
          'family',
          'signedIn',
        ),
        headers: grownUpHeaders,
        params: idParamsSchema,
        response: { 200: familyResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => family.removeChild(currentLearner(request), request.params.id),
  );
  r.put(
    '/family/pin',
    {
      preHandler: grownUp,
      schema: {
        ...routeDoc(
          'Sets or clears the grown-ups’ PIN (a grown-up’s pass needed).',
          'family',
          'signedIn',
        ),
        headers: grownUpHeaders,
        body: setPinRequestSchema,
        response: { 200: z.object({ hasPin: z.boolean() }), ...errors(400, 401, 403, 413, 415) },
      },
    },
    (request) => family.setPin(currentUserId(request), request.body.pin),
  );
  r.get(
    '/family/overview',
    {
      preHandler: grownUp,
      schema: {
        ...routeDoc(
          'The parent’s view: each child’s play this week and month (a grown-up’s pass needed).',
          'family',
          'signedIn',
        ),
        headers: grownUpHeaders,
        response: { 200: familyOverviewSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => family.overview(currentUserId(request)),
  );
  r.get(
    '/family/export',
    {
      preHandler: grownUp,
      schema: {
        ...routeDoc(
          'Everything the family’s account holds, as a JSON file to download (a grown-up’s pass needed).',
          'family',
          'signedIn',
        ),
        headers: grownUpHeaders,
        response: { 200: familyExportSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const data = await family.exportData(currentUserId(request));
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="bolajon-family-${day}.json"`);
      return data;
    },
  );
}
