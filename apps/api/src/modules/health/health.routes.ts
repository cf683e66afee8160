import { healthResponseSchema } from '@bolajon/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
      await opts.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: opts.database.engine };
    });
}
