import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors.js';
import type { AccessClaims, TokenService } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer access token, else 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The claims of a valid bearer access token, or null (no header, invalid, expired). */
    bearerClaims(request: FastifyRequest): Promise<AccessClaims | null>;
    /**
     * preHandler of the studio's calls: a valid bearer access token (else 401) of an account
     * the database says is a course editor now (else 403), whatever its role (ADR 0041).
     */
    requireEditor(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export interface AuthPluginOptions {
  tokens: TokenService;
  /** Whether the account is a course editor as stored now, read on every studio call. */
  isEditor(userId: number): Promise<boolean>;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  app.decorateRequest('auth', null);

  const bearerOf = (request: FastifyRequest) =>
    request.headers.authorization?.match(/^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/)?.[1];

  async function authenticate(request: FastifyRequest) {
    const token = bearerOf(request);
    if (!token) throw unauthorized();
    const claims = await opts.tokens.verifyAccessToken(token);
    if (!claims) throw unauthorized('Access token is invalid or expired');
    request.auth = claims;
  }

  async function bearerClaims(request: FastifyRequest) {
    const token = bearerOf(request);
    return token ? opts.tokens.verifyAccessToken(token) : null;
  }

  // The flag is read on every call, not carried in the token: taking it away counts at once.
  async function requireEditor(request: FastifyRequest) {
    await authenticate(request);
    if (!(await opts.isEditor(currentUserId(request)))) throw forbidden('Course editors only');
  }

  app.decorate('authenticate', authenticate);
  app.decorate('bearerClaims', bearerClaims);
  app.decorate('requireEditor', requireEditor);
});

/**
 * Who plays (ADR 0036): the family (the phone account, `users.id`) and its active child. Course
 * access is the family's; every learner record is the child's.
 */
export interface Learner {
  familyId: number;
  childId: number;
}

/** The signed-in family's id (the phone account) inside a handler that ran app.authenticate. */
export function currentUserId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}

/** The signed-in family and the active child its access token names. */
export function currentLearner(request: FastifyRequest): Learner {
  if (!request.auth) throw unauthorized();
  return { familyId: request.auth.userId, childId: request.auth.childId };
}
