/**
 * `npm run bench`: a server on a seeded database (PGlite, or a fresh database on the PostgreSQL
 * server at DATABASE_URL) with 1,000+ users who have answered questions, loaded with autocannon.
 * Prints requests/s and p99 latency of the hot calls beside GET /api/health from the same run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { correctAnswer, type GameType } from '@bolajon/contract';
import autocannon from 'autocannon';
import { asc, eq, sql } from 'drizzle-orm';
import { importPack } from '../content/import-pack.js';
import { formatProblems, loadPack } from '../content/load-pack.js';
import { openDatabase } from '../db/client.js';
import { games, questions, userGames, userQuestions, users } from '../db/schema/index.js';
import { LocalMediaStore } from '../media/media-store.js';
import { createTokenService } from '../modules/auth/tokens.js';
import { createCatalogueRepository } from '../modules/catalogue/catalogue.repository.js';
import { paths } from '../paths.js';
import { createDatabaseOnServer } from '../test/database.js';
import { freePort } from '../test/free-port.js';

const USERS = Number(process.env['BENCH_USERS'] ?? 1000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
/** Answers stored before the load (unset: every user's one round of the first game). */
const ANSWERS = process.env['BENCH_ANSWERS'] ? Number(process.env['BENCH_ANSWERS']) : null;
const PROFILE_DIR = process.env['BENCH_PROFILE'];
/** BENCH_OPEN_COURSE=1: every family has bought every course, so the whole map is open. */
const OPEN_COURSE = process.env['BENCH_OPEN_COURSE'] === '1';
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
/**
 * BENCH_WORKERS=1,2: the whole load once per worker count (WEB_CONCURRENCY, PostgreSQL only),
 * then req/s side by side. Unset: one run of one process.
 */
const BENCH_CALLS = ['health', 'home', 'my-progress', 'questions', 'answers'] as const;
type BenchCall = (typeof BENCH_CALLS)[number];
/**
 * BENCH_CALLS=questions,answers: only those calls (default every one, health first). Comparing
 * two versions call by call needs it: what one call leaves behind (garbage, connections) is
 * what the next one starts from.
 */
const CALLS = (process.env['BENCH_CALLS'] ?? BENCH_CALLS.join(','))
  .split(',')
  .map((c) => c.trim()) as BenchCall[];
const WORKERS = (process.env['BENCH_WORKERS'] ?? '1').split(',').map((n) => Number(n.trim()));

interface BenchDatabase {
  env: Record<string, string>;
  dir: string;
  engine: string;
  drop(): Promise<void>;
}

async function createBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bolajon-bench-'));
    return {
      env: { PGLITE_DIR: path.join(dir, 'db'), DATABASE_URL: '' },
      dir,
      engine: 'pglite',
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const server = await createDatabaseOnServer(serverUrl, 'bolajon_bench');
  const dir = mkdtempSync(path.join(tmpdir(), 'bolajon-bench-'));
  return {
    env: { DATABASE_URL: server.url },
    dir,
    engine: 'postgres',
    drop: async () => {
      await server.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function seed(target: BenchDatabase) {
  const database = await openDatabase({
    url: target.env['DATABASE_URL'] || undefined,
    pgliteDir: target.env['PGLITE_DIR'],
    owner: 'bench',
  });
  await database.migrate();
  const pack = loadPack(path.join(paths.repoRoot, 'content'));
  if (!pack.ok) throw new Error(formatProblems(pack.problems));
  await importPack(database.db, pack.pack, new LocalMediaStore(path.join(target.dir, 'media')));
  const { db } = database;

  // Users with a phone each, verified; every one has played the first game through once — or,
  // with BENCH_ANSWERS, that many answers spread over every user, question and round.
  await db.execute(sql`
    insert into users (phone, name, phone_verified_at)
    select '+99890' || lpad(n::text, 7, '0'), 'Bench ' || n, now()
    from generate_series(1, ${USERS}) as n`);
  // One child each, with the family's id (as the families migration gives existing users).
  await db.execute(sql`
    insert into children (id, user_id, name, age)
    select id, id, name, 5 + id % 5 from users`);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('children', 'id'), (select max(id) from children))`,
  );
  if (OPEN_COURSE)
    await db.execute(sql`
      insert into course_access (user_id, course_id, granted_by)
      select u.id, c.id, 'bench' from users u cross join courses c`);
  const [firstGame] = await db.select().from(games).orderBy(asc(games.id)).limit(1);
  const gameQuestions = await db
    .select()
    .from(questions)
    .where(eq(questions.gameId, firstGame!.id));
  const [{ all: questionCount } = { all: 0 }] = await db
    .select({ all: sql<number>`count(*)::int` })
    .from(questions);
  if (questionCount === 0 || gameQuestions.length === 0)
    throw new Error('the pack has no questions');
  const rounds = ANSWERS === null ? 1 : Math.ceil(ANSWERS / (USERS * questionCount));
  await db.execute(sql`
    insert into ${userQuestions} (child_id, question_id, game_id, round, answer, is_correct)
    select u.id, q.id, q.game_id, r, 'seed', (u.id + q.id + r) % 3 <> 0
    from generate_series(1, ${rounds}) as r cross join users u cross join questions q
    where ${ANSWERS === null ? sql`q.game_id = ${firstGame!.id}` : sql`true`}
    order by r, u.id, q.id
    limit ${ANSWERS ?? USERS * gameQuestions.length}`);
  await db.execute(sql`
    insert into ${userGames} (child_id, game_id, round, round_complete, best_result, stars, completed_at)
    select child_id, game_id, max(round), true, 80, 2, now() from ${userQuestions}
    group by child_id, game_id`);
  await db.execute(sql`analyze`);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userQuestions);
  const userIds = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id))).map(
    (u) => u.id,
  );

  const catalogue = createCatalogueRepository(db);
  const questionsOfGame = await catalogue.questionsOfGame(firstGame!.id);
  await database.close();
  return {
    userIds,
    gameId: firstGame!.id,
    answerBodies: questionsOfGame.map((q) =>
      JSON.stringify({ questionId: q.id, answer: correctAnswer(firstGame!.type as GameType, q) }),
    ),
    answers: count,
  };
}

function startServer(env: Record<string, string>, port: number, workers: number) {
  const child = spawn(
    process.execPath,
    [
      // BENCH_PROFILE=<folder>: the server writes a CPU profile there when it stops.
      ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
      '--conditions=@bolajon/source',
      '--import',
      'tsx',
      'src/server.ts',
    ],
    {
      cwd: paths.apiDir,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'error',
        AUTH_SECRET: SECRET,
        WEB_CONCURRENCY: String(workers),
        SMS_PROVIDER: 'console',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // With workers, the load waits for the primary's line that every one of them listens.
  let allListening = workers === 1;
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (chunk.toString().includes(`${workers} worker processes`)) allListening = true;
  });
  return new Promise<typeof child>((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (health.ok && allListening) return resolve(child);
      } catch {
        // still starting
      }
      if (child.exitCode !== null || Date.now() > deadline)
        return reject(new Error('server did not start'));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

async function load(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const errors = result.errors + result.non2xx;
  return { name, rps: Math.round(result.requests.average), p99: result.latency.p99, errors };
}

/**
 * autocannon's per-connection setup: each connection signs in as a family of its own (a whole
 * class at once, not one user in a loop), with the body `bodies` gives it when given. Requests
 * stay pre-built, so the load generator costs no more than for /api/health.
 */
function asFamilies(
  tokens: string[],
  answers?: { path: string; bodies: string[] },
): autocannon.Options['setupClient'] {
  let next = 0;
  return (client) => {
    const i = next++;
    const headers = {
      authorization: `Bearer ${tokens[i % tokens.length]}`,
      'content-type': 'application/json',
    };
    if (!answers) return client.setHeaders(headers);
    // Each family answers the game's questions in turn, so its rounds complete (and score,
    // and award) as a child's do; started at a different question per connection.
    const { path: requestPath, bodies } = answers;
    client.setRequests(
      bodies.map((_, k) => ({
        method: 'POST',
        path: requestPath,
        headers,
        body: bodies[(i + k) % bodies.length],
      })),
    );
  };
}

type Row = Awaited<ReturnType<typeof load>>;

/** The calls a class makes, each loaded in turn against the server at `port`. */
async function loadCalls(port: number, tokens: string[], seeded: Awaited<ReturnType<typeof seed>>) {
  const base = `http://127.0.0.1:${port}/api`;
  // What the map downloads: each call's body, raw and gzipped (as the server sends it).
  for (const call of ['home', 'home/my-progress']) {
    const response = await fetch(`${base}/${call}`, {
      headers: { authorization: `Bearer ${tokens[0]!}` },
    });
    const body = Buffer.from(await response.arrayBuffer());
    console.log(
      `GET /api/${call}: ${response.status}, ${(body.length / 1024).toFixed(1)} KB, ` +
        `${(gzipSync(body).length / 1024).toFixed(1)} KB gzipped`,
    );
  }
  const calls: { key: BenchCall; name: string; options: autocannon.Options }[] = [
    { key: 'health', name: 'GET /api/health', options: { url: `${base}/health` } },
    {
      key: 'home',
      name: 'GET /api/home',
      options: { url: `${base}/home`, setupClient: asFamilies(tokens) },
    },
    {
      key: 'my-progress',
      name: 'GET /api/home/my-progress',
      options: { url: `${base}/home/my-progress`, setupClient: asFamilies(tokens) },
    },
    {
      key: 'questions',
      name: `GET /api/questions/by-game/${seeded.gameId}`,
      options: {
        url: `${base}/questions/by-game/${seeded.gameId}`,
        setupClient: asFamilies(tokens),
      },
    },
    {
      key: 'answers',
      name: 'POST /api/user-questions',
      options: {
        url: `${base}/user-questions`,
        method: 'POST',
        setupClient: asFamilies(tokens, {
          path: '/api/user-questions',
          bodies: seeded.answerBodies,
        }),
      },
    },
  ];
  const rows: Row[] = [];
  for (const call of calls.filter((c) => CALLS.includes(c.key))) {
    rows.push(await load(call.name, call.options));
  }
  return rows;
}

function printRows(rows: Row[]) {
  console.log(
    `${'call'.padEnd(40)} ${'req/s'.padStart(8)} ${'% health'.padStart(9)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  const health = rows.find((row) => row.name === 'GET /api/health')?.rps;
  for (const row of rows) {
    const share = health ? `${Math.round((row.rps * 100) / health)} %` : '-';
    console.log(
      `${row.name.padEnd(40)} ${String(row.rps).padStart(8)} ${share.padStart(9)} ${String(row.p99).padStart(8)} ${String(row.errors).padStart(7)}`,
    );
  }
}

/** req/s of each call by worker count, side by side. */
function printByWorkers(runs: { workers: number; rows: Row[] }[]) {
  console.log(`\nreq/s by worker count (${cpus().length} cores)\n`);
  console.log(`${'call'.padEnd(40)} ${runs.map((r) => `${r.workers} w`.padStart(8)).join(' ')}`);
  for (const [i, row] of runs[0]!.rows.entries()) {
    console.log(
      `${row.name.padEnd(40)} ${runs.map((r) => String(r.rows[i]?.rps ?? 0).padStart(8)).join(' ')}`,
    );
  }
}

/** Starts the server with `workers` processes, loads it, and stops it: the rows, or null if it did not stop cleanly. */
async function runWith(
  workers: number,
  target: BenchDatabase,
  seeded: Awaited<ReturnType<typeof seed>>,
  tokens: string[],
) {
  const port = await freePort();
  const server = await startServer(
    { ...target.env, MEDIA_DIR: path.join(target.dir, 'media'), DATA_DIR: target.dir },
    port,
    workers,
  );
  try {
    const rows = await loadCalls(port, tokens, seeded);
    console.log(
      `\n${target.engine}, ${workers} worker process${workers > 1 ? 'es' : ''}, ${CONNECTIONS} connections, ${SECONDS} s each, ${USERS} families${OPEN_COURSE ? ' (every course open)' : ''}, ${seeded.answers} answers stored before, ${cpus().length} cores\n`,
    );
    printRows(rows);
    if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
    return rows;
  } finally {
    // The server finishes the requests autocannon left in flight, then closes the database.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) {
      console.error(`The server did not shut down cleanly (exit code ${String(code)}).`);
      process.exitCode = 1;
    }
  }
}

async function main() {
  const unknown = CALLS.filter((c) => !BENCH_CALLS.includes(c));
  if (unknown.length > 0 || CALLS.length === 0) {
    console.error(`BENCH_CALLS: some of ${BENCH_CALLS.join(', ')}, separated by commas`);
    process.exitCode = 2;
    return;
  }
  if (WORKERS.some((n) => !Number.isInteger(n) || n < 1 || n > 64)) {
    console.error('BENCH_WORKERS: worker counts from 1 to 64, separated by commas (e.g. 1,2)');
    process.exitCode = 2;
    return;
  }
  if (WORKERS.some((n) => n > 1) && !process.env['DATABASE_URL']) {
    console.error(
      'BENCH_WORKERS above 1 needs PostgreSQL: set DATABASE_URL (the embedded database runs one process).',
    );
    process.exitCode = 2;
    return;
  }
  const target = await createBenchDatabase();
  try {
    console.log(`Seeding ${USERS} users on ${target.engine}…`);
    const seeded = await seed(target);
    console.log(`Seeded: ${USERS} users, ${seeded.answers} answers.`);
    const signer = createTokenService(SECRET);
    const tokens = await Promise.all(
      seeded.userIds.map((userId) =>
        signer.signAccessToken({ userId, childId: userId, role: 'learner' }),
      ),
    );
    const runs = [];
    for (const workers of WORKERS)
      runs.push({ workers, rows: await runWith(workers, target, seeded, tokens) });
    if (runs.length > 1) printByWorkers(runs);
  } finally {
    await target.drop();
  }
}

await main();
