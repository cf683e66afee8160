import { errorCodes } from '@bolajon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/** What a refused client is told to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Bounds the requests that wait for the embedded database (ADR 0020). PGlite runs one statement
 * at a time in this process, so every request in flight queues behind the others: past
 * `maxPending` of them (running or waiting), a new request is answered 503 SERVICE_UNAVAILABLE
 * with Retry-After at once instead of joining a queue it would wait seconds in. Counts the
 * requests of the routes registered in `app` (its encapsulation context) from their arrival
 * until they are answered. Only for PGlite: PostgreSQL has its own pool and queue.
 */
export function boundDatabaseQueue(app: FastifyInstance, maxPending: number) {
  const counted = new WeakSet<FastifyRequest>();
  let pending = 0;
  const done = (request: FastifyRequest) => {
    if (counted.delete(request)) pending -= 1;
  };
  app.addHook('onRequest', async (request) => {
    if (pending >= maxPending) {
      throw new AppError(
        503,
        errorCodes.serviceUnavailable,
        'The server is busy; try again in a moment',
        { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
      );
    }
    counted.add(request);
    pending += 1;
  });
  // onSend: the handler has answered (even for a client that has gone); onResponse covers an
  // answer that skipped onSend.
  app.addHook('onSend', async (request) => done(request));
  app.addHook('onResponse', async (request) => done(request));
}
