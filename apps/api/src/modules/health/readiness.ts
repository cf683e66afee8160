import type { FastifyInstance } from 'fastify';

export interface Readiness {
  /** True from the moment a shutdown starts: GET /api/ready answers 503 from then on. */
  readonly shuttingDown: boolean;
  markShuttingDown(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * Whether this process still wants traffic (ADR 0055): `shutDown()` marks it first, before it
 * stops accepting connections, so a load balancer polling /api/ready takes the process out while
 * its requests in flight finish. Register on the root app, before the routes.
 */
export function trackReadiness(app: FastifyInstance) {
  let shuttingDown = false;
  app.decorate('readiness', {
    get shuttingDown() {
      return shuttingDown;
    },
    markShuttingDown() {
      shuttingDown = true;
    },
  } satisfies Readiness);
}
