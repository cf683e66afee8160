/**
 * `npm run bench:fairness` (issue 18): one greedy learner sends answers over many connections
 * (BENCH_GREEDY_CONNECTIONS, 200) while a second learner answers over a few
 * (BENCH_OTHER_CONNECTIONS, 4), both for BENCH_SECONDS (20), against a server on PGlite (or on
 * the PostgreSQL server at DATABASE_URL, in a fresh database). Prints each learner's answers by
 * status and the latency of the second learner's answered ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { correctAnswer, type GameType } from '@bolajon/contract';
import autocannon from 'autocannon';
import { asc, sql } from 'drizzle-orm';
import { importPack } from '../content/import-pack.js';
import { formatProblems, loadPack } from '../content/load-pack.js';
import { openDatabase } from '../db/client.js';
import { children, games, users } from '../db/schema/index.js';
import { LocalMediaStore } from '../media/media-store.js';
import { createTokenService } from '../modules/auth/tokens.js';
import { createCatalogueRepository } from '../modules/catalogue/catalogue.repository.js';
import { paths } from '../paths.js';
import { createDatabaseOnServer } from '../test/database.js';
import { freePort } from '../test/free-port.js';
import { pgliteEnv, startServer, stopServer } from '../test/server-process.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 20);
const GREEDY_CONNECTIONS = Number(process.env['BENCH_GREEDY_CONNECTIONS'] ?? 200);
const OTHER_CONNECTIONS = Number(process.env['BENCH_OTHER_CONNECTIONS'] ?? 4);
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

/** Where the server keeps its data: a PGlite folder in `dir`, or a fresh PostgreSQL database. */
async function createBenchTarget(dir: string) {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) return { env: pgliteEnv(dir), url: undefined, drop: async () => {} };
  const server = await createDatabaseOnServer(serverUrl, 'bolajon_bench');
  return {
    env: { DATABASE_URL: server.url, DATA_DIR: dir },
    url: server.url,
    drop: () => server.drop(),
  };
}

/** Two learners and the demo course; the bodies answer the first game's questions rightly. */
async function seed(url: string | undefined, dir: string) {
  const database = await openDatabase({
    url,
    pgliteDir: url ? undefined : path.join(dir, 'db'),
    owner: 'bench',
  });
  try {
    await database.migrate();
    const pack = loadPack(path.join(paths.repoRoot, 'content'));
    if (!pack.ok) throw new Error(formatProblems(pack.problems));
    await importPack(database.db, pack.pack, new LocalMediaStore(path.join(dir, 'media')));
    const { db } = database;
    const learners = await db
      .insert(users)
      .values([
        { phone: '+998901000001', name: 'Greedy', phoneVerifiedAt: sql`now()` },
        { phone: '+998901000002', name: 'Other', phoneVerifiedAt: sql`now()` },
      ])
      .returning({ id: users.id, name: users.name });
    const kids = await db
      .insert(children)
      .values(learners.map((u) => ({ userId: u.id, name: u.name, age: 7 })))
      .returning({ id: children.id, userId: children.userId });
    const [firstGame] = await db.select().from(games).orderBy(asc(games.id)).limit(1);
    const questions = await createCatalogueRepository(db).questionsOfGame(firstGame!.id);
    return {
      learners: kids.map((c) => ({ userId: c.userId, childId: c.id })),
      bodies: questions.map((q) =>
        JSON.stringify({ questionId: q.id, answer: correctAnswer(firstGame!.type as GameType, q) }),
      ),
    };
  } finally {
    await database.close();
  }
}

interface Tally {
  statuses: Map<number, number>;
  answeredMs: number[];
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One learner answering over `connections` for SECONDS: its answers by status, and latencies. */
function answering(base: string, token: string, bodies: string[], connections: number) {
  const tally: Tally = { statuses: new Map(), answeredMs: [] };
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/api/user-questions`,
        connections,
        duration: SECONDS,
        timeout: 10,
        requests: bodies.map((body) => ({
          method: 'POST',
          path: '/api/user-questions',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      if (status === 200) tally.answeredMs.push(ms);
    });
  });
  return { tally, done };
}

function report(name: string, connections: number, tally: Tally, result: autocannon.Result) {
  const byStatus = [...tally.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const ms = [...tally.answeredMs].sort((a, b) => a - b);
  console.log(
    `${name} (${connections} connections): ${byStatus || 'no answers'}; timeouts ${result.timeouts}, errors ${result.errors}` +
      `; answered p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, max ${(ms.at(-1) ?? NaN).toFixed(0)} ms` +
      `; all responses p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolajon-bench-fairness-'));
  const target = await createBenchTarget(dir);
  try {
    const seeded = await seed(target.url, dir);
    const port = await freePort();
    const server = await startServer(
      {
        ...target.env,
        MEDIA_DIR: path.join(dir, 'media'),
        AUTH_SECRET: SECRET,
        LOG_LEVEL: 'error',
      },
      port,
    );
    try {
      const signer = createTokenService(SECRET);
      const [greedyToken, otherToken] = await Promise.all(
        seeded.learners.map((learner) => signer.signAccessToken({ ...learner, role: 'learner' })),
      );
      const base = `http://127.0.0.1:${port}`;
      const greedy = answering(base, greedyToken!, seeded.bodies, GREEDY_CONNECTIONS);
      const other = answering(base, otherToken!, seeded.bodies, OTHER_CONNECTIONS);
      const [greedyResult, otherResult] = await Promise.all([greedy.done, other.done]);
      console.log(
        `\n${target.url ? 'postgres' : 'pglite'}, ${SECONDS} s, ${cpus().length} cores\n`,
      );
      report('greedy learner', GREEDY_CONNECTIONS, greedy.tally, greedyResult);
      report('other learner', OTHER_CONNECTIONS, other.tally, otherResult);
    } finally {
      await stopServer(server);
    }
  } finally {
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
