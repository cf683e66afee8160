import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.js';

/**
 * The API described (issue 25): the OpenAPI document at /api/openapi.json and a reference page at
 * /api/docs. Registered before every route, so it sees them all.
 */
export async function registerApiDocs(_app: FastifyInstance, _env: Env): Promise<void> {
  // Filled in by the OpenAPI work of issue 25.
}
