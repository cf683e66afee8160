import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  errorCodes,
  studioDraftSchema,
  studioPublishLossSchema,
  type StudioDraftLesson,
} from '@bolajon/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dictionaryWords,
  games,
  lessons,
  questions,
  userDictionary,
  userGames,
  userQuestions,
  users,
} from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { importCourse } from '../../test/course.js';
import { removePacks } from '../../test/content-fixture.js';

/*
 * GET /api/studio/lessons/{id}/draft/loss (issue 23): what publishing a lesson's saved draft
 * would delete of learners' work, counted before it happens — the draft matched with the
 * published lesson by key, as the publish's sync matches it.
 */

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
type Session = Awaited<ReturnType<typeof signUp>>;
let editor: Session;
const kids: Session[] = [];
const lessonIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  await importCourse(ctx, mediaDir);
  const { db } = ctx.database;
  editor = await signUp(ctx, 'Teacher');
  await db.update(users).set({ editor: true }).where(eq(users.id, editor.familyId));
  for (const name of ['Aziz', 'Malika', 'Bobur']) kids.push(await signUp(ctx, name));
  for (const l of await db.select().from(lessons)) lessonIds[l.key] = l.id;
});
afterAll(async () => {
  await ctx.close();
  removePacks();
  rmSync(mediaDir, { recursive: true, force: true });
});

const call = (method: string, url: string, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: {
      ...bearer(editor.accessToken),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** The lesson as published, in the draft's shape (media as /media/... URLs). */
const published = async (lessonKey: string) =>
  studioDraftSchema.parse(
    (await call('GET', `/studio/lessons/${lessonIds[lessonKey]}/draft`)).json(),
  ).lesson as StudioDraftLesson;

async function saveDraft(lessonKey: string, lesson: StudioDraftLesson) {
  const response = await call('PUT', `/studio/lessons/${lessonIds[lessonKey]}/draft`, { lesson });
  expect(response.statusCode, response.body).toBe(200);
}

const loss = async (lessonKey: string) => {
  const response = await call('GET', `/studio/lessons/${lessonIds[lessonKey]}/draft/loss`);
  expect(response.statusCode, response.body).toBe(200);
  return studioPublishLossSchema.parse(response.json());
};

async function gameId(gameKey: string) {
  const [row] = await ctx.database.db.select().from(games).where(eq(games.key, gameKey));
  return row!.id;
}

async function questionId(gameKey: string, questionKey: string) {
  const [row] = await ctx.database.db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(games, eq(games.id, questions.gameId))
    .where(and(eq(games.key, gameKey), eq(questions.key, questionKey)));
  return row!.id;
}

/** `n` answers by the child to the game's question, in round 1. */
async function answers(child: Session, gameKey: string, questionKey: string, n: number) {
  const ids = { gameId: await gameId(gameKey), questionId: await questionId(gameKey, questionKey) };
  await ctx.database.db.insert(userQuestions).values(
    Array.from({ length: n }, (_, i) => ({
      childId: child.childId,
      ...ids,
      round: 1,
      answer: `a${i}`,
      isCorrect: true,
    })),
  );
}

async function stars(child: Session, gameKey: string, count: number) {
  await ctx.database.db
    .insert(userGames)
    .values({ childId: child.childId, gameId: await gameId(gameKey), stars: count, round: 2 });
}

async function mark(child: Session, wordKey: string) {
  const [word] = await ctx.database.db
    .select()
    .from(dictionaryWords)
    .where(eq(dictionaryWords.key, wordKey));
  await ctx.database.db
    .insert(userDictionary)
    .values({ childId: child.childId, wordId: word!.id, state: 'learned' });
}

/** Every learner row there is: what a publish deletes is read off the difference. */
async function learnerRows() {
  const { db } = ctx.database;
  const [row] = await db
    .select({
      answers: sql<number>`(select count(*)::int from ${userQuestions})`,
      stars: sql<number>`(select coalesce(sum(${userGames.stars}), 0)::int from ${userGames})`,
      wordMarks: sql<number>`(select count(*)::int from ${userDictionary})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

describe('GET /api/studio/lessons/{id}/draft/loss', () => {
  it('is 404 when the lesson has no draft, or there is no such lesson', async () => {
    const none = await call('GET', `/studio/lessons/${lessonIds['l1']}/draft/loss`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: errorCodes.notFound, message: 'The lesson has no draft' });
    const unknown = await call('GET', '/studio/lessons/999999/draft/loss');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: errorCodes.notFound, message: 'No such lesson' });
  });

  it('a draft that only edits texts loses nothing, whatever learners have done', async () => {
    const [aziz, malika] = kids as [Session, Session];
    await answers(aziz, 'g1', 'q1', 2);
    await answers(aziz, 'g1', 'q2', 3);
    await stars(aziz, 'g1', 3);
    await mark(malika, 'koshka');
    await mark(malika, 'privet');

    const lesson = await published('l1');
    lesson.title = 'Привет, друзья!';
    lesson.words![1]!.translation = 'mushukcha';
    lesson.games[0]!.title = 'Кто же это?';
    lesson.games[0]!.questions[1]!.text = 'А это что?';
    await saveDraft('l1', lesson);

    expect(await loss('l1')).toEqual({
      learners: 0,
      answers: 0,
      stars: 0,
      wordMarks: 0,
      games: [],
      questions: 0,
      words: [],
    });
  });

  it('counts what goes: a removed question with answers, a removed word with marks, a re-keyed game with stars — as the publish then deletes', async () => {
    const [, malika, bobur] = kids as [Session, Session, Session];
    // Aziz (from the test above): 2 answers on g1/q1 (kept), 3 on g1/q2 (removed), 3 stars on
    // g1 (kept). Malika: marks on koshka (removed) and privet (kept).
    await answers(bobur, 'g2', 'q1', 4);
    await stars(bobur, 'g2', 2);
    await stars(malika, 'g2', 0);
    // Another lesson's rows are not l1's.
    await answers(malika, 'g3', 'q1', 5);
    await stars(malika, 'g3', 1);
    await mark(bobur, 'mama');

    const lesson = await published('l1');
    lesson.games[0]!.questions.splice(1, 1);
    lesson.words!.splice(1, 1);
    // A key renamed in the editor («Дополнительно»): to the sync, g2 is gone and g2-new is new.
    lesson.games[1]!.key = 'g2-new';
    await saveDraft('l1', lesson);

    const counted = await loss('l1');
    expect(counted).toEqual({
      learners: 3,
      answers: 3 + 4,
      stars: 2,
      wordMarks: 1,
      games: ['g2'],
      questions: 1,
      words: ['koshka'],
    });

    const before = await learnerRows();
    const publish = await call('POST', `/studio/lessons/${lessonIds['l1']}/publish`);
    expect(publish.statusCode, publish.body).toBe(200);
    const after = await learnerRows();
    expect({
      answers: before.answers - after.answers,
      stars: before.stars - after.stars,
      wordMarks: before.wordMarks - after.wordMarks,
    }).toEqual({ answers: counted.answers, stars: counted.stars, wordMarks: counted.wordMarks });

    // Published, the draft is gone: nothing is left to count.
    expect((await call('GET', `/studio/lessons/${lessonIds['l1']}/draft/loss`)).statusCode).toBe(
      404,
    );
  });

  it('a re-keyed game counts its answers and stars, its questions not again; a re-keyed word its marks', async () => {
    const [aziz, , bobur] = kids as [Session, Session, Session];
    await answers(bobur, 'g3', 'q1', 1);
    await stars(aziz, 'g3', 3);
    const lesson = await published('l2');
    // Re-keyed, the lesson's one game and one word are gone to the sync (and new ones come).
    lesson.games[0]!.key = 'g3-new';
    lesson.words![0]!.key = 'mama-new';
    await saveDraft('l2', lesson);
    // Malika's 5 answers and 1 star on g3 (above), Bobur's answer and his mark on mama, Aziz's
    // 3 stars.
    expect(await loss('l2')).toEqual({
      learners: 3,
      answers: 6,
      stars: 4,
      wordMarks: 1,
      games: ['g3'],
      questions: 0,
      words: ['mama'],
    });
  });
});
