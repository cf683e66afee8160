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
import { currentLearner } from '../../plugins/auth.js';
import type { UsersService } from './users.service.js';

export async function usersRoutes(app: FastifyInstance, opts: { users: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users } = opts;
  app.addHook('preHandler', app.authenticate);

  r.get('/users/me', { schema: { response: { 200: userSchema } } }, (request) =>
    users.me(currentLearner(request)),
  );

  r.put(
    '/users/me',
    { schema: { body: updateMeRequestSchema, response: { 200: userSchema } } },
    (request) => users.update(currentLearner(request), request.body),
  );

  r.post(
    '/user-onboarding',
    {
      schema: {
        headers: idempotencyHeadersSchema,
        body: onboardingRequestSchema,
        response: { 200: onboardingResponseSchema },
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
