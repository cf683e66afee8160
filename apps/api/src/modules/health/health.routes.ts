import { errorCodes, healthResponseSchema } from '@bolajon/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { StorageHealth } from '../../plugins/storage-health.js';

/**
 * Readiness: 200 while the database answers and the disk takes writes; 503 from a write refused
 * with ENOSPC, EDQUOT or EROFS until a write succeeds again (ADR 0029).
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; storage?: StorageHealth },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
      await opts.database.db.execute(sql`select 1`);
      const refused = await opts.storage?.current();
      if (refused) {
        throw new AppError(
          503,
          errorCodes.serviceUnavailable,
          `Not ready: the ${refused.where === 'database' ? 'database' : 'media folder'} refuses writes (${refused.code})`,
        );
      }
      return { status: 'ok' as const, database: opts.database.engine };
    });
}
