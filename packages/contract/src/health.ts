import { z } from 'zod';

/** GET /api/health: the process answers (liveness; no database query). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /api/ready: the database answers, every migration is applied and storage takes writes
 * (readiness; a load balancer sends traffic only while it is 200). Not ready is the error body.
 */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** Migrations applied: all those the server's migrations folder holds. */
  migrations: z.number().int().nonnegative(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
