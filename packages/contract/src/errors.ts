import { z } from 'zod';

/** Every error the API sends has this body. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  courseLocked: 'COURSE_LOCKED',
  gameNotOpen: 'GAME_NOT_OPEN',
  notFound: 'NOT_FOUND',
  /** A known path asked with a method it does not take; the Allow header lists those it does. */
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  phoneNotRegistered: 'PHONE_NOT_REGISTERED',
  phoneAlreadyRegistered: 'PHONE_ALREADY_REGISTERED',
  phoneCountryNotAllowed: 'PHONE_COUNTRY_NOT_ALLOWED',
  invalidCode: 'INVALID_CODE',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  smsUnavailable: 'SMS_UNAVAILABLE',
  /** POST /audio: no speech engine, or it failed; the client speaks with the browser's voice. */
  ttsUnavailable: 'TTS_UNAVAILABLE',
  /** The server is shutting down (a restart or a deploy): the same request succeeds shortly. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  invalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  /**
   * The refresh token was rotated by another request moments ago (DESIGN.md section 4): nothing
   * is revoked; the client uses the pair that request got.
   */
  refreshInProgress: 'REFRESH_IN_PROGRESS',
  /** The grown-up gate: a wrong answer or PIN (400), or three in a row locked it (429). */
  gateWrong: 'GATE_WRONG',
  gateLocked: 'GATE_LOCKED',
  /** A family call that needs a passed gate (the x-grown-up header) came without one (403). */
  grownUpRequired: 'GROWN_UP_REQUIRED',
  /** A seventh child, or removing the only one (409). */
  childrenLimit: 'CHILDREN_LIMIT',
  lastChild: 'LAST_CHILD',
  /** An Idempotency-Key sent again with another request than the one it was first sent with (422). */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** "phone: Invalid phone number; name: Too short" — one line a person can read. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
