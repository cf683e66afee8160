import { errorCodes, healthResponseSchema, readyResponseSchema } from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { errors, routeDoc } from '../../lib/route-docs.js';
import { paths } from '../../paths.js';
import type { DatabaseQueueRouteConfig } from '../../plugins/database-queue.js';
import type { StorageHealth } from '../../plugins/storage-health.js';
import { migrationsInFolder, missingMigrations } from './migrations-applied.js';

const notReady = (reason: string) =>
  new AppError(503, errorCodes.serviceUnavailable, `Not ready: ${reason}`);

/**
 * Liveness and readiness (ADR 0055, amending 0029). GET /api/health answers while the process
 * does, without touching the database: a full disk or a database that is down must not make a
 * supervisor restart a process that would come back no better. GET /api/ready is 200 while the
 * process is not shutting down, the database answers with every migration of the folder applied,
 * and storage takes writes (a write refused with ENOSPC, EDQUOT or EROFS makes it 503 until a
 * write succeeds again, ADR 0029); else 503 with the reason.
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; storage?: StorageHealth; migrationsFolder?: string },
) {
  const { database } = opts;
  let expected: ReturnType<typeof migrationsInFolder> | undefined;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/health',
    {
      config: { databaseFree: true } satisfies DatabaseQueueRouteConfig,
      schema: {
        ...routeDoc('Says the process is up (liveness): no database query.', 'health', 'public'),
        response: { 200: healthResponseSchema, ...errors() },
      },
    },
    async () => ({ status: 'ok' as const, database: database.engine }),
  );

  api.get(
    '/ready',
    {
      schema: {
        ...routeDoc(
          'Says whether to send this process traffic (readiness): database, migrations, storage.',
          'health',
          'public',
        ),
        response: { 200: readyResponseSchema, ...errors() },
      },
    },
    async (request) => {
      if (app.hasDecorator('readiness') && app.readiness.shuttingDown) {
        throw notReady('the server is shutting down');
      }
      expected ??= migrationsInFolder(opts.migrationsFolder ?? paths.migrations);
      let missing: string[];
      try {
        missing = await missingMigrations(database.db, expected);
      } catch (error) {
        request.log.debug(
          { reason: error instanceof Error ? error.message : String(error) },
          'readiness: the database did not answer',
        );
        throw notReady('the database does not answer or has no migrations applied');
      }
      if (missing.length > 0) {
        throw notReady(
          `${missing.length} migration(s) not applied, the first ${missing[0]}: run the server's migrations`,
        );
      }
      const refused = await opts.storage?.current();
      if (refused) {
        throw notReady(
          `the ${refused.where === 'database' ? 'database' : 'media folder'} refuses writes (${refused.code})`,
        );
      }
      return { status: 'ready' as const, database: database.engine, migrations: expected.length };
    },
  );
}
