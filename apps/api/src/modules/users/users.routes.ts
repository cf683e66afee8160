import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  onboardingRequestSchema,
  onboardingResponseSchema,
  updateMeRequestSchema,
  userSchema,
} from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, routeDoc } from '../../lib/route-docs.js';
import { currentLearner } from '../../plugins/auth.js';
import type { UsersService } from './users.service.js';

export async function usersRoutes(app: FastifyInstance, opts: { users: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users } = opts;
  app.addHook('preHandler', app.authenticate);

  r.get(
    '/users/me',
    {
      schema: {
        ...routeDoc(
          'The signed-in child as the app shows it, with the family’s fields.',
          'users',
          'signedIn',
        ),
        response: { 200: userSchema, ...errors(401) },
      },
    },
    (request) => users.me(currentLearner(request)),
  );

  r.put(
    '/users/me',
    {
      schema: {
        ...routeDoc('Changes the signed-in child’s name, age or avatar.', 'users', 'signedIn'),
        body: updateMeRequestSchema,
        response: { 200: userSchema, ...errors(400, 401, 413, 415) },
      },
    },
    (request) => users.update(currentLearner(request), request.body),
  );

  r.post(
    '/user-onboarding',
    {
      schema: {
        ...routeDoc(
          'Saves the first-run answers (age, reasons, level, skills); an Idempotency-Key makes a retry safe.',
          'users',
          'signedIn',
        ),
        headers: idempotencyHeadersSchema,
        body: onboardingRequestSchema,
        response: { 200: onboardingResponseSchema, ...errors(400, 401, 413, 415, 422) },
      },
    },
    (request) =>
      users.saveOnboarding(
        currentLearner(request),
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  );
}
