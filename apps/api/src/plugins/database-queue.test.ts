import { errorCodes } from '@bolajon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { children, users } from '../db/schema/index.js';
import { testEnv } from '../env.js';
import { createTokenService } from '../modules/auth/tokens.js';
import { bearer, RecordingSmsSender } from '../test/app.js';
import { pendingRequests } from './database-queue.js';

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
/**
 * GET /api/ready (one statement), sent now: an inject goes out on its first `then`, so these go
 * in call order.
 */
const health = (app: Awaited<ReturnType<typeof appOn>>, remoteAddress = '127.0.0.1') =>
  app.inject({ url: '/api/ready', remoteAddress }).then((response) => response);
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

/** Signed-in learners: an access token each. */
async function learners(count: number) {
  const tokens = createTokenService(testEnv().AUTH_SECRET);
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        phone: `+9989070${String(Date.now() + i).slice(-5)}`,
        name: `Learner ${i}`,
        phoneVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const kids = await database.db
    .insert(children)
    .values(rows.map((u, i) => ({ userId: u.id, name: `Learner ${i}` })))
    .returning({ id: children.id, userId: children.userId });
  return Promise.all(
    kids.map((c) => tokens.signAccessToken({ userId: c.userId, childId: c.id, role: 'learner' })),
  );
}

describe('the bounded queue in front of PGlite (ADR 0020)', () => {
  it('answers 503 with Retry-After at once past the bound, and everything below it', async () => {
    const app = await appOn('pglite', 3);
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

  it('never counts nor refuses the liveness check, which touches no database (ADR 0055)', async () => {
    const app = await appOn('pglite', 1);
    try {
      const hold = holdDatabase();
      await hold.holding;
      const queued = health(app);
      const refused = await health(app);
      expect(refused.statusCode).toBe(503);
      // The queue is full and the database held, yet the process says it is alive.
      const alive = await Promise.all(
        Array.from({ length: 5 }, () => app.inject({ url: '/api/health' })),
      );
      expect(alive.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(pendingRequests(database.turns!)).toBe(1);
      await hold.release();
      expect((await queued).statusCode).toBe(200);
      expect(pendingRequests(database.turns!)).toBe(0);
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

  it('lets in a client the others have crowded out, up to twice the bound (ADR 0028)', async () => {
    const app = await appOn('pglite', 2);
    try {
      const hold = holdDatabase();
      await hold.holding;
      const crowding = [health(app, '10.0.0.1'), health(app, '10.0.0.1')];
      const moreOfTheSame = health(app, '10.0.0.1');
      // Two clients in flight: a fair share is one each. The second client comes in although
      // the queue is full; so does a third, which makes twice the bound; a fourth does not.
      const second = health(app, '10.0.0.2');
      const third = health(app, '10.0.0.3');
      const fourth = health(app, '10.0.0.4');
      expect((await moreOfTheSame).statusCode).toBe(503);
      expect((await fourth).statusCode).toBe(503);
      await hold.release();
      expect(statuses(await Promise.all([...crowding, second, third]))).toEqual([
        200, 200, 200, 200,
      ]);
    } finally {
      await app.close();
    }
  });

  it("serves clients in turn: another learner's request goes before most of 100 waiting", async () => {
    const app = await appOn('pglite', 128);
    try {
      const [greedy, other] = await learners(2);
      const me = (token: string) =>
        app.inject({ url: '/api/users/me', headers: bearer(token) }).then((response) => response);
      // Tokens checked once, as on any warm server.
      expect(statuses([await me(greedy!), await me(other!)])).toEqual([200, 200]);

      const finished: string[] = [];
      const send = (who: string, token: string) =>
        me(token).then((response) => {
          finished.push(who);
          return response;
        });
      const responses = await Promise.all([
        ...Array.from({ length: 100 }, () => send('greedy', greedy!)),
        send('other', other!),
      ]);
      expect(statuses(responses)).toEqual(responses.map(() => 200));
      // Order, not time: first come, first served finished it 101st.
      expect(finished.indexOf('other')).toBeLessThan(3);
    } finally {
      await app.close();
    }
  });
});
