import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { importPack } from './content/import-pack.js';
import { loadPack } from './content/load-pack.js';
import type { Database } from './db/client.js';
import { children, userGames, userQuestions, users } from './db/schema/index.js';
import { LocalMediaStore } from './media/media-store.js';
import { CONTENT_VERSION_CHECK_MS } from './modules/content-cache/content-cache.js';
import { CODE_LIMITS } from './modules/auth/auth.service.js';
import { createTokenService } from './modules/auth/tokens.js';
import { fixtureCourse, writePack } from './test/content-fixture.js';
import { freePort } from './test/free-port.js';
import { callApi, outboxCode, servedDatabases, signUpOver } from './test/served-database.js';
import {
  errorsIn,
  exitWithin,
  pgliteEnv,
  SERVER_START_LIMIT_MS,
  spawnServer,
  startServer,
  stopServer,
  type ServerProcess,
} from './test/server-process.js';

const databases = servedDatabases();
afterAll(() => databases.cleanUp());

const onPostgres = process.env['TEST_DB_ENGINE'] === 'postgres';
/** Both processes sign the same tokens, as every process behind one load balancer must. */
const AUTH_SECRET = 'many-processes-secret-that-is-long-enough-for-hs256';
const METRICS_TOKEN = 'metrics-token-of-the-many-processes-test';
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('WEB_CONCURRENCY on the embedded database', () => {
  it('refuses more than one process, says why, and writes nothing', async () => {
    const dataDir = databases.newDataDir();
    const server = spawnServer({ ...pgliteEnv(dataDir), WEB_CONCURRENCY: '2' }, await freePort());
    const code = await exitWithin(server, SERVER_START_LIMIT_MS);
    if (code === 'running') server.child.kill('SIGKILL');
    expect(code).toBe(1);
    expect(server.output()).toMatch(
      /WEB_CONCURRENCY=2 needs PostgreSQL \(DATABASE_URL\): the embedded database's folder has one owner process/,
    );
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  }, 600_000);
});

/**
 * One family's play: the first game's questions answered right and wrong in an order that
 * completes rounds, retries a wrong last answer (practice, ADR 0048) and starts new rounds.
 */
function playOf(questionIds: number[]) {
  const [q1, q2] = questionIds as [number, number];
  return [
    { questionId: q1, answer: 'собака' },
    { questionId: q1, answer: 'кошка' },
    { questionId: q2, answer: 'кукла' },
    { questionId: q2, answer: 'мяч' },
    { questionId: q1, answer: 'кошка' },
    { questionId: q2, answer: 'мяч' },
    { questionId: q1, answer: 'кошка' },
    { questionId: q2, answer: 'кукла' },
    { questionId: q1, answer: 'кошка' },
    { questionId: q2, answer: 'мяч' },
  ];
}

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', () => {
  let target: Awaited<ReturnType<typeof databases.seeded>>;
  let a: ServerProcess;
  let b: ServerProcess;

  const startBoth = async () => {
    target = await databases.seeded();
    const env = { ...target.env, AUTH_SECRET, TRUST_PROXY: '1' };
    // One after the other: the first migrates (a no-op here) and the second finds it done.
    a = await startServer(env, await freePort());
    b = await startServer(env, await freePort());
  };
  const stopBoth = async () => {
    expect(await Promise.all([stopServer(a), stopServer(b)])).toEqual([0, 0]);
    expect(errorsIn(a.output())).toEqual([]);
    expect(errorsIn(b.output())).toEqual([]);
  };

  /** Each child's games and answers in the order they were stored, without ids and times. */
  async function playedBy(childIds: number[]) {
    const database = await target.open();
    try {
      const { db } = database;
      const gamesRows = await db
        .select({
          childId: userGames.childId,
          round: userGames.round,
          roundComplete: userGames.roundComplete,
          bestResult: userGames.bestResult,
          stars: userGames.stars,
        })
        .from(userGames)
        .where(inArray(userGames.childId, childIds));
      const answerRows = await db
        .select({
          childId: userQuestions.childId,
          questionId: userQuestions.questionId,
          round: userQuestions.round,
          answer: userQuestions.answer,
          isCorrect: userQuestions.isCorrect,
        })
        .from(userQuestions)
        .where(inArray(userQuestions.childId, childIds))
        .orderBy(asc(userQuestions.id));
      return childIds.map((childId) => ({
        games: gamesRows.filter((g) => g.childId === childId).map(({ childId: _, ...g }) => g),
        answers: answerRows.filter((r) => r.childId === childId).map(({ childId: _, ...r }) => r),
      }));
    } finally {
      await database.close();
    }
  }

  /** The child a token acts for (its `cid` claim, ADR 0036). */
  const childOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { cid: number })
      .cid;

  it('takes one family’s answers on both at once: none lost or counted twice, the same rounds and stars as one process', async () => {
    await startBoth();
    try {
      const families = 4;
      const play = playOf(target.questionIds);
      // Families sign up on one process and type the code into the other.
      const signUps = await Promise.all(
        Array.from({ length: families * 2 }, (_, i) =>
          signUpOver(i % 2 ? a.port : b.port, `+99890123${String(i).padStart(4, '0')}`, {
            verifyPort: i % 2 ? b.port : a.port,
            headers: from(`198.51.100.${i + 1}`),
          }),
        ),
      );
      expect(signUps.map((s) => s.status)).toEqual(signUps.map(() => 200));
      const split = signUps.slice(0, families).map((s) => s.token);
      const single = signUps.slice(families).map((s) => s.token);

      const answer = (port: number, token: string, body: unknown, key: string) =>
        callApi(port, 'POST', '/user-questions', {
          body,
          token,
          headers: { 'idempotency-key': key },
        });
      await Promise.all([
        // Every answer goes to both processes at the same moment under one key (a phone that
        // resent it through another process), alternating which one is asked first.
        ...split.map(async (token) => {
          for (const [i, body] of play.entries()) {
            const key = randomUUID();
            const [first, second] = i % 2 ? [a, b] : [b, a];
            const [one, other] = await Promise.all([
              answer(first.port, token, body, key),
              answer(second.port, token, body, key),
            ]);
            expect([one.status, other.status]).toEqual([200, 200]);
            expect(other.body).toEqual(one.body);
          }
        }),
        // The same play, each answer once, on one process.
        ...single.map(async (token) => {
          for (const body of play) {
            expect((await answer(a.port, token, body, randomUUID())).status).toBe(200);
          }
        }),
      ]);

      const splitPlay = await playedBy(split.map(childOf));
      const singlePlay = await playedBy(single.map(childOf));
      for (const family of splitPlay) expect(family.answers).toHaveLength(play.length);
      expect(splitPlay).toEqual(singlePlay);
      // The play earned something, so equal is not equal emptiness.
      expect(singlePlay[0]!.games[0]!.stars).toBeGreaterThan(0);
      expect(new Set(singlePlay[0]!.answers.map((r) => r.round)).size).toBeGreaterThan(1);
    } finally {
      await stopBoth();
    }
  }, 900_000);

  it('sees a content import in both processes within 2 s, and shares the limits on codes', async () => {
    await startBoth();
    try {
      const { token } = await signUpOver(a.port, '+998901239000', {
        headers: from('198.51.100.200'),
      });
      const titles = async (server: ServerProcess) => {
        const home = await callApi(server.port, 'GET', '/home', { token });
        return (home.body['lessons'] as { title: string }[]).map((l) => l.title);
      };
      expect(await titles(a)).toContain('Привет!');
      expect(await titles(b)).toContain('Привет!');

      const course = fixtureCourse();
      course.modules[0]!.blocks[0]!.lessons[0]!.title = 'Здравствуй!';
      const loaded = loadPack(writePack(course));
      if (!loaded.ok) throw new Error('the changed pack does not load');
      const database = await target.open();
      try {
        await importPack(
          database.db,
          loaded.pack,
          new LocalMediaStore(path.join(target.dataDir, 'media')),
        );
      } finally {
        await database.close();
      }
      // Each process reads the content version again once its last read is older than
      // CONTENT_VERSION_CHECK_MS (1 s), so the first request after that sees the import —
      // whatever either cached before. Waiting longer could only make this pass more surely.
      expect(CONTENT_VERSION_CHECK_MS).toBeLessThanOrEqual(1000);
      await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_CHECK_MS + 100));
      expect(await titles(a)).toContain('Здравствуй!');
      expect(await titles(b)).toContain('Здравствуй!');

      // Codes from one address, alternating between the processes: the limit counts them all.
      const address = from('203.0.113.7');
      const sends = [];
      for (let i = 0; i < CODE_LIMITS.perAddressHour + 1; i += 1) {
        const server = i % 2 ? b : a;
        const phone = `+99891555${String(i).padStart(4, '0')}`;
        sends.push(
          await callApi(server.port, 'POST', '/user-auth/register', {
            body: { phone, name: 'Parent' },
            headers: address,
          }),
        );
      }
      expect(sends.slice(0, CODE_LIMITS.perAddressHour).map((s) => s.status)).toEqual(
        Array.from({ length: CODE_LIMITS.perAddressHour }, () => 200),
      );
      const refused = sends.at(-1)!;
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      // The 21st went to the process that had itself sent only 10.
      expect(CODE_LIMITS.perAddressHour % 2).toBe(0);
      await expect(outboxCode(a.port, '+998915550020')).rejects.toThrow(/no code/);
    } finally {
      await stopBoth();
    }
  }, 900_000);
});

describe.skipIf(!onPostgres)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('runs two workers on one port, replaces one that dies, and stops both on SIGTERM', async () => {
    const target = await databases.seeded();
    const server = await startServer(
      { ...target.env, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info', AUTH_SECRET, METRICS_TOKEN },
      await freePort(),
    );
    const workerPids = () =>
      new Set(
        [...server.output().matchAll(/"pid":(\d+)[^\n]*Server listening at http:\/\/127/g)].map(
          (m) => Number(m[1]),
        ),
      );
    try {
      await waitFor(() => server.output().includes('2 worker processes'));
      const first = [...workerPids()];
      expect(first).toHaveLength(2);
      expect(first).not.toContain(server.child.pid);

      // Not signed up through the port: each worker has its own dev outbox, and the code would be
      // in whichever worker the register call reached.
      const token = await familyIn(target, '+998901238000');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          callApi(server.port, 'POST', '/user-questions', {
            token,
            body: { questionId: target.questionIds[i % 2], answer: `w-${i}` },
          }),
        ),
      );
      // Twenty answers of one child at once: each worker takes a child's answers one at a time
      // (ADR 0028) and refuses past a bound (429); across the two workers the version guard
      // settles them, and one that kept meeting the other's is refused as busy (503, retry).
      // Never anything else, and every 200 is stored once.
      for (const r of answers) {
        expect([200, 429, 503], JSON.stringify(r.body)).toContain(r.status);
        if (r.status === 503) expect(r.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      }
      expect(answers.some((r) => r.status === 200)).toBe(true);
      const database = await target.open();
      try {
        const [stored] = await database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(userQuestions);
        expect(stored!.count).toBe(answers.filter((r) => r.status === 200).length);
      } finally {
        await database.close();
      }

      // /metrics answers the sum of both workers, whichever of them the scrape lands on.
      const answered = (text: string) =>
        text
          .split('\n')
          .filter(
            (line) =>
              line.startsWith('bolajon_http_requests_total{') &&
              line.includes('method="POST"') &&
              line.includes('route="/api/user-questions"') &&
              line.includes('status="200"'),
          )
          .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
      for (let scrape = 0; scrape < 4; scrape += 1) {
        const metrics = await fetch(`http://127.0.0.1:${server.port}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(metrics.status).toBe(200);
        expect(answered(await metrics.text())).toBe(answers.filter((r) => r.status === 200).length);
      }

      // A worker killed outright is replaced; the port keeps answering.
      process.kill(first[0]!, 'SIGKILL');
      await waitFor(() => workerPids().size === 3);
      expect(server.output()).toContain(
        `worker ${first[0]} ended (signal SIGKILL); starting another`,
      );
      expect((await callApi(server.port, 'GET', '/health')).status).toBe(200);
    } finally {
      const code = await stopServer(server);
      expect(code).toBe(0);
    }
    const alive = [...workerPids()].filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  }, 900_000);
});

/** A family with one child written straight into the database, and its access token. */
async function familyIn(target: { open: () => Promise<Database> }, phone: string) {
  const database = await target.open();
  try {
    const [user] = await database.db
      .insert(users)
      .values({ phone, name: 'Parent', phoneVerifiedAt: new Date() })
      .returning({ id: users.id });
    const [child] = await database.db
      .insert(children)
      .values({ userId: user!.id, name: 'Child', age: 6 })
      .returning({ id: children.id });
    return createTokenService(AUTH_SECRET).signAccessToken({
      userId: user!.id,
      childId: child!.id,
      role: 'learner',
    });
  } finally {
    await database.close();
  }
}

/** Polls until `done` holds; fails after a generous bound (a busy machine is slow, not broken). */
async function waitFor(done: () => boolean, limitMs = SERVER_START_LIMIT_MS) {
  const deadline = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
