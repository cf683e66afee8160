import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';
import './modules/health/readiness.js';

/** How long the requests in flight get to finish after SIGTERM or SIGINT. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Marks the app not ready first (GET /api/ready answers 503, so a load balancer stops sending it
 * traffic, ADR 0055), then stops accepting connections, lets the requests in flight finish (at
 * most graceMs), then closes the database — never under a request still using it, unless the
 * grace ran out. Resolves true when every request finished in time.
 */
export async function shutDown(
  app: FastifyInstance,
  database: Pick<Database, 'close'>,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<boolean> {
  if (app.hasDecorator('readiness')) app.readiness.markShuttingDown();
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => {
    timer = setTimeout(() => resolve('grace over'), graceMs);
  });
  const drained = (async () => {
    await app.close();
    await app.requestsInFlight.idle();
    return 'drained' as const;
  })().catch((error: unknown) => {
    app.log.error({ err: error }, 'closing the server failed');
    return 'failed' as const;
  });
  const outcome = await Promise.race([drained, graceOver]).finally(() => clearTimeout(timer));
  if (outcome === 'grace over') {
    app.log.warn(
      { requestsInFlight: app.requestsInFlight.count },
      `requests still running ${graceMs / 1000} s after the signal; closing the database anyway`,
    );
    app.server.closeAllConnections();
  }
  await database.close();
  return outcome === 'drained';
}
