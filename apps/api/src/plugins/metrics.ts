import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { Env } from '../env.js';

/** Prometheus metrics at /metrics, behind METRICS_TOKEN (issue 25). Registered before the routes. */
export async function registerMetrics(
  _app: FastifyInstance,
  _deps: { database: Database; env: Env },
): Promise<void> {
  // Filled in by the metrics work of issue 25.
}
