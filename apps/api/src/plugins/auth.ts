import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.js';
import type { AccessClaims, TokenService } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer access token, else 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenService }) => {
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/);
    if (!match?.[1]) throw unauthorized();
    const claims = await opts.tokens.verifyAccessToken(match[1]);
    if (!claims) throw unauthorized('Access token is invalid or expired');
    request.auth = claims;
  }

  app.decorate('authenticate', authenticate);
});

/** The signed-in user's id inside a handler that ran app.authenticate. */
export function currentUserId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}
