import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.js';
import { userQuestions } from './db/schema/index.js';
import { freePort } from './test/free-port.js';
import { callApi, servedDatabases, signUpOver } from './test/served-database.js';
import {
  errorsIn,
  exitWithin,
  pgliteEnv,
  SERVER_START_LIMIT_MS,
  spawnServer,
  startServer,
  stopServer,
} from './test/server-process.js';

const databases = servedDatabases();
afterAll(() => databases.cleanUp());
const newDataDir = databases.newDataDir;
const seededDatabase = () => databases.seeded();

async function storedAnswers(open: () => Promise<Database>) {
  const database = await open();
  try {
    const rows = await database.db.select({ answer: userQuestions.answer }).from(userQuestions);
    return new Set(rows.map((r) => r.answer));
  } finally {
    await database.close();
  }
}

describe('the server process', () => {
  it('keeps what it wrote when killed with SIGKILL, and the next server opens the folder and serves it', async () => {
    const dataDir = newDataDir();
    let port = await freePort();
    const phone = '+998977770011';

    const first = await startServer(pgliteEnv(dataDir), port);
    const { status, token } = await signUpOver(port, phone, { name: 'Durable' });
    expect(status).toBe(200);
    await callApi(port, 'PUT', '/users/me', { body: { age: 6 }, token });

    first.child.kill('SIGKILL');
    await first.exited;

    // The crash left no lock behind: the next server starts on the same folder.
    port = await freePort();
    const second = await startServer(pgliteEnv(dataDir), port);
    try {
      const me = await callApi(port, 'GET', '/users/me', { token });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ name: 'Durable', age: 6, phone });
    } finally {
      await stopServer(second);
    }
  }, 600_000);

  it('refuses a second server on the same embedded database, naming the first; the first keeps serving', async () => {
    const dataDir = newDataDir();
    const first = await startServer(pgliteEnv(dataDir), await freePort());
    try {
      const second = spawnServer(pgliteEnv(dataDir), await freePort());
      const code = await exitWithin(second, SERVER_START_LIMIT_MS);
      if (code === 'running') second.child.kill('SIGKILL');
      expect(code).not.toBe('running');
      expect(code).not.toBe(0);
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      expect(second.output()).toMatch(/stop the other server/i);
      await expect(fetch(`http://127.0.0.1:${second.port}/api/health`)).rejects.toThrow();

      const health = await callApi(first.port, 'GET', '/health');
      expect(health).toMatchObject({ status: 200, body: { database: 'pglite' } });
      const signedUp = await signUpOver(first.port, '+998977770022');
      expect(signedUp.status).toBe(200);
      const me = await callApi(first.port, 'GET', '/users/me', { token: signedUp.token });
      expect(me.body).toMatchObject({ phone: '+998977770022' });
    } finally {
      expect(await stopServer(first)).toBe(0);
    }
    expect(errorsIn(first.output())).toEqual([]);
  }, 600_000);

  it('on SIGTERM under load finishes the answers in flight, keeps every acknowledged one and logs no error', async () => {
    const target = await seededDatabase();
    const server = await startServer(target.env, await freePort());
    const { token } = await signUpOver(server.port, '+998977770033');
    const url = `http://127.0.0.1:${server.port}/api/user-questions`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    let signalledAt = Infinity;
    const answers = Array.from({ length: 80 }, (_, i) => `load-${i}`);
    const results = answers.map((answer, i) =>
      fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          questionId: target.questionIds[i % target.questionIds.length],
          answer,
        }),
      }).then(
        async (res) => ({ answer, status: res.status, at: Date.now(), body: await res.text() }),
        () => ({ answer, status: 0, at: Date.now(), body: '' }),
      ),
    );
    await Promise.race(results);
    signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const settled = await Promise.all(results);
    expect(await exitWithin(server, SERVER_START_LIMIT_MS)).toBe(0);

    const acknowledged = settled.filter((r) => r.status === 200);
    // Answers were still running when the signal came, and they finished.
    expect(acknowledged.filter((r) => r.at > signalledAt).length).toBeGreaterThan(0);
    // The rest were refused (503 while closing, 429 past one user's answers at once (ADR 0028),
    // or no connection), never failed half-way.
    for (const r of settled) expect([200, 429, 503, 0], r.body).toContain(r.status);
    for (const r of settled.filter((s) => s.status === 503))
      expect(JSON.parse(r.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    for (const r of settled.filter((s) => s.status === 429))
      expect(JSON.parse(r.body)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(errorsIn(server.output())).toEqual([]);

    const stored = await storedAnswers(target.open);
    expect(acknowledged.filter((r) => !stored.has(r.answer))).toEqual([]);
  }, 600_000);

  it('on SIGTERM waits for the answers whose clients gave up (the end of a bench run) before closing the database', async () => {
    const target = await seededDatabase();
    const server = await startServer(target.env, await freePort());
    const { token } = await signUpOver(server.port, '+998977770044');
    const url = `http://127.0.0.1:${server.port}/api/user-questions`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const abort = new AbortController();
    const sent = Array.from({ length: 60 }, (_, i) =>
      fetch(url, {
        method: 'POST',
        headers,
        signal: abort.signal,
        body: JSON.stringify({
          questionId: target.questionIds[i % target.questionIds.length],
          answer: `abandoned-${i}`,
        }),
      }).catch(() => null),
    );
    // One answer acknowledged: the others are in flight or queued when their clients give up.
    await Promise.race(sent);
    abort.abort();
    await Promise.all(sent);
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, SERVER_START_LIMIT_MS)).toBe(0);
    expect(errorsIn(server.output())).toEqual([]);

    // What the abandoned handlers stored is whole: every answer that is there is one we sent.
    const stored = await storedAnswers(target.open);
    expect(stored.size).toBeGreaterThan(0);
    for (const answer of stored) expect(answer).toMatch(/^abandoned-\d+$/);
  }, 600_000);
});
