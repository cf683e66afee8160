import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isBackupToken } from '../../db/backup-token.js';
import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';
import { notFound, unauthorized } from '../../errors.js';
import { errors, routeDoc } from '../../lib/route-docs.js';

/** The 200 answer: bytes, documented as such (not JSON). */
const backupResponse = {
  description:
    'The embedded database as a gzipped tarball of its data folder, taken while no other ' +
    'statement ran; `npm run admin -- restore` reads it.',
  content: { 'application/gzip': { schema: z.string().meta({ format: 'binary' }) } },
};

/**
 * The running server's side of `npm run admin -- backup` on the embedded database (issue 25,
 * ADR 0056): the server owns the PGlite folder (ADR 0015), so the command asks it for the dump.
 * Only a backup token the command line signed with AUTH_SECRET opens it — no user's token does.
 */
export async function backupRoutes(
  app: FastifyInstance,
  opts: { database: Database; env: Env },
): Promise<void> {
  const { database, env } = opts;
  // No type provider: the answer is a stream of bytes, not a value the schema types.
  app.post(
    '/backup',
    {
      schema: {
        ...routeDoc(
          "Streams the embedded database's backup to `npm run admin -- backup` (PGlite only).",
          'backup',
          'serverToken',
        ),
        response: { 200: backupResponse, ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      if (
        scheme?.toLowerCase() !== 'bearer' ||
        !token ||
        !(await isBackupToken(env.AUTH_SECRET, token))
      ) {
        throw unauthorized('A backup token signed by `npm run admin -- backup` is required');
      }
      if (!database.dumpDataDir) {
        throw notFound(
          'This server runs on PostgreSQL: `npm run admin -- backup` takes its backup with pg_dump, not through the server',
        );
      }
      const dump = await database.dumpDataDir();
      request.log.info({ bytes: dump.size }, 'backup sent');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', dump.size)
        .header('cache-control', 'no-store')
        .send(Readable.fromWeb(dump.stream() as WebReadableStream));
    },
  );
}
