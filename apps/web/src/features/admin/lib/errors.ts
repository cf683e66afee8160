import { isApiError } from '../../../lib/api-client';

/** The server's 403: the signed-in user is no (longer an) admin. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** The server's 400 for a search: the number is no search it takes. */
export function isBadRequest(error: unknown): boolean {
  return isApiError(error) && error.status === 400;
}
