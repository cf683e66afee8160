import { errorCodes } from '@bolajon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { testEnv } from '../env.js';
import { RecordingSmsSender } from '../test/app.js';

let database: Database;
beforeAll(async () => {
  // PGlite whatever TEST_DB_ENGINE says: the bound is about the embedded engine.
  database = await openDatabase({});
  await database.migrate();
});
afterAll(() => database.close());

async function appOn(engine: Database['engine'], maxPending: number) {
  const app = await buildApp({
    database: { ...database, engine },
    env: testEnv({ PGLITE_MAX_PENDING: String(maxPending) }),
    sms: new RecordingSmsSender(),
    tts: null,
    logger: false,
  });
  await app.ready();
  return app;
}

/** Holds the database busy (PGlite runs one transaction at a time) until `release` is called. */
function holdDatabase() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const holding = new Promise<void>((resolve) => (started = resolve));
  const done = database.db.transaction(async () => {
    started();
    await released;
  });
  return { holding, release: () => (release(), done) };
}

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
const health = (app: Awaited<ReturnType<typeof appOn>>) => app.inject({ url: '/api/health' });

describe('the bounded queue in front of PGlite (ADR 0020)', () => {
  it('answers 503 with Retry-After at once past the bound, and everything below it', async () => {
    const app = await appOn('pglite', 3);
    const statuses = (responses: { statusCode: number }[]) =>
      responses.map((r) => r.statusCode).sort();
    try {
      for (let round = 0; round < 2; round++) {
        const hold = holdDatabase();
        await hold.holding;
        const requests = [health(app), health(app), health(app), health(app)];
        // The first answer comes while the database is still held: the fourth request was
        // refused at once, not queued.
        const refused = await Promise.race([...requests, timeout(5000)]);
        await hold.release();
        expect(refused?.statusCode).toBe(503);
        expect(refused?.headers['retry-after']).toBe('1');
        expect(refused?.json()).toEqual({
          code: errorCodes.serviceUnavailable,
          message: expect.stringMatching(/busy/),
        });
        // The three below the bound all answer; the count is back to zero for the next round.
        expect(statuses(await Promise.all(requests))).toEqual([200, 200, 200, 503]);
      }
      const below = await Promise.all([health(app), health(app), health(app)]);
      expect(statuses(below)).toEqual([200, 200, 200]);
    } finally {
      await app.close();
    }
  });

  it('leaves PostgreSQL alone: its pool queues', async () => {
    const app = await appOn('postgres', 1);
    try {
      const hold = holdDatabase();
      await hold.holding;
      const waiting = [health(app), health(app), health(app)];
      await hold.release();
      expect((await Promise.all(waiting)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    } finally {
      await app.close();
    }
  });
});
