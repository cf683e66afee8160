import {
  onboardingRequestSchema,
  onboardingResponseSchema,
  updateMeRequestSchema,
  userSchema,
} from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../errors.js';
import { currentUserId } from '../../plugins/auth.js';
import type { UsersRepository } from './users.repository.js';

export async function usersRoutes(app: FastifyInstance, opts: { users: UsersRepository }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.authenticate);

  r.get('/users/me', { schema: { response: { 200: userSchema } } }, async (request) => {
    const user = await opts.users.findVerifiedById(currentUserId(request));
    if (!user) throw unauthorized('This account no longer exists');
    return user;
  });

  r.put(
    '/users/me',
    { schema: { body: updateMeRequestSchema, response: { 200: userSchema } } },
    async (request) => {
      const user = await opts.users.update(currentUserId(request), request.body);
      if (!user) throw unauthorized('This account no longer exists');
      return user;
    },
  );

  r.post(
    '/user-onboarding',
    { schema: { body: onboardingRequestSchema, response: { 200: onboardingResponseSchema } } },
    (request) => opts.users.saveOnboarding(currentUserId(request), request.body),
  );
}
