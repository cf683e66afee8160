import { isApiError } from '../../../lib/api-client';

/** The server's 403: the signed-in user is no (longer an) editor. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}
