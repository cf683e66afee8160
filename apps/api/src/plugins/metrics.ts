import { createHash, timingSafeEqual } from 'node:crypto';
import nodeCluster from 'node:cluster';
import { errorCodes } from '@bolajon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import type { Env } from '../env.js';
import { AppError, notFound } from '../errors.js';
import {
  METRICS_CONTENT_TYPE,
  addMetricsSource,
  answerMetricsCollection,
  collectProcessMetrics,
  httpRequestDuration,
  httpRequests,
  localMetricsText,
  scrapeThroughPrimary,
  type WorkerChannel,
} from '../lib/metrics.js';
import { readContentVersion } from '../modules/content-cache/content-version.js';
import { pendingRequests } from './database-queue.js';

/** The route label of a request no route matched: one label, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsOptions {
  database: Database;
  env: Pick<Env, 'METRICS_TOKEN'>;
  /**
   * How this process reaches its cluster's primary: `process` in a node:cluster worker, null in a
   * single process (its own metrics are the answer). Tests give a fake.
   */
  cluster?: WorkerChannel | null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries exactly `Bearer <token>`, compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  // Digests of both: equal lengths for timingSafeEqual, and the token's length is not told.
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

function refuse(reply: FastifyReply): never {
  reply.header('www-authenticate', 'Bearer realm="metrics"');
  throw new AppError(
    401,
    errorCodes.unauthorized,
    'The metrics need Authorization: Bearer and the METRICS_TOKEN',
  );
}

/**
 * Prometheus metrics (ADR 0055): every request counted and timed by method, route template and
 * status; the app's PGlite queue and content version lent to the scrape-time gauges; and
 * GET /metrics (outside /api, not in the API document) for a scraper holding METRICS_TOKEN.
 * Without METRICS_TOKEN it answers 404, even where the web app answers every other path. In a
 * cluster worker the answer is the sum of every worker, asked of the primary (lib/metrics.ts).
 * Registered before every route.
 */
export async function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const { database, env } = options;
  const cluster = options.cluster !== undefined ? options.cluster : clusterChannel();
  collectProcessMetrics();
  if (cluster) answerMetricsCollection(cluster);

  const turns = database.turns;
  const release = addMetricsSource({
    ...(turns
      ? {
          queue: turns,
          pendingRequests: () => pendingRequests(turns),
          waitingStatements: () => turns.waiting,
        }
      : {}),
    contentVersion: () => readContentVersion(database.db),
  });
  app.addHook('onClose', async () => {
    release();
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });

  const token = env.METRICS_TOKEN;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Off without a token: a 404 of its own, not the web app's page a scraper would misread.
    if (!token) throw notFound('Metrics are off: the server has no METRICS_TOKEN');
    if (!hasToken(request, token)) refuse(reply);
    let text: string;
    try {
      text = cluster ? await scrapeThroughPrimary(cluster) : await localMetricsText();
    } catch (error) {
      request.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'metrics could not be collected',
      );
      throw new AppError(
        503,
        errorCodes.serviceUnavailable,
        'The metrics of every worker could not be collected; try again',
      );
    }
    return reply.type(METRICS_CONTENT_TYPE).send(text);
  });
}

/** `process` when this is a node:cluster worker, else null. */
function clusterChannel(): WorkerChannel | null {
  return nodeCluster.isWorker ? process : null;
}
