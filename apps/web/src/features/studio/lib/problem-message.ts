import { isApiError } from '../../../lib/api-client';

/**
 * The server's own words for a refusal (a 4xx: "The file is larger than 2 MB…"), to be shown as
 * they are; null for anything else (no network, a fault), which the caller says in its own words.
 */
export function refusalMessage(error: unknown): string | null {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : null;
}
