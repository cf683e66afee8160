import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';

/** The running server's side of `npm run admin -- backup` on the embedded database (issue 25). */
export async function backupRoutes(
  _app: FastifyInstance,
  _opts: { database: Database; env: Env },
): Promise<void> {
  // Filled in by the backup work of issue 25.
}
