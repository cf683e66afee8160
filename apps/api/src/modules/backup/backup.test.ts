import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  gameResultsResponseSchema,
  myProgressResponseSchema,
  type Question,
} from '@bolajon/contract';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { BACKUP_TOKEN_SECONDS, signBackupToken } from '../../db/backup-token.js';
import { openDatabase, rowsOf, type Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { testEnv } from '../../env.js';
import { paths } from '../../paths.js';
import { scoreAnswer, type GameStanding } from '../progress/answer-rules.js';
import { bearer, RecordingSmsSender, signUp, testAppOn, type TestContext } from '../../test/app.js';
import { removePacks } from '../../test/content-fixture.js';
import {
  answerQuestion,
  importCourse,
  questionsOf,
  rightAnswer,
  wrongAnswer,
} from '../../test/course.js';
import { createPostgresTestDatabase } from '../../test/database.js';
import { freePort } from '../../test/free-port.js';
import { pgliteEnv, startServer, stopServer } from '../../test/server-process.js';

const onPostgres = process.env['TEST_DB_ENGINE'] === 'postgres';
const env = testEnv();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  removePacks();
});
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolajon-backup-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- <args>` in a child process, with the database settings in `dbEnv`. */
function admin(dbEnv: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@bolajon/source', '--import', 'tsx', 'src/cli/admin.ts', ...args],
      {
        cwd: paths.apiDir,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          AUTH_SECRET: env.AUTH_SECRET,
          DATABASE_URL: '',
          ...dbEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** A database of the engine under test the command line can reach: its settings for `admin`. */
async function newTarget(): Promise<{ dbEnv: Record<string, string>; open(): Promise<Database> }> {
  if (onPostgres) {
    const server = await createPostgresTestDatabase();
    cleanups.push(() => server.drop());
    return {
      dbEnv: { DATABASE_URL: server.url, DATA_DIR: newDir() },
      open: () => openDatabase({ url: server.url, owner: 'server' }),
    };
  }
  const dir = newDir();
  return {
    dbEnv: { ...pgliteEnv(dir) },
    open: () => openDatabase({ pgliteDir: path.join(dir, 'db'), owner: 'server' }),
  };
}

/** The app on `database`, listening on 127.0.0.1 (the command asks it for a PGlite backup). */
async function serve(database: Database, mediaDir: string, port: number): Promise<TestContext> {
  const context = await testAppOn(database, { MEDIA_DIR: mediaDir }, { realClock: true });
  await context.app.listen({ port, host: '127.0.0.1' });
  return context;
}

type Row = Record<string, unknown>;

/** Closes once, whether the test gets there or the clean-up after a failure does. */
const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
};

/** Every table of the public and drizzle schemas, as `schema.table`. */
async function tablesOf(database: Database): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await database.db.execute(sql`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`),
  );
  return rows.map((r) => r.name);
}

/** A table's rows by id (or, for a table without one, by the whole row), as JSON. */
async function rowsById(database: Database, table: string): Promise<Map<string, string>> {
  const [schema, name] = table.split('.');
  const rows = rowsOf<{ row: Row }>(
    await database.db.execute(
      sql`select to_jsonb(t) as row from ${sql.identifier(schema!)}.${sql.identifier(name!)} t`,
    ),
  );
  return new Map(
    rows.map(({ row }) => [
      'id' in row ? String(row['id']) : JSON.stringify(row),
      JSON.stringify(row),
    ]),
  );
}

const answerIds = async (database: Database) =>
  new Set(
    rowsOf<{ id: number }>(await database.db.execute(sql`select id from user_questions`)).map(
      (r) => r.id,
    ),
  );

interface AnswerRow {
  id: number;
  child_id: number;
  game_id: number;
  question_id: number;
  round: number;
  is_correct: boolean;
  created_at: string;
}
interface GameRow {
  child_id: number;
  game_id: number;
  round: number;
  round_complete: boolean;
  stars: number;
  best_result: number | null;
  version: number;
}

/**
 * Each user_games row against the app's own rules replayed over that learner's stored answers
 * of the game, in order: the standing the answers make, and one stored answer per version.
 */
async function standingsDisagreeing(database: Database): Promise<string[]> {
  const answers = rowsOf<AnswerRow>(
    await database.db.execute(sql`select * from user_questions order by id`),
  );
  const games = rowsOf<GameRow>(await database.db.execute(sql`select * from user_games`));
  const questionCounts = new Map(
    rowsOf<{ game_id: number; n: number }>(
      await database.db.execute(
        sql`select game_id, count(*)::int as n from questions group by game_id`,
      ),
    ).map((r) => [r.game_id, r.n]),
  );
  const problems: string[] = [];
  for (const game of games) {
    const own = answers.filter((a) => a.child_id === game.child_id && a.game_id === game.game_id);
    let standing = null as GameStanding | null;
    let last: AnswerRow | undefined;
    /** The first answer to each question, by the round it was stored in. */
    const firstByRound = new Map<number, Map<number, boolean>>();
    for (const answer of own) {
      const firstAnswers = firstByRound.get(standing?.round ?? 0) ?? new Map<number, boolean>();
      const outcome = scoreAnswer({
        standing,
        firstAnswers: [...firstAnswers].map(([questionId, isCorrect]) => ({
          questionId,
          isCorrect,
        })),
        lastAnswer: last
          ? {
              questionId: last.question_id,
              isCorrect: last.is_correct,
              round: last.round,
              at: new Date(last.created_at),
            }
          : null,
        questionCount: questionCounts.get(game.game_id) ?? 0,
        questionId: answer.question_id,
        isCorrect: answer.is_correct,
        now: new Date(answer.created_at),
      });
      standing = { ...outcome, version: (standing?.version ?? 0) + 1 };
      last = answer;
      const round = firstByRound.get(answer.round) ?? new Map<number, boolean>();
      if (!round.has(answer.question_id)) round.set(answer.question_id, answer.is_correct);
      firstByRound.set(answer.round, round);
    }
    const stored = {
      round: game.round,
      roundComplete: game.round_complete,
      stars: game.stars,
      bestResult: game.best_result,
      version: game.version,
    };
    const derived = standing && {
      round: standing.round,
      roundComplete: standing.roundComplete,
      stars: standing.stars,
      bestResult: standing.bestResult,
      version: standing.version,
    };
    if (JSON.stringify(stored) !== JSON.stringify(derived)) {
      problems.push(
        `child ${game.child_id} game ${game.game_id}: ${JSON.stringify(stored)} stored, ${JSON.stringify(derived)} from its answers`,
      );
    }
  }
  return problems;
}

describe(`npm run admin -- backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let source: TestContext;
  let sourceTarget: Awaited<ReturnType<typeof newTarget>>;
  let sourceEnv: Record<string, string>;
  let gameId: number;
  let families: Awaited<ReturnType<typeof signUp>>[];
  let questions: Question[];
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-backup-media-'));
  cleanups.push(() => rmSync(mediaDir, { recursive: true, force: true }));

  beforeAll(async () => {
    sourceTarget = await newTarget();
    const database = await sourceTarget.open();
    await database.migrate();
    const port = await freePort();
    source = await serve(database, mediaDir, port);
    cleanups.push(() => source.close());
    // The command finds the server holding the embedded database where this environment says.
    sourceEnv = { ...sourceTarget.dbEnv, PORT: String(port), HOST: '127.0.0.1' };
    gameId = (await importCourse(source, mediaDir)).gameIds[0]!;
    families = [];
    for (const name of ['Aziza', 'Bobur', 'Dilnoza', 'Jasur']) {
      families.push(await signUp(source, name));
    }
    questions = await questionsOf(source, families[0]!.accessToken, gameId);
  }, 600_000);

  /** The i-th answer of a family: the game's questions in turn, every third one wrong. */
  const answerNumber = (family: (typeof families)[number], i: number) => {
    const question = questions[i % questions.length]!;
    const text = i % 3 === 2 ? wrongAnswer(question) : rightAnswer(question);
    return answerQuestion(source, family.accessToken, question.id, text);
  };

  it(
    'takes a consistent backup while answers arrive, and restores exactly that moment into a ' +
      'fresh database that serves the families',
    async () => {
      const sent = new Map(families.map((f) => [f.childId, 0]));
      let backupRunning = false;
      let acknowledgedDuringBackup = 0;
      const play = async (family: (typeof families)[number], until: () => boolean) => {
        do {
          const n = sent.get(family.childId)!;
          const response = await answerNumber(family, n);
          expect(response.statusCode, response.body).toBe(200);
          sent.set(family.childId, n + 1);
          if (backupRunning) acknowledgedDuringBackup += 1;
        } while (!until());
      };
      // Before: a few answers each, all acknowledged.
      await Promise.all(families.map((f) => play(f, () => sent.get(f.childId)! >= 4)));

      // During: the families keep answering from before the backup starts until it has finished.
      let backupDone = false;
      const during = Promise.all(families.map((f) => play(f, () => backupDone)));
      const before = await answerIds(source.database);
      const acknowledgedBefore = new Map(sent);
      const file = path.join(newDir(), 'bolajon.backup');
      backupRunning = true;
      const backup = await admin(sourceEnv, 'backup', file);
      backupRunning = false;
      backupDone = true;
      const atEnd = await answerIds(source.database);
      await during;
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain(`Backup written to ${file}`);
      expect(acknowledgedDuringBackup).toBeGreaterThan(0);
      expect(existsSync(`${file}.partial`)).toBe(false);
      const head = readFileSync(file).subarray(0, 5);
      if (onPostgres) expect(head.toString('latin1')).toBe('PGDMP');
      else expect([head[0], head[1]]).toEqual([0x1f, 0x8b]);

      // After: five more answers each, which the backup must not hold.
      const sentByBackupEnd = new Map(sent);
      await Promise.all(
        families.map((f) =>
          play(f, () => sent.get(f.childId)! >= sentByBackupEnd.get(f.childId)! + 5),
        ),
      );
      const after = [...(await answerIds(source.database))].filter((id) => !atEnd.has(id));
      expect(after.length).toBeGreaterThanOrEqual(5 * families.length);

      // Restore into a fresh database of the same engine.
      const target = await newTarget();
      const restore = await admin(target.dbEnv, 'restore', file);
      expect(restore.stderr).toBe('');
      expect(restore.status).toBe(0);
      const restored = await target.open();
      const closeRestored = once(() => restored.close());
      cleanups.push(closeRestored);

      // Exactly the backup moment: every answer stored before it began, none stored after it ended.
      const restoredIds = await answerIds(restored);
      for (const id of before) expect(restoredIds.has(id), `answer ${id}`).toBe(true);
      for (const id of restoredIds) expect(atEnd.has(id), `answer ${id}`).toBe(true);
      for (const id of after) expect(restoredIds.has(id), `answer ${id}`).toBe(false);
      const perChild = rowsOf<{ child_id: number; n: number }>(
        await restored.db.execute(
          sql`select child_id, count(*)::int as n from user_questions group by child_id`,
        ),
      );
      for (const family of families) {
        const n = perChild.find((r) => r.child_id === family.childId)?.n ?? 0;
        expect(n).toBeGreaterThanOrEqual(acknowledgedBefore.get(family.childId)!);
      }

      // Every table, row by row: what the backup holds is the source's row of the same id. Only
      // a standing that later answers moved on (a higher version) may differ — it is checked
      // against its own answers below.
      expect(await tablesOf(restored)).toEqual(await tablesOf(source.database));
      for (const table of await tablesOf(source.database)) {
        const [mine, theirs] = [
          await rowsById(restored, table),
          await rowsById(source.database, table),
        ];
        for (const [id, row] of mine) {
          const original = theirs.get(id);
          if (table === 'public.user_games' && original) {
            const [r, o] = [JSON.parse(row) as GameRow, JSON.parse(original) as GameRow];
            expect(r.version, `${table} ${id}`).toBeLessThanOrEqual(o.version);
            if (r.version < o.version) continue;
          }
          expect(row, `${table} ${id}`).toBe(original);
        }
        if (
          ![
            'public.user_games',
            'public.user_questions',
            'public.request_keys',
            'public.rate_limit_counters',
          ].includes(table)
        ) {
          expect([...mine.keys()].sort(), table).toEqual([...theirs.keys()].sort());
        }
      }
      // The snapshot is consistent: each standing is what its own stored answers make of it
      // (and the replay agrees with the source, so it is the app's rule being checked).
      expect(await standingsDisagreeing(source.database)).toEqual([]);
      expect(await standingsDisagreeing(restored)).toEqual([]);

      // The restored server, with the same AUTH_SECRET, serves those families their progress.
      await restored.migrate();
      const app = await buildApp({
        database: restored,
        env: testEnv({ MEDIA_DIR: mediaDir }),
        sms: new RecordingSmsSender(),
      });
      const closeApp = once(() => app.close());
      cleanups.push(closeApp);
      for (const family of families) {
        const progress = await app.inject({
          url: '/api/home/my-progress',
          headers: bearer(family.accessToken),
        });
        expect(progress.statusCode, progress.body).toBe(200);
        const game = myProgressResponseSchema
          .parse(progress.json())
          .lessons.flatMap((l) => l.games)
          .find((g) => g.id === gameId);
        const [standing] = rowsOf<{ stars: number; round: number }>(
          await restored.db.execute(
            sql`select stars, round from user_games where child_id = ${family.childId} and game_id = ${gameId}`,
          ),
        );
        expect(game?.stars).toBe(standing!.stars);
        const results = await app.inject({
          url: `/api/user-questions/my-game-results/${gameId}`,
          headers: bearer(family.accessToken),
        });
        expect(results.statusCode).toBe(200);
        const roundIds = rowsOf<{ id: number }>(
          await restored.db.execute(
            sql`select id from user_questions where child_id = ${family.childId} and game_id = ${gameId} and round = ${standing!.round} order by id`,
          ),
        ).map((r) => r.id);
        expect(
          gameResultsResponseSchema
            .parse(results.json())
            .map((r) => r.id)
            .sort((a, b) => a - b),
        ).toEqual(roundIds);
      }

      // A database that holds something is refused, saying what it holds; --force replaces it.
      await closeApp();
      await closeRestored();
      const again = await admin(target.dbEnv, 'restore', file);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain(`holds ${families.length} families and `);
      expect(again.stderr).toContain('--force');
      const forced = await admin(target.dbEnv, 'restore', file, '--force');
      expect(forced.stderr).toBe('');
      expect(forced.status).toBe(0);
      if (!onPostgres) expect(forced.stdout).toMatch(/kept in .*before-restore-/);
      const replaced = await target.open();
      expect(await answerIds(replaced)).toEqual(restoredIds);
      await replaced.close();

      // A cut-off backup, even with --force, fails saying so and leaves the database as it was.
      const cut = path.join(newDir(), 'cut.backup');
      const whole = readFileSync(file);
      writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
      const broken = await admin(target.dbEnv, 'restore', cut, '--force');
      expect(broken.status).toBe(1);
      expect(broken.stderr).toContain(
        onPostgres
          ? 'Nothing was changed (the restore runs in one transaction)'
          : 'damaged or incomplete',
      );
      const unchanged = await target.open();
      expect(await answerIds(unchanged)).toEqual(restoredIds);
      await unchanged.close();
    },
    900_000,
  );

  it('the backup route refuses anything but a fresh backup token signed with AUTH_SECRET', async () => {
    const ask = (headers: Record<string, string>) =>
      source.app.inject({ method: 'POST', url: '/api/backup', headers });
    const now = Math.floor(Date.now() / 1000);
    for (const headers of [
      {},
      bearer(families[0]!.accessToken),
      bearer(await signBackupToken(env.AUTH_SECRET, now - BACKUP_TOKEN_SECONDS - 5)),
      bearer(await signBackupToken('another-secret-that-is-long-enough-for-hs256')),
      { authorization: `Basic ${await signBackupToken(env.AUTH_SECRET)}` },
    ]) {
      const refused = await ask(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    // A backup token is no access token either.
    const asUser = await source.app.inject({
      url: '/api/home/my-progress',
      headers: bearer(await signBackupToken(env.AUTH_SECRET)),
    });
    expect(asUser.statusCode).toBe(401);

    const allowed = await ask(bearer(await signBackupToken(env.AUTH_SECRET)));
    if (onPostgres) {
      // Nothing to stream: pg_dump takes a PostgreSQL backup, not the server.
      expect(allowed.statusCode).toBe(404);
      expect(allowed.json().message).toContain('pg_dump');
    } else {
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['content-type']).toBe('application/gzip');
      expect(allowed.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      expect(Number(allowed.headers['content-length'])).toBe(allowed.rawPayload.length);
    }
  });

  it('refuses usage mistakes (exit 2) and a backup of the other engine, saying why', async () => {
    const dir = newDir();
    for (const args of [
      ['backup'],
      ['restore'],
      ['backup', 'a', 'b'],
      ['backup', 'a', '--force'],
      ['restore', 'a', '--server', 'x'],
    ]) {
      const run = await admin(sourceTarget.dbEnv, ...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('npm run admin -- restore <file> [--force]');
    }
    const other = path.join(dir, 'other-engine.backup');
    writeFileSync(other, onPostgres ? Buffer.from([0x1f, 0x8b, 8, 0, 0]) : 'PGDMP\u0001\u000e');
    const target = await newTarget();
    const refused = await admin(target.dbEnv, 'restore', other);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      onPostgres
        ? 'is a backup of the embedded database (a PGlite data folder, gzipped), but this install runs on PostgreSQL'
        : 'is a PostgreSQL backup (pg_dump custom format), but this install runs on the embedded database',
    );
    const junk = path.join(dir, 'notes.txt');
    writeFileSync(junk, 'hello');
    expect((await admin(target.dbEnv, 'restore', junk)).stderr).toContain(
      'is not a Bolajon backup',
    );
    const missing = await admin(target.dbEnv, 'restore', path.join(dir, 'nothing'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('ENOENT');
  }, 600_000);

  it.runIf(!onPostgres)(
    'the embedded dump waits for a transaction in progress and holds all of it',
    async () => {
      const database = await openDatabase({});
      cleanups.push(once(() => database.close()));
      await database.migrate();
      let opened!: () => void;
      let release!: () => void;
      const isOpen = new Promise<void>((resolve) => (opened = resolve));
      const held = new Promise<void>((resolve) => (release = resolve));
      const family = (phone: string) => ({ phone, name: 'Tx', phoneVerifiedAt: new Date() });
      const transaction = database.db.transaction(async (tx) => {
        await tx.insert(users).values(family('+998901110001'));
        opened();
        await held;
        await tx.insert(users).values(family('+998901110002'));
      });
      await isOpen;
      // Asked while the transaction is half done: PGlite's own lock would dump it without
      // either row (it is free between the transaction's statements); the turn waits for it.
      const dump = database.dumpDataDir!();
      release();
      const [blob] = await Promise.all([dump, transaction]);
      const copy = await PGlite.create({ loadDataDir: blob });
      const rows = await copy.query<{ phone: string }>('select phone from users order by phone');
      await copy.close();
      expect(rows.rows).toEqual([{ phone: '+998901110001' }, { phone: '+998901110002' }]);
    },
    600_000,
  );

  it('says what to install when pg_dump is missing or older than the server', async () => {
    // pg_dump never reaches a server here: the command stops at the tool.
    const postgresEnv = { DATABASE_URL: 'postgres://bolajon@127.0.0.1:1/none', DATA_DIR: newDir() };
    const file = path.join(newDir(), 'b.backup');
    const missing = await admin({ ...postgresEnv, PATH: '/nonexistent' }, 'backup', file);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('pg_dump was not found. Install the PostgreSQL client tools');

    // A pg_dump 15 facing a PostgreSQL 16 says this (and exits 1).
    const tools = newDir();
    writeFileSync(
      path.join(tools, 'pg_dump'),
      [
        '#!/bin/sh',
        'echo "pg_dump: error: aborting because of server version mismatch" >&2',
        'echo "pg_dump: detail: server version: 16.2 (Debian 16.2-1.pgdg120+2); pg_dump version: 15.5 (Debian 15.5-0+deb12u1)" >&2',
        'exit 1',
      ].join('\n'),
      { mode: 0o755 },
    );
    const older = await admin(
      { ...postgresEnv, PATH: `${tools}:${process.env['PATH']}` },
      'backup',
      file,
    );
    expect(older.status).toBe(1);
    expect(older.stderr).toContain(
      'pg_dump 15.5 is older than the PostgreSQL server (16.2); it cannot read it. Install the ' +
        'client tools of version 16 (Debian: apt install postgresql-client-16)',
    );
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);
  }, 600_000);

  it.runIf(!onPostgres)(
    'backs up the embedded database through a running server process that holds its lock; a restore waits for the server to stop',
    async () => {
      const dir = newDir();
      const seeded = await openDatabase({ pgliteDir: path.join(dir, 'db') });
      await seeded.migrate();
      await seeded.db
        .insert(users)
        .values({ phone: '+998901112233', name: 'Seed', phoneVerifiedAt: new Date() });
      await seeded.close();
      const port = await freePort();
      // Logging every request: the token must not be among what is logged.
      const processEnv = { ...pgliteEnv(dir), AUTH_SECRET: env.AUTH_SECRET, LOG_LEVEL: 'info' };
      const server = await startServer(processEnv, port);
      const file = path.join(newDir(), 'server.backup');
      try {
        const cliEnv = { ...processEnv, PORT: String(port), HOST: '127.0.0.1' };
        const backup = await admin(cliEnv, 'backup', file);
        expect(backup.stderr).toBe('');
        expect(backup.status).toBe(0);
        // The server holds the folder: a restore into it is refused and says to stop it.
        const refused = await admin(cliEnv, 'restore', file, '--force');
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain(`in use by the Bolajon server (pid ${server.child.pid}`);
        expect(refused.stderr).toContain('stop the server, restore, and start it again');
        // With the wrong secret the server refuses, and the command says what to check.
        const wrong = await admin({ ...cliEnv, AUTH_SECRET: 'x'.repeat(40) }, 'backup', file + '2');
        expect(wrong.status).toBe(1);
        expect(wrong.stderr).toContain("the server's AUTH_SECRET");
        expect(existsSync(file + '2')).toBe(false);
      } finally {
        expect(await stopServer(server)).toBe(0);
      }
      expect(server.output()).toContain('backup sent');
      expect(server.output()).not.toMatch(/eyJ|bearer|authorization/i);
      const target = newDir();
      const restore = await admin(pgliteEnv(target), 'restore', file);
      expect(restore.status).toBe(0);
      const restored = await openDatabase({ pgliteDir: path.join(target, 'db') });
      expect(await restored.db.select({ phone: users.phone }).from(users)).toEqual([
        { phone: '+998901112233' },
      ]);
      await restored.close();
    },
    600_000,
  );
});
