import { clientErrorCodes, isApiError } from './api-client';

/** The server's own words, when it sent an error body (not a bare status or a network failure). */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0 || error.code.startsWith('HTTP_')) return null;
  if (Object.values(clientErrorCodes).some((code) => code === error.code)) return null;
  return error.message;
}
