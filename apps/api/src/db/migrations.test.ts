import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  correctAnswer,
  loginResponseSchema,
  myProgressResponseSchema,
  questionsResponseSchema,
  tokenPairSchema,
  type GameType,
} from '@bolajon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { importPack } from '../content/import-pack.js';
import { loadPack } from '../content/load-pack.js';
import { testEnv } from '../env.js';
import { LocalMediaStore } from '../media/media-store.js';
import {
  bearer,
  createTestApp,
  RecordingSmsSender,
  signUp,
  type TestContext,
} from '../test/app.js';
import { fixtureCourse, pairGame, removePacks, writePack } from '../test/content-fixture.js';
import {
  checkMigration,
  committedMigrations,
  listTables,
  migrationsFolder,
  type MigrationCheck,
} from '../test/migration-harness.js';
import { courses, dictionaryWords, users } from './schema/index.js';

/*
 * The rule (ADR 0030): a migration never loses a learner's data. The seed below goes through the
 * app, so it has the latest shape; the harness projects it into a database migrated up to the
 * previous migration, migrates that forward and compares every table. A new table needs a row
 * in the seed (the first test says which are empty).
 */

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
type Session = Awaited<ReturnType<typeof signUp>>;
/** Seeded families, each with the tokens it holds after the seed. */
const families = {} as Record<'malika' | 'timur' | 'aziz', Session>;

/** The fixture course plus a pair game, so the pair and duolingo tables have rows too. */
function seedCourse() {
  const course = fixtureCourse();
  course.modules[0]!.blocks[0]!.lessons[0]!.games.push(
    pairGame('pairs', [
      { left: 'Мама', right: 'Ona' },
      { left: 'Папа', right: 'Ota' },
    ]),
  );
  return course;
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

async function ok<R extends { statusCode: number; body: string }>(response: Promise<R>) {
  const done = await response;
  if (done.statusCode !== 200) throw new Error(`seed call failed: ${done.body}`);
  return done;
}

/** Answers a game's questions: right with the contract's canonical answer, or all wrong. */
async function play(token: string, gameId: number, type: GameType, right: boolean) {
  const questions = questionsResponseSchema.parse(
    (await ok(call(token, 'GET', `/questions/by-game/${gameId}`))).json(),
  );
  for (const q of questions) {
    const answer = right ? correctAnswer(type, q) : 'incorrect';
    await ok(call(token, 'POST', '/user-questions', { questionId: q.id, answer }));
  }
}

async function seed() {
  const { db } = ctx.database;
  const loaded = loadPack(writePack(seedCourse()));
  if (!loaded.ok) throw new Error('fixture pack invalid');
  await importPack(db, loaded.pack, new LocalMediaStore(mediaDir));
  const games = await db.query.games.findMany({ orderBy: (g, { asc }) => asc(g.id) });
  const words = await db.select().from(dictionaryWords);
  const wordId = (word: string) => words.find((w) => w.word === word)!.id;
  const [course] = await db.select().from(courses);

  const admin = await signUp(ctx, 'Support', '+998711234567');
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));

  const malika = await signUp(ctx, 'Malika');
  await ok(
    call(malika.accessToken, 'POST', '/user-onboarding', {
      age: 6,
      whyLearning: 'freeCommunication',
      degree: 'understandsLittle',
      skills: ['speak', 'listen'],
      time: '10Minutes',
    }),
  );
  for (const game of games.filter((g) => g.key !== 'g3')) {
    await play(malika.accessToken, game.id, game.type as GameType, true);
  }
  await ok(call(malika.accessToken, 'POST', `/user-dictionary/mark-learned/${wordId('привет')}`));
  await ok(call(malika.accessToken, 'POST', `/user-dictionary/mark-unlearned/${wordId('кошка')}`));
  await ok(call(malika.accessToken, 'POST', '/user-days/track'));
  // Past the grace window in which a second refresh answers the same pair.
  ctx.clock.advance(60_000);
  const refreshed = tokenPairSchema.parse(
    (
      await ok(
        ctx.app.inject({
          method: 'POST',
          url: '/api/user-auth/refresh-token',
          payload: { refreshToken: malika.refreshToken },
        }),
      )
    ).json(),
  );
  families.malika = { ...malika, ...refreshed };

  const timur = await signUp(ctx, 'Timur');
  await play(timur.accessToken, games[0]!.id, games[0]!.type as GameType, false);
  await ok(call(timur.accessToken, 'POST', `/user-dictionary/mark-learned/${wordId('кошка')}`));
  await ok(call(timur.accessToken, 'POST', '/user-days/track'));
  families.timur = timur;
  // A second device of Timur's family signs in and out: its session ends, the rows stay.
  ctx.clock.advance(120_000);
  await ok(
    ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/login',
      payload: { phone: timur.phone },
    }),
  );
  const phone = tokenPairSchema.parse(
    (
      await ok(
        ctx.app.inject({
          method: 'POST',
          url: '/api/user-auth/verify-code',
          payload: { phone: timur.phone, code: ctx.sms.lastCode(timur.phone) },
        }),
      )
    ).json(),
  );
  await ok(
    ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/logout',
      headers: bearer(phone.accessToken),
      payload: { refreshToken: phone.refreshToken },
    }),
  );

  const aziz = await signUp(ctx, 'Aziz');
  await ok(
    call(admin.accessToken, 'PUT', `/admin/families/${aziz.user.id}/courses/${course!.id}`, {
      open: true,
    }),
  );
  await play(aziz.accessToken, games[0]!.id, games[0]!.type as GameType, true);
  families.aziz = aziz;
}

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  await seed();
});
afterAll(async () => {
  await ctx.close();
  removePacks();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe(`the newest migration (${committedMigrations().at(-1)}) keeps every row`, () => {
  let check: MigrationCheck;
  beforeAll(async () => {
    check = await checkMigration(ctx.database);
  });
  afterAll(() => check.close());

  it('starts from a seed with rows in every table', () => {
    const empty = Object.entries(check.seeded).filter(([, state]) => state.count === 0);
    expect(empty.map(([table]) => table)).toEqual([]);
  });

  it('copies every row of the earlier shape before migrating', () => {
    for (const [table, state] of Object.entries(check.before)) {
      expect(state, table).toEqual(check.seeded[table]);
    }
  });

  it('keeps the count and primary keys of every table, and adds the new tables', async () => {
    expect(check.losses).toEqual([]);
    const tables = await listTables(check.database.db);
    expect(tables).toEqual(Object.keys(check.seeded).sort());
    for (const table of check.newTables) expect(tables).toContain(table);
    for (const table of Object.keys(check.before)) {
      expect(check.after[table], table).toEqual(check.before[table]);
    }
  });

  it('serves the seeded families and takes new rows', async () => {
    const sms = new RecordingSmsSender();
    const app = await buildApp({
      database: check.database,
      env: testEnv({ MEDIA_DIR: mediaDir }),
      sms,
      now: () => new Date(ctx.clock.now().getTime() + 60_000),
    });
    try {
      await app.ready();
      const progressOf = async (token: string) => {
        const response = await app.inject({ url: '/api/home/my-progress', headers: bearer(token) });
        expect(response.statusCode).toBe(200);
        return myProgressResponseSchema.parse(response.json());
      };
      for (const family of Object.values(families)) {
        // The access token signed before the migration still reads the same progress.
        const seeded = await ctx.app.inject({
          url: '/api/home/my-progress',
          headers: bearer(family.accessToken),
        });
        expect(await progressOf(family.accessToken), family.user.name).toEqual(seeded.json());
        const refreshed = await app.inject({
          method: 'POST',
          url: '/api/user-auth/refresh-token',
          payload: { refreshToken: family.refreshToken },
        });
        expect(refreshed.statusCode, family.user.name).toBe(200);
        await progressOf(tokenPairSchema.parse(refreshed.json()).accessToken);
      }

      // New rows take ids past the copied ones (the sequences moved on): an answer, a family.
      const [game] = await check.database.db.query.games.findMany({
        orderBy: (g, { asc }) => asc(g.id),
        limit: 1,
      });
      const questions = questionsResponseSchema.parse(
        (
          await app.inject({
            url: `/api/questions/by-game/${game!.id}`,
            headers: bearer(families.timur.accessToken),
          })
        ).json(),
      );
      const answered = await app.inject({
        method: 'POST',
        url: '/api/user-questions',
        headers: bearer(families.timur.accessToken),
        payload: { questionId: questions[0]!.id, answer: 'incorrect' },
      });
      expect(answered.statusCode).toBe(200);
      const phone = '+998909998877';
      const registered = await app.inject({
        method: 'POST',
        url: '/api/user-auth/register',
        payload: { phone, name: 'Newcomer' },
        remoteAddress: '10.9.9.9',
      });
      expect(registered.statusCode).toBe(200);
      const verified = await app.inject({
        method: 'POST',
        url: '/api/user-auth/verify-code',
        payload: { phone, code: sms.lastCode(phone) },
      });
      expect(verified.statusCode).toBe(200);
      const newcomer = loginResponseSchema.parse(verified.json());
      expect(newcomer.user.id).toBeGreaterThan(
        Math.max(...Object.values(families).map((f) => f.user.id)),
      );
    } finally {
      await app.close();
    }
  });
});

describe('the harness', () => {
  it('reports a migration that deletes rows or drops a table', async () => {
    const destructive = migrationsFolder({
      extra: [
        {
          tag: '9999_loses_data',
          sql: 'delete from "user_games";--> statement-breakpoint\ndrop table "user_days";',
        },
      ],
    });
    try {
      const check = await checkMigration(ctx.database, {
        from: committedMigrations().length,
        to: destructive.dir,
      });
      try {
        expect(check.losses).toEqual([
          expect.objectContaining({
            table: 'user_days',
            before: check.seeded['user_days']!.count,
            after: null,
          }),
          expect.objectContaining({
            table: 'user_games',
            before: check.seeded['user_games']!.count,
            after: 0,
          }),
        ]);
        expect(check.losses[1]!.lostKeys).toHaveLength(check.seeded['user_games']!.count);
      } finally {
        await check.close();
      }
    } finally {
      destructive.remove();
    }
  });
});
