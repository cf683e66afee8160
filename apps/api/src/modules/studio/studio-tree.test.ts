import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  errorCodes,
  studioCoursesResponseSchema,
  studioDraftSchema,
  studioLessonImpactSchema,
} from '@bolajon/contract';
import { asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  dictionaryWords,
  games,
  lessons,
  questions,
  studioDrafts,
  studioPublishes,
  userDictionary,
  userGames,
  userQuestions,
  users,
} from '../../db/schema/index.js';
import { readContentVersion } from '../content-cache/content-version.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { importCourse } from '../../test/course.js';
import { fixtureCourse, removePacks } from '../../test/content-fixture.js';

/*
 * The studio's tree edits (issue 23, ADR 0046): what deleting a lesson would cost learners, the
 * delete itself and a block's lesson order; immediate, audited, course editors only.
 */

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
type Session = Awaited<ReturnType<typeof signUp>>;
let admin: Session;
let editor: Session;
let learner: Session;
const kids: Session[] = [];
let blockId: number;
const lessonIds: Record<string, number> = {};
const gameIds: Record<string, number> = {};

/** The fixture with a third lesson in its block (l3, one game g4), to reorder and delete. */
function courseWithThreeLessons() {
  const course = fixtureCourse();
  const block = course.modules[0]!.blocks[0]!;
  const l2 = block.lessons[1]!;
  block.lessons.push({
    ...l2,
    key: 'l3',
    title: 'Дом',
    games: l2.games.map((g) => ({ ...g, key: 'g4' })),
  });
  return course;
}

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  await importCourse(ctx, mediaDir, courseWithThreeLessons());
  const { db } = ctx.database;
  admin = await signUp(ctx, 'Support', '+998711234567');
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.familyId));
  editor = await signUp(ctx, 'Teacher');
  await db.update(users).set({ editor: true }).where(eq(users.id, editor.familyId));
  learner = await signUp(ctx, 'Learner');
  for (const name of ['Aziz', 'Malika', 'Bobur']) kids.push(await signUp(ctx, name));
  for (const l of await db.select().from(lessons)) lessonIds[l.key] = l.id;
  for (const g of await db.select().from(games)) gameIds[g.key] = g.id;
  blockId = (await db.select().from(blocks))[0]!.id;
});
afterAll(async () => {
  await ctx.close();
  removePacks();
  rmSync(mediaDir, { recursive: true, force: true });
});

const call = (token: string | undefined, method: string, url: string, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const questionIdsOf = async (gameKey: string) =>
  (
    await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.gameId, gameIds[gameKey]!))
      .orderBy(asc(questions.id))
  ).map((q) => q.id);

/** `n` answers by the child on the game's first question, in round 1. */
async function answers(child: Session, gameKey: string, n: number) {
  const [questionId] = await questionIdsOf(gameKey);
  await ctx.database.db.insert(userQuestions).values(
    Array.from({ length: n }, (_, i) => ({
      childId: child.childId,
      questionId: questionId!,
      gameId: gameIds[gameKey]!,
      round: 1,
      answer: `a${i}`,
      isCorrect: i % 2 === 0,
    })),
  );
}

async function stars(child: Session, gameKey: string, count: number) {
  await ctx.database.db
    .insert(userGames)
    .values({ childId: child.childId, gameId: gameIds[gameKey]!, stars: count, round: 2 });
}

const blockOrder = async () =>
  (
    await ctx.database.db
      .select({ key: lessons.key })
      .from(lessons)
      .where(eq(lessons.blockId, blockId))
      .orderBy(asc(lessons.order), asc(lessons.id))
  ).map((l) => l.key);

/** The studio's audit rows (the fixture's pack import has one too: not counted here). */
const audit = () =>
  ctx.database.db
    .select()
    .from(studioPublishes)
    .where(ne(studioPublishes.kind, 'import'))
    .orderBy(asc(studioPublishes.id));

describe('studio tree edits — course editors only', () => {
  it('refuses an anonymous caller (401), a learner and a support person without the flag (403), changing nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `/studio/lessons/${lessonIds['l1']}/impact`],
      ['DELETE', `/studio/lessons/${lessonIds['l3']}`],
      [
        'PUT',
        `/studio/blocks/${blockId}/order`,
        { lessonIds: [lessonIds['l3'], lessonIds['l2'], lessonIds['l1']] },
      ],
    ];
    const version = await readContentVersion(ctx.database.db);
    for (const [method, url, body] of calls) {
      expect((await call(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const session of [learner, admin]) {
        const response = await call(session.accessToken, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          code: errorCodes.forbidden,
          message: 'Course editors only',
        });
      }
    }
    expect(await blockOrder()).toEqual(['l1', 'l2', 'l3']);
    expect(await readContentVersion(ctx.database.db)).toBe(version);
    expect(await audit()).toEqual([]);
  });
});

describe('GET /api/studio/lessons/{id}/impact', () => {
  it('counts, per game and for the lesson, the children, answers and stars learners would lose', async () => {
    const [aziz, malika, bobur] = kids as [Session, Session, Session];
    await answers(aziz, 'g1', 5);
    await stars(aziz, 'g1', 3);
    await answers(aziz, 'g2', 2);
    await answers(malika, 'g1', 4);
    // A star with no answer stored counts its child; a game row without stars counts no one.
    await stars(malika, 'g2', 2);
    await stars(bobur, 'g2', 0);
    // Another lesson's progress is not l1's.
    await answers(bobur, 'g3', 7);
    await stars(bobur, 'g3', 1);
    // A mark in the dictionary on one of l1's words goes with the word: bobur loses it too.
    const [word] = await ctx.database.db
      .select({ id: dictionaryWords.id })
      .from(dictionaryWords)
      .where(eq(dictionaryWords.lessonId, lessonIds['l1']!));
    await ctx.database.db
      .insert(userDictionary)
      .values({ childId: bobur.childId, wordId: word!.id, state: 'learned' });

    const response = await call(
      editor.accessToken,
      'GET',
      `/studio/lessons/${lessonIds['l1']}/impact`,
    );
    expect(response.statusCode).toBe(200);
    expect(studioLessonImpactSchema.parse(response.json())).toEqual({
      learners: 3,
      answers: 11,
      stars: 5,
      wordMarks: 1,
      games: [
        { key: 'g1', learners: 2, answers: 9, stars: 3 },
        { key: 'g2', learners: 2, answers: 2, stars: 2 },
      ],
    });
    const l3 = await call(editor.accessToken, 'GET', `/studio/lessons/${lessonIds['l3']}/impact`);
    expect(l3.json()).toEqual({
      learners: 0,
      answers: 0,
      stars: 0,
      wordMarks: 0,
      games: [{ key: 'g4', learners: 0, answers: 0, stars: 0 }],
    });
  });

  it('is 404 for a lesson that does not exist', async () => {
    const response = await call(editor.accessToken, 'GET', '/studio/lessons/999999/impact');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: errorCodes.notFound, message: 'No such lesson' });
  });
});

describe('PUT /api/studio/blocks/{id}/order', () => {
  const order = (keys: string[]) => ({ lessonIds: keys.map((k) => lessonIds[k]!) });

  it('refuses a missing, foreign or twice-named lesson and an unknown block, changing nothing', async () => {
    const version = await readContentVersion(ctx.database.db);
    const refusals: [unknown, number, string][] = [
      [order(['l2', 'l1']), 400, `missing: ${lessonIds['l3']}`],
      [
        { lessonIds: [lessonIds['l1'], lessonIds['l2'], lessonIds['l3'], 999999] },
        400,
        'Lesson 999999 is not in this block',
      ],
      [order(['l1', 'l2', 'l2', 'l3']), 400, `Lesson ${lessonIds['l2']} is named twice`],
      [{ lessonIds: [] }, 400, 'lessonIds'],
      [{ lessonIds: ['1'] }, 400, 'lessonIds'],
      [{ ...order(['l1', 'l2', 'l3']), extra: 1 }, 400, 'extra'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await call(
        editor.accessToken,
        'PUT',
        `/studio/blocks/${blockId}/order`,
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect((response.json() as { message: string }).message).toContain(message);
    }
    const unknown = await call(
      editor.accessToken,
      'PUT',
      '/studio/blocks/999999/order',
      order(['l1']),
    );
    expect(unknown.statusCode).toBe(404);
    expect(await blockOrder()).toEqual(['l1', 'l2', 'l3']);
    expect(await readContentVersion(ctx.database.db)).toBe(version);
    expect(await audit()).toEqual([]);
  });

  it('rewrites the order, moves the content version and audits the move; the same order again changes nothing', async () => {
    const version = await readContentVersion(ctx.database.db);
    const moved = await call(
      editor.accessToken,
      'PUT',
      `/studio/blocks/${blockId}/order`,
      order(['l3', 'l1', 'l2']),
    );
    expect(moved.statusCode).toBe(204);
    expect(await blockOrder()).toEqual(['l3', 'l1', 'l2']);
    expect(await readContentVersion(ctx.database.db)).toBe(version + 1);
    const tree = studioCoursesResponseSchema.parse(
      (await call(editor.accessToken, 'GET', '/studio/courses')).json(),
    );
    expect(tree[0]!.modules[0]!.blocks[0]!.lessons.map((l) => l.key)).toEqual(['l3', 'l1', 'l2']);
    expect(await audit()).toEqual([
      expect.objectContaining({
        kind: 'reorder',
        actorId: editor.familyId,
        lessonId: null,
        lessonPath: 'test-course/m1/b1',
        updated: 3,
        unchanged: 0,
        contentVersion: version + 1,
      }),
    ]);

    const again = await call(
      editor.accessToken,
      'PUT',
      `/studio/blocks/${blockId}/order`,
      order(['l3', 'l1', 'l2']),
    );
    expect(again.statusCode).toBe(204);
    expect(await readContentVersion(ctx.database.db)).toBe(version + 1);
    expect(await audit()).toHaveLength(1);
    // Back as the pack has it, for the tests below.
    await call(
      editor.accessToken,
      'PUT',
      `/studio/blocks/${blockId}/order`,
      order(['l1', 'l2', 'l3']),
    );
    expect(await blockOrder()).toEqual(['l1', 'l2', 'l3']);
  });
});

describe('DELETE /api/studio/lessons/{id}', () => {
  it('deletes the lesson with its games, questions, words, draft and learners rows, in one go; moves the version; audited', async () => {
    const { db } = ctx.database;
    const l1 = lessonIds['l1']!;
    const draft = await call(editor.accessToken, 'GET', `/studio/lessons/${l1}/draft`);
    const lesson = studioDraftSchema.parse(draft.json()).lesson;
    expect(
      (await call(editor.accessToken, 'PUT', `/studio/lessons/${l1}/draft`, { lesson })).statusCode,
    ).toBe(200);
    const l1Games = [gameIds['g1']!, gameIds['g2']!];
    const before = {
      words: await db.$count(dictionaryWords, eq(dictionaryWords.lessonId, l1)),
      questions: await db.$count(questions, inArray(questions.gameId, l1Games)),
      otherAnswers: await db.$count(userQuestions, eq(userQuestions.gameId, gameIds['g3']!)),
    };
    expect(before.words).toBe(2);
    expect(before.questions).toBe(3);
    const version = await readContentVersion(db);
    const publishes = (await audit()).length;

    const response = await call(editor.accessToken, 'DELETE', `/studio/lessons/${l1}`);
    expect(response.statusCode).toBe(204);

    expect(await db.$count(lessons, eq(lessons.id, l1))).toBe(0);
    expect(await db.$count(games, inArray(games.id, l1Games))).toBe(0);
    expect(await db.$count(questions, inArray(questions.gameId, l1Games))).toBe(0);
    expect(await db.$count(dictionaryWords, eq(dictionaryWords.lessonId, l1))).toBe(0);
    expect(await db.$count(userQuestions, inArray(userQuestions.gameId, l1Games))).toBe(0);
    expect(await db.$count(userGames, inArray(userGames.gameId, l1Games))).toBe(0);
    expect(await db.$count(studioDrafts, eq(studioDrafts.lessonId, l1))).toBe(0);
    // Another lesson's learners keep theirs.
    expect(await db.$count(userQuestions, eq(userQuestions.gameId, gameIds['g3']!))).toBe(
      before.otherAnswers,
    );
    expect(await blockOrder()).toEqual(['l2', 'l3']);
    expect(await readContentVersion(db)).toBe(version + 1);
    const rows = await audit();
    expect(rows).toHaveLength(publishes + 1);
    expect(rows.at(-1)).toEqual(
      expect.objectContaining({
        kind: 'delete',
        actorId: editor.familyId,
        lessonId: null,
        lessonPath: 'test-course/m1/b1/l1',
        // The lesson, its 2 words, 2 games and 3 questions.
        deleted: 8,
        contentVersion: version + 1,
      }),
    );
    // The learner's map no longer has it.
    const home = await call(learner.accessToken, 'GET', '/home');
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('Привет!');
    // The publish log stays the publishes'.
    const log = await call(editor.accessToken, 'GET', '/studio/publishes');
    expect(log.json()).toEqual([]);
  });

  it('leaves a block whose lessons, named in the same order again, count as not moved', async () => {
    // The delete above left l2 and l3 at orders 1 and 2: no move, no version, no audit row.
    const version = await readContentVersion(ctx.database.db);
    const rows = (await audit()).length;
    const order = (keys: string[]) => ({ lessonIds: keys.map((k) => lessonIds[k]!) });
    const same = await call(
      editor.accessToken,
      'PUT',
      `/studio/blocks/${blockId}/order`,
      order(['l2', 'l3']),
    );
    expect(same.statusCode).toBe(204);
    expect(await readContentVersion(ctx.database.db)).toBe(version);
    expect(await audit()).toHaveLength(rows);

    const swapped = await call(
      editor.accessToken,
      'PUT',
      `/studio/blocks/${blockId}/order`,
      order(['l3', 'l2']),
    );
    expect(swapped.statusCode).toBe(204);
    expect(await blockOrder()).toEqual(['l3', 'l2']);
    expect((await audit()).at(-1)).toEqual(
      expect.objectContaining({ kind: 'reorder', updated: 2, unchanged: 0 }),
    );
  });

  it('is 404 for a lesson that does not exist (or is already deleted), changing nothing', async () => {
    const version = await readContentVersion(ctx.database.db);
    for (const id of [999999, lessonIds['l1']!]) {
      const response = await call(editor.accessToken, 'DELETE', `/studio/lessons/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: errorCodes.notFound, message: 'No such lesson' });
    }
    expect(await readContentVersion(ctx.database.db)).toBe(version);
  });
});
