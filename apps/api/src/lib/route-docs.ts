import { errorBodySchema } from '@bolajon/contract';
import { z } from 'zod';

/**
 * The documentation parts of a route's schema (issue 25, ADR 0054): what /api/openapi.json says
 * of it. A route's `schema` spreads `routeDoc(...)` and lists its errors beside its success:
 *
 *   schema: {
 *     ...routeDoc('Sends a sign-in code again.', 'auth', 'public'),
 *     body: sendCodeRequestSchema,
 *     response: { 200: codeSentResponseSchema, ...errors(400, 429) },
 *   }
 */

/**
 * Every error body as sent: `message` and `code`, and the fields some errors add beside them (the
 * gate's `attemptsLeft`, a refused lesson's `issues`, a refused upload's `reason`, a limit's
 * `retryAfterSeconds`). Loose on purpose: a response schema also serializes its status, and a
 * strict one would drop those fields from the real answer.
 */
export const errorResponseSchema = errorBodySchema
  .loose()
  .meta({ id: 'ErrorBody', description: 'An error: what went wrong and its code (errorCodes).' });

/** Who may call a route, as the security schemes of the document (plugins/api-docs.ts) name it. */
export const routeSecurity = {
  /** Anyone. */
  public: [],
  /** A signed-in family: the access token from /api/user-auth/verify-code. */
  signedIn: [{ bearerAuth: [] }],
  /** With or without an access token (e.g. logout also ends the token's session when it has one). */
  optionalSignIn: [{}, { bearerAuth: [] }],
  /** The `npm run admin` command line's short-lived token, signed with AUTH_SECRET. */
  serverToken: [{ serverToken: [] }],
} as const satisfies Record<string, readonly Record<string, readonly string[]>[]>;
export type RouteSecurity = keyof typeof routeSecurity;

/** The summary, tags and security of a route: one English sentence, its module, who may call it. */
export function routeDoc(summary: string, tag: string, security: RouteSecurity) {
  return {
    summary,
    tags: [tag],
    security: routeSecurity[security].map((scheme) => ({ ...scheme })),
  };
}

/** What each error status means for a client, the response's description in the document. */
const errorDescriptions = {
  400: 'The request is not valid: bad input (VALIDATION_ERROR) or a rule it broke (its own code). The message says what.',
  401: 'No access token, or an invalid or expired one (UNAUTHORIZED): refresh the token or sign in.',
  403: 'Signed in, but not allowed: FORBIDDEN (role), COURSE_LOCKED, GAME_NOT_OPEN or GROWN_UP_REQUIRED.',
  404: 'Nothing with this id that the caller may see (NOT_FOUND).',
  409: 'The change conflicts with what is stored (e.g. CHILDREN_LIMIT, LAST_CHILD).',
  413: 'The body is larger than this route takes (PAYLOAD_TOO_LARGE, or the upload’s own code).',
  415: 'A Content-Type this route does not take.',
  422: 'This Idempotency-Key was sent before with another request (IDEMPOTENCY_KEY_REUSED).',
  429: 'Too many requests (TOO_MANY_REQUESTS, TOO_MANY_ATTEMPTS, GATE_LOCKED): Retry-After says when to ask again.',
  500: 'An unexpected error (INTERNAL_ERROR); the message says nothing more.',
  503: 'The server is busy, shutting down or cannot save now (SERVICE_UNAVAILABLE, or the service’s own code): ask again, after Retry-After when sent.',
} as const;
export type ErrorStatus = keyof typeof errorDescriptions;

/** The error body described for each status, made once. */
const errorResponses = Object.fromEntries(
  Object.entries(errorDescriptions).map(([status, description]) => [
    status,
    errorResponseSchema.describe(description),
  ]),
) as Record<ErrorStatus, typeof errorResponseSchema>;

/** Any route may answer these: an unexpected error, and a server that is busy or shutting down. */
export const ALWAYS_ERRORS = [500, 503] as const;

/**
 * The error responses of a route, keyed by status, each the error body with what the status
 * means; 500 and 503 are always added. A route whose 503 has another body (e.g. readiness) puts
 * its own 503 after the spread.
 */
export function errors<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S | (typeof ALWAYS_ERRORS)[number], typeof errorResponseSchema> {
  const response: Partial<Record<ErrorStatus, typeof errorResponseSchema>> = {};
  for (const status of [...statuses, ...ALWAYS_ERRORS]) {
    response[status] = errorResponses[status];
  }
  return response as Record<S | (typeof ALWAYS_ERRORS)[number], typeof errorResponseSchema>;
}

/** An answer with no body (204), for the document and the reply's type. */
export const noContent = z.undefined().describe('Done; no body.');

/** A content read's 304 (ADR 0018): the ETag in If-None-Match is still the content's; no body. */
export const notModified = z
  .undefined()
  .describe('Not modified: the ETag sent in If-None-Match is still the content’s; no body.');

/**
 * A route that takes raw bytes (an upload) rather than JSON: the content types it takes, shown as
 * the request body in the document (plugins/api-docs.ts reads this key; Fastify ignores it).
 */
export function rawBody(contentTypes: readonly string[], description: string) {
  return { rawBody: { contentTypes: [...contentTypes], description } };
}
export type RawBodyDoc = ReturnType<typeof rawBody>['rawBody'];
