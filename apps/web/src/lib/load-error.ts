import type { ErrorCode } from '@bolajon/contract';
import type { TFunction } from 'i18next';
import { clientErrorCodes, isApiError } from './api-client';
import { serverMessage } from './error-text';

// The server words these in English for developers; a child reads them in its own language.
const loadCodes = [
  'FORBIDDEN',
  'COURSE_LOCKED',
  'GAME_NOT_OPEN',
  'NOT_FOUND',
  'INTERNAL_ERROR',
] as const satisfies readonly ErrorCode[];
type LoadCode = (typeof loadCodes)[number];
const isLoadCode = (code: string): code is LoadCode =>
  (loadCodes as readonly string[]).includes(code);

/**
 * A failed load as the user reads it (spec section 8): a known code translated, else the server's
 * message, else the generic loading error (offline reads as the network error).
 */
export function describeLoadError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (isLoadCode(error.code)) return t(`errors.codes.${error.code}`);
    if (error.code === clientErrorCodes.network) return t('errors.networkError');
  }
  return serverMessage(error) ?? t('errors.loadingError');
}

/** True for a 404: the thing asked for does not exist, and retrying will not help. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
