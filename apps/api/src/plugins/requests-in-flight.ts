import { errorCodes } from '@bolajon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

export interface RequestsInFlight {
  /** Requests whose handler has not answered yet, whether or not their client still waits. */
  readonly count: number;
  /** Resolves when no request is in flight (at once if none is). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestsInFlight: RequestsInFlight;
  }
}

/** Seconds a client is told to wait before retrying a request refused while shutting down. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Counts requests from their arrival until their handler has answered, so the server closes
 * the database only after the last one (server.ts). `app.close()` alone does not wait for them:
 * it waits for connections, and a client that gave up (a benchmark ending, a closed tab) takes
 * its connection away while its handler still writes. Once closing, requests that arrive on an
 * open connection get 503 (our error shape, not Fastify's) and every answer closes its
 * connection, so keep-alive clients do not hold the close up for the keep-alive timeout.
 * Register before any route (Fastify option `return503OnClosing: false`).
 */
export function trackRequestsInFlight(app: FastifyInstance) {
  const running = new WeakSet<FastifyRequest>();
  let waiters: (() => void)[] = [];
  let closing = false;
  const tracker = {
    count: 0,
    idle: () =>
      tracker.count === 0 ? Promise.resolve() : new Promise<void>((r) => waiters.push(r)),
  };
  const answered = (request: FastifyRequest) => {
    if (!running.delete(request)) return;
    tracker.count -= 1;
    if (tracker.count === 0) {
      const resolve = waiters;
      waiters = [];
      resolve.forEach((r) => r());
    }
  };

  app.decorate('requestsInFlight', tracker as RequestsInFlight);
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request) => {
    if (closing) {
      throw new AppError(
        503,
        errorCodes.serviceUnavailable,
        'The server is restarting; try again in a moment',
        { retryAfterSeconds: RETRY_AFTER_SECONDS },
      );
    }
    running.add(request);
    tracker.count += 1;
  });
  // onSend runs when the handler has answered, even for a client that has gone; onResponse
  // covers an answer that skipped onSend.
  app.addHook('onSend', async (request, reply) => {
    if (closing) reply.header('connection', 'close');
    answered(request);
  });
  app.addHook('onResponse', async (request) => answered(request));
}
