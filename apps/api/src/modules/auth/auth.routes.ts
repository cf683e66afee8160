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
import { errors, routeDoc } from '../../lib/route-docs.js';
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
    {
      schema: {
        ...routeDoc('Sends a new sign-in code by SMS to a registered phone.', 'auth', 'public'),
        body: sendCodeRequestSchema,
        response: { 200: codeSentResponseSchema, ...errors(400, 404, 413, 415, 429) },
      },
    },
    (request) => auth.resend(request.body.phoneNumber, clientKey(request)),
  );

  r.post(
    '/user-auth/register',
    {
      schema: {
        ...routeDoc(
          'Starts a new family: sends a sign-in code by SMS to a phone not yet registered.',
          'auth',
          'public',
        ),
        body: registerRequestSchema,
        response: { 200: codeSentResponseSchema, ...errors(400, 409, 413, 415, 429) },
      },
    },
    (request) =>
      auth.register(
        request.body.phone,
        { name: request.body.name, avatar: request.body.avatar ?? 'boy' },
        clientKey(request),
      ),
  );

  r.post(
    '/user-auth/login',
    {
      schema: {
        ...routeDoc('Sends a sign-in code by SMS to a registered phone.', 'auth', 'public'),
        body: loginRequestSchema,
        response: { 200: codeSentResponseSchema, ...errors(400, 404, 413, 415, 429) },
      },
    },
    (request) => auth.login(request.body.phone, clientKey(request)),
  );

  r.post(
    '/user-auth/verify-code',
    {
      schema: {
        ...routeDoc(
          'Checks the SMS code and signs in: the access and refresh tokens and the user.',
          'auth',
          'public',
        ),
        body: verifyCodeRequestSchema,
        response: { 200: loginResponseSchema, ...errors(400, 413, 415, 429) },
      },
    },
    (request) => auth.verifyCode(request.body.phone, request.body.code, clientKey(request)),
  );

  r.post(
    '/user-auth/refresh-token',
    {
      schema: {
        ...routeDoc(
          'Trades a refresh token for a new token pair (the old refresh token is spent).',
          'auth',
          'public',
        ),
        body: refreshTokenRequestSchema,
        response: { 200: tokenPairSchema, ...errors(400, 401, 409, 413, 415) },
      },
    },
    (request) => auth.refresh(request.body.refreshToken),
  );

  r.post(
    '/user-auth/logout',
    {
      schema: {
        ...routeDoc(
          'Signs out: ends the refresh token’s session, or the access token’s when one is sent.',
          'auth',
          'optionalSignIn',
        ),
        body: logoutRequestSchema,
        response: { 200: okResponseSchema, ...errors(400, 413, 415) },
      },
    },
    async (request) => {
      const claims = await app.bearerClaims(request);
      await auth.logout(request.body?.refreshToken, claims?.sessionId);
      return { ok: true as const };
    },
  );
}
