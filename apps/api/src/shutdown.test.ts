import { connect } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './plugins/errors.js';
import { trackReadiness } from './modules/health/readiness.js';
import { trackRequestsInFlight } from './plugins/requests-in-flight.js';
import { shutDown } from './shutdown.js';

/**
 * An app with the server's in-flight tracking and a POST /slow whose handler "writes" when the
 * test lets it; `events` records the order of handler ends and database closes.
 */
async function appWithSlowRoute() {
  const events: string[] = [];
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream }, return503OnClosing: false });
  trackRequestsInFlight(app);
  trackReadiness(app);
  registerErrorHandler(app);
  let letFinish = () => {};
  const gate = new Promise<void>((resolve) => (letFinish = resolve));
  app.post('/slow', async () => {
    await gate;
    events.push('handler wrote');
    return { ok: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  // The moment the server stops accepting connections, and whether it was still ready then.
  let readyWhenClosing: boolean | undefined;
  let closeStarted = () => {};
  const closeStarts = new Promise<void>((resolve) => (closeStarted = resolve));
  app.addHook('preClose', async () => {
    readyWhenClosing = !app.readiness.shuttingDown;
    closeStarted();
  });
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const database = {
    close: async () => {
      events.push('database closed');
    },
  };
  const inFlight = async (count: number) => {
    while (app.requestsInFlight.count !== count) await new Promise((r) => setTimeout(r, 5));
  };
  return {
    app,
    port,
    events,
    logs,
    database,
    letFinish,
    inFlight,
    closeStarts,
    readyWhenClosing: () => readyWhenClosing,
  };
}

const slowRequest = (port: number, signal?: AbortSignal) =>
  fetch(`http://127.0.0.1:${port}/slow`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    ...(signal ? { signal } : {}),
  });

describe('shutDown', () => {
  it('counts every kind of answer out again: success, unknown path, bad body, failing handler', async () => {
    const t = await appWithSlowRoute();
    const base = `http://127.0.0.1:${t.port}`;
    const statuses = await Promise.all([
      fetch(`${base}/fast`).then((r) => r.status),
      fetch(`${base}/nowhere`).then((r) => r.status),
      fetch(`${base}/slow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{not json',
      }).then((r) => r.status),
      fetch(`${base}/broken`).then((r) => r.status),
    ]);
    expect(statuses).toEqual([200, 404, 400, 500]);
    expect(t.app.requestsInFlight.count).toBe(0);
    expect(await shutDown(t.app, t.database, 5_000)).toBe(true);
  });

  it('marks the app not ready before it stops accepting connections (ADR 0055)', async () => {
    const t = await appWithSlowRoute();
    const response = slowRequest(t.port);
    await t.inFlight(1);
    expect(t.app.readiness.shuttingDown).toBe(false);

    const closing = shutDown(t.app, t.database, 5_000);
    // Marked at once, while the request in flight still runs and before the close began.
    expect(t.app.readiness.shuttingDown).toBe(true);
    await t.closeStarts;
    expect(t.readyWhenClosing()).toBe(false);
    expect(t.app.requestsInFlight.count).toBe(1);
    t.letFinish();
    expect((await response).status).toBe(200);
    expect(await closing).toBe(true);
    expect(t.events).toEqual(['handler wrote', 'database closed']);
  });

  it('closes the database only after a request whose client gave up has finished', async () => {
    const t = await appWithSlowRoute();
    const abort = new AbortController();
    const request = slowRequest(t.port, abort.signal).catch(() => 'aborted');
    await t.inFlight(1);
    abort.abort();
    expect(await request).toBe('aborted');

    const closing = shutDown(t.app, t.database, 5_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(t.events).toEqual([]);
    t.letFinish();
    expect(await closing).toBe(true);
    expect(t.events).toEqual(['handler wrote', 'database closed']);
  });

  it('lets a keep-alive request finish and closes its connection, not waiting out the keep-alive', async () => {
    const t = await appWithSlowRoute();
    const response = slowRequest(t.port);
    await t.inFlight(1);
    const started = Date.now();
    const closing = shutDown(t.app, t.database, 5_000);
    setTimeout(t.letFinish, 100);
    const res = await response;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect(await closing).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(t.events).toEqual(['handler wrote', 'database closed']);
  });

  it('answers a request that arrives while closing with 503 in the API error shape', async () => {
    const t = await appWithSlowRoute();
    const response = slowRequest(t.port);
    await t.inFlight(1);
    // A second client whose request was still arriving when the signal came.
    const socket = connect(t.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n');
    await new Promise((r) => setTimeout(r, 50));

    const closing = shutDown(t.app, t.database, 5_000);
    await new Promise((r) => setTimeout(r, 50));
    socket.write('\r\n');
    await ended;
    t.letFinish();
    expect((await response).status).toBe(200);
    expect(await closing).toBe(true);

    expect(received).toMatch(/^HTTP\/1\.1 503/);
    expect(received).toMatch(/retry-after: 5/i);
    expect(received).toMatch(/connection: close/i);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      message: expect.stringContaining('restarting'),
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(t.events).toEqual(['handler wrote', 'database closed']);
  });

  it('stops waiting after the grace period: drops the connections, closes the database and says so', async () => {
    const t = await appWithSlowRoute();
    const response = slowRequest(t.port).catch(() => 'connection dropped');
    await t.inFlight(1);
    expect(await shutDown(t.app, t.database, 200)).toBe(false);
    expect(await response).toBe('connection dropped');
    expect(t.events).toEqual(['database closed']);
    expect(t.logs.join('')).toContain('requests still running 0.2 s after the signal');
    t.letFinish();
  });
});
