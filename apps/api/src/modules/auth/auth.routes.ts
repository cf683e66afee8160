import {
  codeSentResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  okResponseSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  sendCodeRequestSchema,
  tokenPairSchema,
  verifyCodeRequestSchema,
} from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKey } from '../../plugins/client-address.js';
import type { AuthService } from './auth.service.js';

export async function authRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = opts;

  // Nothing an auth call answers may be cached by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.post(
    '/auth/send-code',
    { schema: { body: sendCodeRequestSchema, response: { 200: codeSentResponseSchema } } },
    (request) => auth.resend(request.body.phoneNumber, clientKey(request)),
  );

  r.post(
    '/user-auth/register',
    { schema: { body: registerRequestSchema, response: { 200: codeSentResponseSchema } } },
    (request) =>
      auth.register(
        request.body.phone,
        { name: request.body.name, avatar: request.body.avatar ?? 'boy' },
        clientKey(request),
      ),
  );

  r.post(
    '/user-auth/login',
    { schema: { body: loginRequestSchema, response: { 200: codeSentResponseSchema } } },
    (request) => auth.login(request.body.phone, clientKey(request)),
  );

  r.post(
    '/user-auth/verify-code',
    { schema: { body: verifyCodeRequestSchema, response: { 200: loginResponseSchema } } },
    (request) => auth.verifyCode(request.body.phone, request.body.code, clientKey(request)),
  );

  r.post(
    '/user-auth/refresh-token',
    { schema: { body: refreshTokenRequestSchema, response: { 200: tokenPairSchema } } },
    (request) => auth.refresh(request.body.refreshToken),
  );

  r.post(
    '/user-auth/logout',
    { schema: { body: logoutRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const claims = await app.bearerClaims(request);
      await auth.logout(request.body?.refreshToken, claims?.sessionId);
      return { ok: true as const };
    },
  );
}
