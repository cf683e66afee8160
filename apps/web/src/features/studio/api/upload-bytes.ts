import { apiRequest, type SchemaSelector } from '../../../lib/api-client';

/**
 * POST of raw bytes (a picture, a recording): the Blob is the body, its type the Content-Type
 * (the shared client sends any Blob body so). Only the studio uploads, so this lives here, out of
 * the client every learner loads first.
 */
export function uploadBytes<T>(path: string, blob: Blob, schema: SchemaSelector<T>): Promise<T> {
  return apiRequest(path, { method: 'POST', body: blob, schema });
}
