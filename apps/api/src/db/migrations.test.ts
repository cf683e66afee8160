import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  childSchema,
  correctAnswer,
  gatePassSchema,
  gateQuestionSchema,
  GROWN_UP_HEADER,
  loginResponseSchema,
  switchChildResponseSchema,
  myProgressResponseSchema,
  questionsResponseSchema,
  tokenPairSchema,
  type GameType,
  type MyProgressResponse,
} from '@bolajon/contract';
import { eq, sql } from 'drizzle-orm';
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
  type Row,
  type ToEarlierShape,
} from '../test/migration-harness.js';
import { rowsOf, type Db } from './client.js';
import {
  courses,
  dictionaryWords,
  lessons,
  studioDrafts,
  studioPublishes,
  users,
} from './schema/index.js';

/*
 * The rule (ADR 0030): a migration never loses a learner's data. The seed below goes through the
 * app, so it has the latest shape; the harness projects it into a database migrated up to the
 * previous migration, migrates that forward and compares every table. A new table needs a row
 * in the seed (the first test says which are empty).
 */

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
type Session = Awaited<ReturnType<typeof signUp>>;
/** The Idempotency-Key of the seed's keyed answer (Aziz's). */
const SEEDED_KEY = 'seeded-answer-key-0001';
/** Seeded families, each with the tokens it holds after the seed. */
const families = {} as Record<'malika' | 'timur' | 'aziz', Session>;
/** The seeded support person's session. */
let supportSession: Session;

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
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.familyId));
  supportSession = admin;

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
  await ok(call(malika.accessToken, 'POST', `/lessons/${games[0]!.lessonId}/intro-seen`));
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

  // The studio's tables (0017, ADR 0044): a saved draft of a lesson and a publish, by nobody
  // still here (the seed has no editor: see ADR 0041).
  const [lesson] = await db.select().from(lessons).orderBy(lessons.id).limit(1);
  await db.insert(studioDrafts).values({
    courseId: course!.id,
    blockId: lesson!.blockId,
    lessonId: lesson!.id,
    lessonKey: lesson!.key,
    data: { key: lesson!.key, title: lesson!.title, games: [] },
  });
  await db.insert(studioPublishes).values({
    lessonId: lesson!.id,
    lessonPath: `${course!.key}/${lesson!.key}`,
    created: 1,
    updated: 0,
    deleted: 0,
    unchanged: 3,
    contentVersion: 2,
  });
  // A lesson deleted in the studio (0018, ADR 0046): no lesson row, its key path kept.
  await db.insert(studioPublishes).values({
    kind: 'delete',
    lessonPath: `${course!.key}/gone`,
    created: 0,
    updated: 0,
    deleted: 4,
    unchanged: 0,
    contentVersion: 3,
  });

  const aziz = await signUp(ctx, 'Aziz');
  await ok(
    call(admin.accessToken, 'PUT', `/admin/families/${aziz.familyId}/courses/${course!.id}`, {
      open: true,
    }),
  );
  await play(aziz.accessToken, games[0]!.id, games[0]!.type as GameType, true);
  families.aziz = aziz;
  // An answer sent with an Idempotency-Key (0019, ADR 0050) keeps its key and response.
  const [keyedQuestion] = questionsResponseSchema.parse(
    (await ok(call(aziz.accessToken, 'GET', `/questions/by-game/${games[0]!.id}`))).json(),
  );
  await ok(
    ctx.app.inject({
      method: 'POST',
      url: '/api/user-questions',
      headers: { ...bearer(aziz.accessToken), 'idempotency-key': SEEDED_KEY },
      payload: { questionId: keyedQuestion!.id, answer: 'incorrect' },
    }),
  );

  // Malika's brother joins her family (ADR 0036): a grown-up passes the gate, adds him, and he
  // plays and marks a word under his own child id.
  const question = gateQuestionSchema.parse(
    (await ok(call(malika.accessToken, 'GET', '/family/gate'))).json(),
  );
  if (question.kind !== 'product') throw new Error('seed family has a PIN');
  const pass = gatePassSchema.parse(
    (
      await ok(
        call(malika.accessToken, 'POST', '/family/gate', {
          challenge: question.challenge,
          answer: String(question.left * question.right),
        }),
      )
    ).json(),
  );
  const brother = childSchema.parse(
    (
      await ok(
        ctx.app.inject({
          method: 'POST',
          url: '/api/family/children',
          headers: { ...bearer(malika.accessToken), [GROWN_UP_HEADER]: pass.grownUpToken },
          payload: { name: 'Bobur', age: 5, avatar: 'boy' },
        }),
      )
    ).json(),
  );
  const switched = switchChildResponseSchema.parse(
    (
      await ok(call(malika.accessToken, 'POST', '/family/active-child', { childId: brother.id }))
    ).json(),
  );
  await play(switched.accessToken, games[0]!.id, games[0]!.type as GameType, false);
  await ok(
    call(switched.accessToken, 'POST', `/user-dictionary/mark-unlearned/${wordId('привет')}`),
  );
  // Back to Malika for the session, as "who is playing?" would.
  await ok(call(malika.accessToken, 'POST', '/family/active-child', { childId: malika.user.id }));
}

/**
 * The previous shape (before 0012_families) has no children: a family's first child's rows
 * become the user's, the user takes the first child's age and avatar, and later children's rows
 * have no place (the projection leaves them out, so the counts compared are the projection's).
 */
function foldChildrenIntoUsers(childRows: Row[]): ToEarlierShape {
  const firstChild = new Map<number, Row>();
  for (const child of childRows) {
    const family = Number(child['user_id']);
    const known = firstChild.get(family);
    if (!known || Number(child['id']) < Number(known['id'])) firstChild.set(family, child);
  }
  const familyOfFirstChild = new Map(
    [...firstChild].map(([family, child]) => [Number(child['id']), family]),
  );
  return (table, rows) => {
    if (table === 'users') {
      return rows.map((row) => {
        const child = firstChild.get(Number(row['id']));
        return { ...row, age: child?.['age'] ?? null, avatar: child?.['avatar'] ?? 'boy' };
      });
    }
    if (!LEARNER_TABLES.includes(table)) return rows;
    return rows.flatMap((row) => {
      const family = familyOfFirstChild.get(Number(row['child_id']));
      if (family === undefined) return [];
      const { child_id: _child, ...rest } = row;
      return [{ ...rest, user_id: family }];
    });
  };
}

const LEARNER_TABLES = [
  'user_days',
  'user_onboarding',
  'user_dictionary',
  'user_questions',
  'user_games',
  'user_achievements',
];

async function rowsOfTable(db: Db, table: string): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(sql`select * from ${sql.identifier(table)}`));
}

/** Each family's stars, games, answers, marks, days and awards: by user_id or through children. */
async function perFamilyCounts(db: Db, byChild: boolean) {
  const owner = byChild
    ? (table: string) =>
        sql.raw(`(select c.user_id from children c where c.id = ${table}.child_id)`)
    : (table: string) => sql.raw(`${table}.user_id`);
  const counts: Record<string, Record<string, number>> = {};
  for (const table of LEARNER_TABLES) {
    const extra = table === 'user_games' ? sql`, sum(stars)::int as stars` : sql``;
    const rows = rowsOf<{ family: number; count: number; stars?: number }>(
      await db.execute(
        sql`select ${owner(table)} as family, count(*)::int as count ${extra}
            from ${sql.identifier(table)} group by 1 order by 1`,
      ),
    );
    for (const row of rows) {
      const entry = (counts[String(row.family)] ??= {});
      entry[table] = Number(row.count);
      if (row.stars !== undefined) entry['stars'] = Number(row.stars);
    }
  }
  return counts;
}

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir, LOG_LEVEL: 'error' });
  // The seeded families stand for families from before the families migration, whose first
  // child it gives the family's own id: undo the test apps' separate child ids (test/app.ts).
  await ctx.database.db.execute(
    sql`select setval(pg_get_serial_sequence('children', 'id'), 1, false)`,
  );
  await seed();
});
afterAll(async () => {
  await ctx.close();
  removePacks();
  rmSync(mediaDir, { recursive: true, force: true });
});

/**
 * Builds an app on the migrated copy and checks it serves the seeded families as before: each
 * family's old access token reads the same map (`sameMap` strips what the earlier shape could not
 * hold), each refresh token rotates, and new answers and sign-ups get fresh ids.
 */
async function servesSeededFamilies(
  check: MigrationCheck,
  sameMap: (progress: MyProgressResponse) => unknown = (progress) => progress,
) {
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
      expect(sameMap(await progressOf(family.accessToken)), family.user.name).toEqual(
        sameMap(myProgressResponseSchema.parse(seeded.json())),
      );
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
}

/** Every table has the same count and primary keys after migrating, and the new ones exist. */
async function keepsEveryTable(check: MigrationCheck) {
  expect(check.losses).toEqual([]);
  const tables = await listTables(check.database.db);
  expect(tables).toEqual(Object.keys(check.seeded).sort());
  for (const table of check.newTables) expect(tables).toContain(table);
  for (const table of Object.keys(check.before)) {
    expect(check.after[table], table).toEqual(check.before[table]);
  }
}

const migrationTags = committedMigrations();

describe(`the newest migration (${migrationTags.at(-1)}) keeps every row`, () => {
  // The newest migration adds tables or columns: the seed's rows fit the shape before it as they
  // are. One that renames, splits or drops a column passes `toEarlierShape` here (ADR 0030).
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
    await keepsEveryTable(check);
  });

  it('serves the seeded families and takes new rows', async () => {
    await servesSeededFamilies(check);
  });
});

/**
 * The families migration (0012, ADR 0036) renamed every learner table's user_id to child_id: it
 * is checked from the shape before it through every later migration, with the seed folded back
 * into that shape (a first child's rows onto its user).
 */
const FAMILIES_MIGRATION = '0012_families';

describe(`from before ${FAMILIES_MIGRATION} to the newest migration, every family keeps its rows`, () => {
  let check: MigrationCheck;
  let projection: ToEarlierShape;
  beforeAll(async () => {
    const childRows = await rowsOfTable(ctx.database.db, 'children');
    projection = foldChildrenIntoUsers(childRows);
    const from = migrationTags.indexOf(FAMILIES_MIGRATION);
    expect(from).toBeGreaterThan(0);
    check = await checkMigration(ctx.database, {
      from,
      toEarlierShape: projection,
      inspectBefore: (db) => perFamilyCounts(db, false),
    });
  });
  afterAll(() => check.close());

  it("gives each family a first child with the family's id, so old tokens name it", async () => {
    const children = await rowsOfTable(check.database.db, 'children');
    const users = await rowsOfTable(check.database.db, 'users');
    expect(children.map((c) => [c['id'], c['user_id']]).sort()).toEqual(
      users.map((u) => [u['id'], u['id']]).sort(),
    );
    for (const family of Object.values(families)) {
      expect(family.user.id, 'seeded first child id').toBe(family.user.familyId);
    }
  });

  it("keeps every family's answers, games, stars, marks, days, awards and onboarding", async () => {
    // The same check as the harness's, counted per family: nothing moved to another family.
    const earlier = check.inspected as Awaited<ReturnType<typeof perFamilyCounts>>;
    expect(Object.keys(earlier)).toHaveLength(Object.keys(families).length);
    expect(await perFamilyCounts(check.database.db, true)).toEqual(earlier);
    const malika = (earlier[String(families.malika.user.familyId)] ?? {})['stars'];
    expect(malika).toBeGreaterThan(0);
  });

  it('copies every row of the earlier shape before migrating', async () => {
    for (const [table, state] of Object.entries(check.before)) {
      // A later child's rows have no place in the earlier shape (foldChildrenIntoUsers).
      const projected = projection(table, await rowsOfTable(ctx.database.db, table));
      expect(state.count, table).toBe(projected.length);
      if (!LEARNER_TABLES.includes(table)) expect(state, table).toEqual(check.seeded[table]);
    }
    // The later child did play: the projection left rows out, so the check is not vacuous.
    expect(check.before['user_games']!.count).toBeLessThan(check.seeded['user_games']!.count);
  });

  it('keeps the count and primary keys of every table, and adds the new tables', async () => {
    await keepsEveryTable(check);
  });

  it('serves the seeded families and takes new rows', async () => {
    // Seen intros (0013) have no place before 0012: the rest of each family's map is the same.
    await servesSeededFamilies(check, (progress) =>
      progress.lessons.map(({ introSeen: _introSeen, ...lesson }) => lesson),
    );
  });
});

/**
 * The editor flag (0016, ADR 0041) is a column beside the role: every account of the earlier
 * shape comes out no editor with its role as it was, and the studio opens only once support
 * grants the flag on the migrated database.
 */
const EDITOR_MIGRATION = '0016_editor_role';

describe(`from before ${EDITOR_MIGRATION}, every account keeps its role and is no editor`, () => {
  let check: MigrationCheck;
  beforeAll(async () => {
    const from = migrationTags.indexOf(EDITOR_MIGRATION);
    expect(from).toBeGreaterThan(0);
    check = await checkMigration(ctx.database, { from });
  });
  afterAll(() => check.close());

  it('keeps the count and primary keys of every table', async () => {
    await keepsEveryTable(check);
  });

  it('gives every account the flag off and keeps each role', async () => {
    const roles = (rows: Row[]) => rows.map((u) => [u['id'], u['role']]).sort();
    const migrated = await rowsOfTable(check.database.db, 'users');
    expect(roles(migrated)).toEqual(roles(await rowsOfTable(ctx.database.db, 'users')));
    expect(migrated.map((u) => u['editor'])).toEqual(migrated.map(() => false));
    expect(migrated.filter((u) => u['role'] === 'admin')).toHaveLength(1);
  });

  it('opens the studio to a seeded account once support grants the flag', async () => {
    const app = await buildApp({
      database: check.database,
      env: testEnv({ MEDIA_DIR: mediaDir }),
      sms: new RecordingSmsSender(),
      now: () => new Date(ctx.clock.now().getTime() + 60_000),
    });
    try {
      await app.ready();
      const studio = () =>
        app.inject({ url: '/api/studio/courses', headers: bearer(families.aziz.accessToken) });
      expect((await studio()).statusCode).toBe(403);
      // Tokens signed before the migration still work: the seed's support person grants it.
      const granted = await app.inject({
        method: 'PUT',
        url: `/api/admin/users/${families.aziz.familyId}/editor`,
        headers: bearer(supportSession.accessToken),
        payload: { editor: true },
      });
      expect(granted.statusCode).toBe(200);
      expect((await studio()).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

/**
 * The studio's change kinds (0018, ADR 0046): every audit row of the earlier shape was a publish
 * (nothing else was audited there), keeps its counts, and the table then takes the other kinds
 * and refuses an unknown one.
 */
const CHANGE_KIND_MIGRATION = '0018_studio_change_kind';

describe(`from before ${CHANGE_KIND_MIGRATION}, every studio audit row is a publish`, () => {
  let check: MigrationCheck;
  beforeAll(async () => {
    const from = migrationTags.indexOf(CHANGE_KIND_MIGRATION);
    expect(from).toBeGreaterThan(0);
    check = await checkMigration(ctx.database, { from });
  });
  afterAll(() => check.close());

  it('keeps the count and primary keys of every table', async () => {
    await keepsEveryTable(check);
  });

  it('makes each row a publish with its counts and path, and takes the new kinds only', async () => {
    const counts = (rows: Row[]) =>
      rows.map((r) => [r['id'], r['lesson_path'], r['deleted'], r['content_version']]);
    const migrated = await rowsOfTable(check.database.db, 'studio_publishes');
    expect(counts(migrated)).toEqual(
      counts(await rowsOfTable(ctx.database.db, 'studio_publishes')),
    );
    expect(migrated.map((r) => r['kind'])).toEqual(migrated.map(() => 'publish'));
    const row = { lessonPath: 'c/m/b', created: 0, updated: 2, deleted: 0, unchanged: 1 };
    await check.database.db
      .insert(studioPublishes)
      .values({ ...row, kind: 'reorder', contentVersion: 9 });
    await expect(
      check.database.db.execute(
        sql`insert into studio_publishes (kind, lesson_path, created, updated, deleted, unchanged, content_version) values ('rename', 'c', 0, 0, 0, 0, 9)`,
      ),
    ).rejects.toThrow();
  });
});

/**
 * The request keys (0019, ADR 0050) are a new table: every row of the earlier shape is kept, and
 * on the migrated database a keyed answer is stored once and its repeat answers the first.
 */
const REQUEST_KEYS_MIGRATION = '0019_request_keys';

describe(`from before ${REQUEST_KEYS_MIGRATION}, answers take an Idempotency-Key`, () => {
  let check: MigrationCheck;
  beforeAll(async () => {
    const from = migrationTags.indexOf(REQUEST_KEYS_MIGRATION);
    expect(from).toBeGreaterThan(0);
    check = await checkMigration(ctx.database, { from });
  });
  afterAll(() => check.close());

  it('keeps the count and primary keys of every table and adds request_keys empty', async () => {
    await keepsEveryTable(check);
    expect(check.newTables).toContain('request_keys');
    expect(await rowsOfTable(check.database.db, 'request_keys')).toEqual([]);
    expect(check.seeded['request_keys']?.count).toBe(1);
  });

  it('stores a keyed answer once on the migrated database', async () => {
    const app = await buildApp({
      database: check.database,
      env: testEnv({ MEDIA_DIR: mediaDir }),
      sms: new RecordingSmsSender(),
      now: () => new Date(ctx.clock.now().getTime() + 60_000),
    });
    try {
      await app.ready();
      const [game] = await check.database.db.query.games.findMany({
        orderBy: (g, { asc }) => asc(g.id),
        limit: 1,
      });
      const token = families.timur.accessToken;
      const [question] = questionsResponseSchema.parse(
        (
          await app.inject({ url: `/api/questions/by-game/${game!.id}`, headers: bearer(token) })
        ).json(),
      );
      const answersBefore = (await rowsOfTable(check.database.db, 'user_questions')).length;
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/user-questions',
          headers: { ...bearer(token), 'idempotency-key': SEEDED_KEY },
          payload: { questionId: question!.id, answer: 'incorrect' },
        });
      const first = await send();
      const again = await send();
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.body).toBe(first.body);
      expect(await rowsOfTable(check.database.db, 'user_questions')).toHaveLength(
        answersBefore + 1,
      );
      expect(await rowsOfTable(check.database.db, 'request_keys')).toHaveLength(1);
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
