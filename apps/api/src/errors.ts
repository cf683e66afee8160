import { errorCodes, type ErrorCode } from '@bolajon/contract';

/** An error meant for the client: its status and code are part of the API. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
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
export const notFound = (message = 'Not found') => new AppError(404, errorCodes.notFound, message);
export const tooManyRequests = (message: string) =>
  new AppError(429, errorCodes.tooManyRequests, message);
