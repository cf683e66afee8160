import nodeCluster from 'node:cluster';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';

/**
 * The process's metrics (ADR 0055): one registry and one object per metric, created when this
 * module loads, so the many apps a test file builds share them and nothing is registered twice.
 * Values read at scrape time (the PGlite queue, the content version) come from the apps alive in
 * this process ({@link addMetricsSource}); in production that is one.
 */
export const metricsRegistry = new Registry();

const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'bolajon_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'bolajon_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

export const databaseQueryDuration = new Histogram({
  name: 'bolajon_database_query_duration_seconds',
  help: 'Time the database took for a statement (PGlite: once its turn came), by engine',
  labelNames: ['engine'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

/** Times one statement into {@link databaseQueryDuration}; call the result when it settles. */
export function timeQuery(engine: 'pglite' | 'postgres'): () => void {
  return databaseQueryDuration.startTimer({ engine });
}

export const ttsSyntheses = new Counter({
  name: 'bolajon_tts_syntheses_total',
  help: 'New phrases asked of the speech engine, by result (made, failed, busy: the queue was full)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const ttsQueue = new Gauge({
  name: 'bolajon_tts_synthesis_queue',
  help: 'Syntheses running and waiting for a slot (TTS_MAX_CONCURRENT, TTS_MAX_QUEUED)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const smsSends = new Counter({
  name: 'bolajon_sms_sends_total',
  help: 'Text messages handed to the SMS provider, by provider and result (sent, failed)',
  labelNames: ['provider', 'result'] as const,
  registers: [metricsRegistry],
});

/** What an app lends the scrape-time gauges while it is alive. */
export interface MetricsSource {
  /**
   * The database's queue (its turns): apps on one database (tests) share a queue, counted once.
   */
  queue?: object;
  /** PGlite: requests counted by the bounded queue (running or waiting). */
  pendingRequests?: () => number;
  /** PGlite: statements waiting for their turn (ADR 0028). */
  waitingStatements?: () => number;
  /** The catalogue's version in this app's database. */
  contentVersion?: () => Promise<number>;
}

const sources = new Set<MetricsSource>();

/** Lends `source` to the gauges until the returned function is called (the app closes). */
export function addMetricsSource(source: MetricsSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

/** The sum of `read` over the sources, each database's queue once. */
function sumOfQueues(read: (source: MetricsSource) => number | undefined): number {
  const seen = new Set<object>();
  let total = 0;
  for (const source of sources) {
    if (source.queue) {
      if (seen.has(source.queue)) continue;
      seen.add(source.queue);
    }
    total += read(source) ?? 0;
  }
  return total;
}

new Gauge({
  name: 'bolajon_pglite_queue_requests',
  help: 'PGlite: requests in the bounded database queue, running or waiting (PGLITE_MAX_PENDING)',
  registers: [metricsRegistry],
  collect() {
    this.set(sumOfQueues((source) => source.pendingRequests?.()));
  },
});

new Gauge({
  name: 'bolajon_pglite_queue_statements',
  help: 'PGlite: statements waiting for their turn on the embedded database',
  registers: [metricsRegistry],
  collect() {
    this.set(sumOfQueues((source) => source.waitingStatements?.()));
  },
});

new Gauge({
  name: 'bolajon_content_version',
  help: 'The catalogue version this process reads (the highest of its workers when summed)',
  aggregator: 'max',
  registers: [metricsRegistry],
  async collect() {
    const versions = await Promise.all(
      [...sources].map((source) => source.contentVersion?.().catch(() => undefined)),
    );
    const known = versions.filter((version): version is number => version !== undefined);
    // A database that does not answer leaves the last value, rather than failing the scrape.
    if (known.length > 0) this.set(Math.max(...known));
  },
});

let processMetrics = false;
/** Node's and the process's own metrics (memory, CPU, event loop lag), once per process. */
export function collectProcessMetrics() {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** This process's metrics in the Prometheus text format. */
export const localMetricsText = () => metricsRegistry.metrics();

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;

// The cluster protocol. A scrape lands on one worker; that worker asks the primary, the primary
// asks every worker for its metrics as JSON, sums them and answers the text.
const SCRAPE = 'bolajon:metrics:scrape';
const SCRAPED = 'bolajon:metrics:scraped';
const COLLECT = 'bolajon:metrics:collect';
const COLLECTED = 'bolajon:metrics:collected';

/** How long a worker waits for the primary's sum, and the primary for each worker. */
export const CLUSTER_METRICS_TIMEOUT_MS = 5_000;

type Message =
  | { type: typeof SCRAPE; id: number }
  | { type: typeof SCRAPED; id: number; text?: string; error?: string }
  | { type: typeof COLLECT; id: number }
  | { type: typeof COLLECTED; id: number; metrics?: MetricObjectWithValues<MetricValue<string>>[] };

const isMessage = (message: unknown): message is Message =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as { type?: unknown }).type === 'string' &&
  (message as { type: string }).type.startsWith('bolajon:metrics:');

/** The side of the IPC channel a worker holds: `process` in a cluster worker. */
export interface WorkerChannel {
  send?: ((message: Message) => unknown) | undefined;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** What the primary needs of node:cluster. */
export interface PrimaryCluster {
  readonly workers?: NodeJS.Dict<{ send(message: Message): unknown; isConnected(): boolean }>;
  on(event: 'message', listener: (worker: { id: number }, message: unknown) => void): unknown;
}

export class ClusterMetricsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClusterMetricsError';
  }
}

const collectedWorkers = new WeakSet<WorkerChannel>();

/**
 * In a worker: answers the primary's requests for this process's metrics (once per channel),
 * whichever app registered first; `collect` is this process's registry unless a test gives one.
 */
export function answerMetricsCollection(
  channel: WorkerChannel = process,
  collect: () => Promise<MetricObjectWithValues<MetricValue<string>>[]> = () =>
    metricsRegistry.getMetricsAsJSON(),
) {
  if (collectedWorkers.has(channel)) return;
  collectedWorkers.add(channel);
  channel.on('message', (message) => {
    if (!isMessage(message) || message.type !== COLLECT) return;
    void collect().then(
      (metrics) => channel.send?.({ type: COLLECTED, id: message.id, metrics }),
      () => channel.send?.({ type: COLLECTED, id: message.id }),
    );
  });
}

let nextScrape = 0;

/**
 * In a worker: the metrics of every worker, summed by the primary. Rejects with
 * ClusterMetricsError when the primary does not answer within `timeoutMs` (no aggregator
 * started, or a worker did not answer it).
 */
export function scrapeThroughPrimary(
  channel: WorkerChannel = process,
  // A second longer than the primary waits for the workers, so its reason comes first.
  timeoutMs = CLUSTER_METRICS_TIMEOUT_MS + 1_000,
): Promise<string> {
  const id = (nextScrape += 1);
  return new Promise<string>((resolve, reject) => {
    const finish = (error: Error | null, text?: string) => {
      clearTimeout(timer);
      channel.off('message', listener);
      if (error) reject(error);
      else resolve(text ?? '');
    };
    const listener = (message: unknown) => {
      if (!isMessage(message) || message.type !== SCRAPED || message.id !== id) return;
      if (message.text === undefined) {
        finish(new ClusterMetricsError(message.error ?? 'the primary could not sum the metrics'));
      } else finish(null, message.text);
    };
    const timer = setTimeout(
      () => finish(new ClusterMetricsError('the primary did not answer with the metrics in time')),
      timeoutMs,
    );
    channel.on('message', listener);
    if (!channel.send) finish(new ClusterMetricsError('this process has no primary to ask'));
    else channel.send({ type: SCRAPE, id });
  });
}

/**
 * In the cluster primary (the lead calls it once, before forking): answers a worker's scrape
 * with the sum of every connected worker's metrics (AggregatorRegistry.aggregate: counters and
 * histograms summed, the content version the highest). A worker that does not answer within
 * `timeoutMs` fails that scrape rather than making the counters seem to go back.
 */
export function startMetricsAggregator(
  cluster: PrimaryCluster = nodeCluster,
  timeoutMs = CLUSTER_METRICS_TIMEOUT_MS,
) {
  let nextCollection = 0;
  const collections = new Map<
    number,
    {
      waiting: number;
      metrics: MetricObjectWithValues<MetricValue<string>>[][];
      done: (error: string | null) => void;
    }
  >();

  const scrape = async (): Promise<string> => {
    const workers = Object.values(cluster.workers ?? {}).filter(
      (worker) => worker?.isConnected() === true,
    );
    const id = (nextCollection += 1);
    const metrics: MetricObjectWithValues<MetricValue<string>>[][] = [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done('a worker did not send its metrics in time'), timeoutMs);
      function done(error: string | null) {
        clearTimeout(timer);
        collections.delete(id);
        if (error) reject(new ClusterMetricsError(error));
        else resolve();
      }
      collections.set(id, { waiting: workers.length, metrics, done });
      if (workers.length === 0) done(null);
      for (const worker of workers) worker?.send({ type: COLLECT, id });
    });
    return AggregatorRegistry.aggregate(metrics).metrics();
  };

  cluster.on('message', (worker, message) => {
    if (!isMessage(message)) return;
    if (message.type === COLLECTED) {
      const collection = collections.get(message.id);
      if (!collection) return;
      if (!message.metrics) {
        collection.done(`worker ${worker.id} could not collect its metrics`);
        return;
      }
      collection.metrics.push(message.metrics);
      collection.waiting -= 1;
      if (collection.waiting === 0) collection.done(null);
    } else if (message.type === SCRAPE) {
      const asker = cluster.workers?.[worker.id];
      void scrape().then(
        (text) => asker?.send({ type: SCRAPED, id: message.id, text }),
        (error: unknown) =>
          asker?.send({
            type: SCRAPED,
            id: message.id,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
    }
  });
}
