import { errorCodes, type ErrorCode } from '@bolajon/contract';

/** An error meant for the client: its status and code are part of the API. */
export class AppError extends Error {
  /** Whole seconds until the same request may succeed: sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;
  /** More fields of the error body beside message and code (e.g. the gate's attemptsLeft). */
  readonly details: Readonly<Record<string, number | string>> | undefined;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; details?: Record<string, number | string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

export const badRequest = (message: string, code: ErrorCode = errorCodes.validation) =>
  new AppError(400, code, message);
export const unauthorized = (message = 'Authorization required') =>
  new AppError(401, errorCodes.unauthorized, message);
export const forbidden = (message = 'Not allowed') =>
  new AppError(403, errorCodes.forbidden, message);
/** Content of a course the user has not opened (bought) yet. */
export const courseLocked = (message: string) =>
  new AppError(403, errorCodes.courseLocked, message);
/** A game of an open course whose earlier games are not complete yet. */
export const gameNotOpen = (message = 'This game opens when the games before it are complete') =>
  new AppError(403, errorCodes.gameNotOpen, message);
/** An Idempotency-Key sent again with another request than its first (ADR 0050). */
export const idempotencyKeyReused = () =>
  new AppError(
    422,
    errorCodes.idempotencyKeyReused,
    'This Idempotency-Key was already used for a different request; send a new key for a new answer',
  );
export const notFound = (message = 'Not found') => new AppError(404, errorCodes.notFound, message);
/** A limit refused the request; `retryAfterSeconds` is the real wait until it would not. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    429,
    errorCodes.tooManyRequests,
    message,
    retryAfterSeconds === undefined ? {} : { retryAfterSeconds },
  );
/** The same request would succeed in a moment (e.g. answers that kept meeting others at once). */
export const busy = (message: string, retryAfterSeconds = 1) =>
  new AppError(503, errorCodes.serviceUnavailable, message, { retryAfterSeconds });

/**
 * Whether a database error is a foreign key to a child that is gone (ADR 0036): a removed child's
 * access token lives until it expires, and a write keyed by it names no child. Such a request is
 * a 401 (`childGone`): the client refreshes, and the session plays as the family's first child.
 */
export function isRemovedChildError(error: unknown): boolean {
  const fields = (e: unknown) =>
    typeof e === 'object' && e !== null ? (e as { code?: unknown; constraint?: unknown }) : {};
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    const { code, constraint } = fields(e);
    if (
      code === '23503' &&
      typeof constraint === 'string' &&
      constraint.endsWith('_child_id_children_id_fk')
    ) {
      return true;
    }
  }
  return false;
}

export const childGone = () =>
  unauthorized('This child profile was removed; the session goes on with another child');
