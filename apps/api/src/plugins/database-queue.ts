import { errorCodes } from '@bolajon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { FairTurns } from '../lib/fair-turns.js';
import { clientKey } from './client-address.js';

/** The bound queues of each database (by its turns), read by the metrics. */
const queuesByTurns = new WeakMap<FairTurns, Set<{ pending: number }>>();

/**
 * Requests in the bounded queues in front of the database whose turns these are (running or
 * waiting); 0 if none. One app has one; tests may build several on one database.
 */
export function pendingRequests(turns: FairTurns): number {
  let pending = 0;
  for (const queue of queuesByTurns.get(turns) ?? []) pending += queue.pending;
  return pending;
}

/**
 * A route whose `config` says so is never counted nor refused: it does not touch the database
 * (GET /api/health, the liveness check, answers while the queue is full).
 */
export interface DatabaseQueueRouteConfig {
  databaseFree?: boolean;
}

/** What a refused client is told to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Whom a request is counted for, and whose turn its statements take (ADR 0028): the signed-in
 * user of a valid access token (checked once per token string, ADR 0022), else the client's
 * address key, so that made-up tokens all count under their sender's address.
 */
async function clientOf(app: FastifyInstance, request: FastifyRequest) {
  const claims = await app.bearerClaims(request);
  return claims ? `user:${claims.userId}` : `address:${clientKey(request)}`;
}

/**
 * Bounds the requests that wait for the embedded database (ADR 0020) and shares them out fairly
 * (ADR 0028). PGlite runs one statement at a time in this process, so every request in flight
 * queues behind the others: past `maxPending` of them (running or waiting), a new request is
 * answered 503 SERVICE_UNAVAILABLE with Retry-After at once instead of joining a queue it would
 * wait seconds in — unless its client holds less than its fair share (`maxPending` over the
 * clients with requests in flight), up to twice `maxPending`: one client that filled the queue
 * alone does not lock the next one out, and its own new requests are refused until the queue is
 * back under the bound. With `turns` (the database's), each request's statements take turns by
 * client. Counts the requests of the routes registered in `app` (its encapsulation context) from
 * their arrival until they are answered. Only for PGlite: PostgreSQL has its own pool and queue.
 */
export function boundDatabaseQueue(app: FastifyInstance, maxPending: number, turns?: FairTurns) {
  const counted = new WeakMap<FastifyRequest, string>();
  const held = new Map<string, number>();
  const queue = { pending: 0 };
  if (turns) {
    const queues = queuesByTurns.get(turns) ?? new Set();
    queuesByTurns.set(turns, queues.add(queue));
    app.addHook('onClose', async () => {
      queues.delete(queue);
    });
  }
  const done = (request: FastifyRequest) => {
    const client = counted.get(request);
    if (client === undefined) return;
    counted.delete(request);
    queue.pending -= 1;
    const left = (held.get(client) ?? 1) - 1;
    if (left > 0) held.set(client, left);
    else held.delete(client);
  };
  app.addHook('onRequest', async (request) => {
    if ((request.routeOptions.config as DatabaseQueueRouteConfig).databaseFree) return;
    // The lane is entered before the first await, so the rest of the request runs in it.
    const lane = turns?.enter();
    const client = await clientOf(app, request);
    const mine = held.get(client) ?? 0;
    const share = Math.ceil(maxPending / (held.size + (mine === 0 ? 1 : 0)));
    const { pending } = queue;
    if (pending >= 2 * maxPending || (pending >= maxPending && mine >= share)) {
      throw new AppError(
        503,
        errorCodes.serviceUnavailable,
        'The server is busy; try again in a moment',
        { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
      );
    }
    counted.set(request, client);
    held.set(client, mine + 1);
    queue.pending += 1;
    if (lane) lane.key = client;
  });
  // onSend: the handler has answered (even for a client that has gone); onResponse covers an
  // answer that skipped onSend.
  app.addHook('onSend', async (request) => done(request));
  app.addHook('onResponse', async (request) => done(request));
}
