import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { Counter, Gauge, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { testEnv } from '../env.js';
import {
  ClusterMetricsError,
  answerMetricsCollection,
  metricsRegistry,
  scrapeThroughPrimary,
  startMetricsAggregator,
  type PrimaryCluster,
  type WorkerChannel,
} from '../lib/metrics.js';
import { bumpContentVersion } from '../modules/content-cache/content-version.js';
import { countSends, createSmsSender } from '../sms/index.js';
import { createTestApp, uniquePhone, type TestContext } from '../test/app.js';
import type { SpeechAudio, TtsEngine } from '../tts/engine.js';
import { TtsError } from '../tts/tts-error.js';
import { registerErrorHandler } from './errors.js';
import { registerMetrics } from './metrics.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
const engine = process.env['TEST_DB_ENGINE'] === 'postgres' ? 'postgres' : 'pglite';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => ctx.close());

const scrape = (app: App = ctx.app, token = TOKEN) =>
  app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

/** Parses the Prometheus text: the sum of the samples named `name` whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      total += Number(match[3]);
    }
  }
  return total;
}

async function scraped(app: App = ctx.app): Promise<string> {
  const response = await scrape(app);
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** A gauge's value in this process's registry, without a scrape. */
async function gauge(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric(name)!.get();
  const value = metric.values.find((v) =>
    Object.entries(labels).every(([key, wanted]) => v.labels[key] === wanted),
  );
  return value?.value ?? 0;
}

/** Polls `check` until it holds: generous, so a busy machine passes; no fixed wait. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 2_000; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the condition never held');
}

describe('GET /metrics: who may read it', () => {
  it('is 401 with WWW-Authenticate without the token or with another one', async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(1)}` },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const response = await ctx.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        code: 'UNAUTHORIZED',
        message: 'The metrics need Authorization: Bearer and the METRICS_TOKEN',
      });
    }
  });

  it('is 404 when METRICS_TOKEN is not set: never public', async () => {
    const other = await createTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await other.app.inject({ url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json<{ code: string }>().code).toBe('NOT_FOUND');
      }
    } finally {
      await other.close();
    }
  });

  it('is the Prometheus text with the token, never cached, with the process metrics', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE bolajon_http_requests_total counter');
    expect(response.body).toContain('# TYPE bolajon_http_request_duration_seconds histogram');
    expect(sample(response.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(response.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('never logs the token', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      database: ctx.database,
      env: testEnv({ METRICS_TOKEN: TOKEN }),
      tts: null,
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    await app.ready();
    try {
      expect((await scrape(app)).statusCode).toBe(200);
      expect((await scrape(app, `${TOKEN}-wrong`)).statusCode).toBe(401);
      expect(lines.join('')).toContain('/metrics');
      expect(lines.join('')).not.toContain(TOKEN);
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics: what it counts', () => {
  it('counts requests by route template and status, exactly, and unmatched URLs as one route', async () => {
    const labels = { method: 'GET', route: '/api/games/:id', status: '401' };
    const before = await scraped();
    // The template, not the URL: three ids, one series.
    for (const id of [999_001, 999_002, 999_003]) {
      expect((await ctx.app.inject({ url: `/api/games/${id}` })).statusCode).toBe(401);
    }
    await ctx.app.inject({ url: '/no/such/page/1' });
    await ctx.app.inject({ url: '/no/such/page/2' });
    const after = await scraped();

    const moved = (name: string, l: Record<string, string>) =>
      sample(after, name, l) - sample(before, name, l);
    expect(moved('bolajon_http_requests_total', labels)).toBe(3);
    expect(moved('bolajon_http_request_duration_seconds_count', labels)).toBe(3);
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    expect(moved('bolajon_http_requests_total', unmatched)).toBe(2);
    expect(after).not.toContain('/no/such/page');
    expect(after).not.toContain('999001');
  });

  it('times the database statements', async () => {
    const count = (text: string) =>
      sample(text, 'bolajon_database_query_duration_seconds_count', { engine });
    const before = count(await scraped());
    expect((await ctx.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    // A transaction's statements too (on PGlite they run on the transaction's own client).
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute('select 1');
      await tx.execute('select 2');
    });
    expect(count(await scraped()) - before).toBeGreaterThanOrEqual(3);
  });

  it('reads the content version at scrape time', async () => {
    const before = sample(await scraped(), 'bolajon_content_version');
    await bumpContentVersion(ctx.database.db);
    expect(sample(await scraped(), 'bolajon_content_version')).toBe(before + 1);
  });

  it.runIf(engine === 'pglite')(
    'reads the PGlite queue at scrape time: requests in it, statements waiting',
    async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const hold = ctx.database.db.transaction(async () => {
        holding();
        await released;
      });
      await held;
      const waiting = [1, 2].map((i) =>
        ctx.app
          .inject({ url: '/api/ready', remoteAddress: `10.77.0.${i}` })
          .then((response) => response),
      );
      try {
        await until(
          async () =>
            (await gauge('bolajon_pglite_queue_requests')) === 2 &&
            (await gauge('bolajon_pglite_queue_statements')) === 2,
        );
      } finally {
        release();
        await hold;
      }
      expect((await Promise.all(waiting)).map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await gauge('bolajon_pglite_queue_requests')).toBe(0);
      expect(await gauge('bolajon_pglite_queue_statements')).toBe(0);
    },
  );

  it('counts text messages sent and failed by provider', async () => {
    countSends(ctx.sms);
    const labels = (result: string) => ({ provider: 'recording', result });
    const before = await scraped();
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user-auth/register',
        payload: { phone: uniquePhone(), name: 'Malika' },
      });
    expect((await register()).statusCode).toBe(200);
    ctx.sms.failing = true;
    try {
      expect((await register()).statusCode).toBe(503);
    } finally {
      ctx.sms.failing = false;
    }
    const after = await scraped();
    for (const result of ['sent', 'failed']) {
      const name = 'bolajon_sms_sends_total';
      expect(sample(after, name, labels(result)) - sample(before, name, labels(result))).toBe(1);
    }
  });

  it('counts the messages of the sender SMS_PROVIDER names', async () => {
    const sender = createSmsSender(testEnv({ SMS_PROVIDER: 'console' }));
    const labels = { provider: 'console', result: 'sent' };
    const before = sample(await scraped(), 'bolajon_sms_sends_total', labels);
    await sender.send('+998901234567', 'Bolajon: 1234');
    expect(sample(await scraped(), 'bolajon_sms_sends_total', labels)).toBe(before + 1);
  });
});

/** Ogg-looking bytes; can be held back (to fill the queue) or made to fail. */
class FakeEngine implements TtsEngine {
  readonly name = 'fake';
  failing = false;
  calls = 0;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;
  hold() {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release() {
    this.open();
  }
  async synthesize(): Promise<SpeechAudio> {
    this.calls += 1;
    await this.gate;
    if (this.failing) throw new TtsError('fake engine is down');
    const data = Buffer.alloc(2000, 1);
    data.write('OggS', 0, 'latin1');
    return { data, contentType: 'audio/ogg' };
  }
}

describe('GET /metrics: speech synthesis', () => {
  it('counts syntheses by result and follows the queue', async () => {
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-metrics-'));
    const tts = new FakeEngine();
    const app = await buildApp({
      database: ctx.database,
      env: testEnv({ MEDIA_DIR: mediaDir, METRICS_TOKEN: TOKEN, TTS_MAX_CONCURRENT: '1' }),
      tts,
      logger: false,
    });
    await app.ready();
    const speak = (speechText: string, address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/audio',
        payload: { speechText },
        remoteAddress: address,
      });
    const count = (text: string, result: string) =>
      sample(text, 'bolajon_tts_syntheses_total', { result });
    try {
      const before = await scraped(app);

      tts.hold();
      const first = speak('Кошка спит', '10.66.0.1');
      const second = speak('Собака бежит', '10.66.0.2');
      await until(
        async () =>
          tts.calls === 1 &&
          (await gauge('bolajon_tts_synthesis_queue', { state: 'waiting' })) === 1,
      );
      const busy = await scraped(app);
      expect(sample(busy, 'bolajon_tts_synthesis_queue', { state: 'running' })).toBe(1);
      expect(sample(busy, 'bolajon_tts_synthesis_queue', { state: 'waiting' })).toBe(1);
      tts.release();
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);

      tts.failing = true;
      expect((await speak('Птица поёт', '10.66.0.3')).statusCode).toBe(503);

      const after = await scraped(app);
      expect(count(after, 'made') - count(before, 'made')).toBe(2);
      expect(count(after, 'failed') - count(before, 'failed')).toBe(1);
      expect(sample(after, 'bolajon_tts_synthesis_queue', { state: 'running' })).toBe(0);
      expect(sample(after, 'bolajon_tts_synthesis_queue', { state: 'waiting' })).toBe(0);
    } finally {
      await app.close();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});

/**
 * node:cluster in miniature: a primary and workers whose messages cross on the next loop turn,
 * copied as IPC would.
 */
function fakeCluster(workerCount: number) {
  const primary = new EventEmitter() as EventEmitter & PrimaryCluster;
  const channels: (EventEmitter & WorkerChannel)[] = [];
  const workers: NodeJS.Dict<{ send(message: unknown): void; isConnected(): boolean }> = {};
  for (let id = 1; id <= workerCount; id++) {
    const channel = new EventEmitter() as EventEmitter & WorkerChannel;
    channel.send = (message) =>
      void setImmediate(() => primary.emit('message', { id }, structuredClone(message)));
    channels.push(channel);
    workers[id] = {
      send: (message) => void setImmediate(() => channel.emit('message', structuredClone(message))),
      isConnected: () => true,
    };
  }
  Object.assign(primary, { workers });
  return { primary, channels };
}

/** A worker's own registry: sends counted, and a content version. */
function workerRegistry(sent: number, version: number) {
  const registry = new Registry();
  new Counter({
    name: 'bolajon_sms_sends_total',
    help: 'x',
    labelNames: ['provider', 'result'],
    registers: [registry],
  }).inc({ provider: 'recording', result: 'sent' }, sent);
  new Gauge({
    name: 'bolajon_content_version',
    help: 'x',
    aggregator: 'max',
    registers: [registry],
  }).set(version);
  return registry;
}

describe('many processes: a scrape of one worker answers the sum of every worker', () => {
  it('sums counters and takes the highest content version, through the primary', async () => {
    const { primary, channels } = fakeCluster(3);
    startMetricsAggregator(primary, 1_000);
    channels.forEach((channel, i) =>
      answerMetricsCollection(channel, () => workerRegistry(i + 1, 10 + i).getMetricsAsJSON()),
    );
    const text = await scrapeThroughPrimary(channels[1]!, 5_000);
    expect(sample(text, 'bolajon_sms_sends_total', { provider: 'recording', result: 'sent' })).toBe(
      6,
    );
    expect(sample(text, 'bolajon_content_version')).toBe(12);
  });

  it('fails the scrape when the primary does not answer in time, or a worker cannot collect', async () => {
    const silent = new EventEmitter() as EventEmitter & WorkerChannel;
    silent.send = () => undefined;
    await expect(scrapeThroughPrimary(silent, 20)).rejects.toBeInstanceOf(ClusterMetricsError);

    const { primary, channels } = fakeCluster(2);
    startMetricsAggregator(primary, 1_000);
    answerMetricsCollection(channels[0]!, () => workerRegistry(1, 1).getMetricsAsJSON());
    answerMetricsCollection(channels[1]!, () => Promise.reject(new Error('broken')));
    await expect(scrapeThroughPrimary(channels[0]!, 5_000)).rejects.toThrow(
      /worker 2 could not collect its metrics/,
    );
  });

  it('a worker’s /metrics is the sum (this process and another worker), and 503 when it fails', async () => {
    const { primary, channels } = fakeCluster(2);
    startMetricsAggregator(primary, 1_000);
    answerMetricsCollection(channels[1]!, () => workerRegistry(5, 1).getMetricsAsJSON());
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    // Worker 1 is this process: its own registry is what it sends the primary.
    await registerMetrics(app, {
      database: ctx.database,
      env: { METRICS_TOKEN: TOKEN },
      cluster: channels[0]!,
    });
    await app.ready();
    try {
      const labels = { provider: 'recording', result: 'sent' };
      const own = sample(await metricsRegistry.metrics(), 'bolajon_sms_sends_total', labels);
      const response = await app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(sample(response.body, 'bolajon_sms_sends_total', labels)).toBe(own + 5);

      // Worker 2 stops answering its collections: the primary's wait runs out, the scrape is 503.
      channels[1]!.removeAllListeners('message');
      const failed = await app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The metrics of every worker could not be collected; try again',
      });
    } finally {
      await app.close();
    }
  });
});
