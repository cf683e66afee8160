import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  achievementsResponseSchema,
  correctAnswer,
  errorCodes,
  gameResultsResponseSchema,
  homeResponseSchema,
  myAchievementsResponseSchema,
  myProgressResponseSchema,
  type GameType,
} from '@bolajon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, courses, userGames, userQuestions } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { removePacks } from '../../test/content-fixture.js';
import { RETRY_WINDOW_MS } from './answer-rules.js';
import {
  answerQuestion,
  importCourse,
  questionsOf as questionsOfGame,
  rightAnswer,
  wrongAnswer,
} from '../../test/course.js';

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
let gameIds: number[] = [];
let gameTypes: GameType[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  const imported = await importCourse(ctx, mediaDir);
  ({ gameIds, gameTypes } = imported);
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

const get = (token: string, url: string) =>
  ctx.app.inject({ url: `/api${url}`, headers: bearer(token) });
const answer = (token: string, questionId: number, text: string) =>
  answerQuestion(ctx, token, questionId, text);
const questionsOf = (token: string, gameId: number) => questionsOfGame(ctx, token, gameId);
const correctOf = rightAnswer;
const wrongOf = wrongAnswer;
/** Answers every question of the i-th game right, with the contract's canonical answers. */
async function completeGame(token: string, index: number) {
  for (const q of await questionsOf(token, gameIds[index]!)) {
    const response = await answer(token, q.id, correctAnswer(gameTypes[index]!, q));
    expect(response.json()).toEqual({ isCorrect: true });
  }
}
/** The child's rows in user_questions and user_games. */
async function rowsOf(childId: number) {
  return {
    answers: await ctx.database.db.$count(userQuestions, eq(userQuestions.childId, childId)),
    games: await ctx.database.db.$count(userGames, eq(userGames.childId, childId)),
  };
}
/** Opens the course to a family (course access is the family's: users.id). */
async function grantCourse(userId: number) {
  const [course] = await ctx.database.db.select().from(courses);
  await ctx.database.db
    .insert(courseAccess)
    .values({ userId, courseId: course!.id, grantedBy: 'test' });
}
async function statusOf(token: string) {
  const home = homeResponseSchema.parse((await get(token, '/home')).json());
  return home.lessons.flatMap((l) => l.games);
}

describe('answers, rounds and stars', () => {
  it('judges 2.0 answers on the server and records wrong ones, Error and incorrect included', async () => {
    const { accessToken } = await signUp(ctx);
    const [q1] = await questionsOf(accessToken, gameIds[0]!);
    const right = await answer(accessToken, q1!.id, ` ${correctOf(q1!).toUpperCase()}!`);
    expect(right.json()).toEqual({ isCorrect: true });
    for (const text of [wrongOf(q1!), 'Error', 'incorrect', '']) {
      expect((await answer(accessToken, q1!.id, text)).json()).toEqual({ isCorrect: false });
    }
  });

  it('a new user: the first game active, the next inactive, a paid lesson locked, no stars', async () => {
    const { accessToken } = await signUp(ctx);
    expect(await statusOf(accessToken)).toEqual([
      { id: gameIds[0], stars: 0, status: 'active' },
      { id: gameIds[1], stars: 0, status: 'inactive' },
      { id: gameIds[2], stars: 0, status: 'locked' },
    ]);
  });

  it('completing a game gives stars from the first answers, opens the next game and counts the latest round', async () => {
    const { accessToken } = await signUp(ctx);
    const [q1, q2] = await questionsOf(accessToken, gameIds[0]!);
    await answer(accessToken, q1!.id, wrongOf(q1!)); // wrong first: the question counts wrong
    await answer(accessToken, q1!.id, correctOf(q1!)); // the repeat is practice
    let games = await statusOf(accessToken);
    expect(games[0]).toEqual({ id: gameIds[0], stars: 0, status: 'active' });
    expect(games[1]?.status).toBe('inactive');

    await answer(accessToken, q2!.id, correctOf(q2!));
    games = await statusOf(accessToken);
    expect(games[0]).toEqual({ id: gameIds[0], stars: 1, status: 'active' }); // 50 %
    expect(games[1]).toEqual({ id: gameIds[1], stars: 0, status: 'active' });

    const results = gameResultsResponseSchema.parse(
      (await get(accessToken, `/user-questions/my-game-results/${gameIds[0]}`)).json(),
    );
    expect(results.map((r) => r.isCorrect)).toEqual([false, true, true]);

    // A perfect replay raises the stars and starts a new round for the results.
    await answer(accessToken, q1!.id, correctOf(q1!));
    await answer(accessToken, q2!.id, correctOf(q2!));
    expect((await statusOf(accessToken))[0]?.stars).toBe(3);
    const replay = gameResultsResponseSchema.parse(
      (await get(accessToken, `/user-questions/my-game-results/${gameIds[0]}`)).json(),
    );
    expect(replay.map((r) => r.isCorrect)).toEqual([true, true]);

    // A poor replay never lowers them.
    await answer(accessToken, q1!.id, 'incorrect');
    await answer(accessToken, q2!.id, 'Error');
    expect((await statusOf(accessToken))[0]?.stars).toBe(3);
  });

  it('a retry of the last question after a wrong answer stays in the round it completed', async () => {
    const { accessToken } = await signUp(ctx);
    const [q1, q2] = await questionsOf(accessToken, gameIds[0]!);
    await answer(accessToken, q1!.id, correctOf(q1!));
    await answer(accessToken, q2!.id, wrongOf(q2!)); // completes the round: 50 %
    await answer(accessToken, q2!.id, correctOf(q2!)); // the game asks again: practice
    const results = gameResultsResponseSchema.parse(
      (await get(accessToken, `/user-questions/my-game-results/${gameIds[0]}`)).json(),
    );
    expect(results.map((r) => [r.question.id, r.isCorrect])).toEqual([
      [q1!.id, true],
      [q2!.id, false],
      [q2!.id, true],
    ]);
    expect((await statusOf(accessToken))[0]?.stars).toBe(1);
    // The next answer to the first question is a replay: a new round.
    await answer(accessToken, q1!.id, correctOf(q1!));
    const replay = gameResultsResponseSchema.parse(
      (await get(accessToken, `/user-questions/my-game-results/${gameIds[0]}`)).json(),
    );
    expect(replay.map((r) => [r.question.id, r.isCorrect])).toEqual([[q1!.id, true]]);
  });

  it('the same question answered again long after the wrong answer is a replay: a new round', async () => {
    const { accessToken } = await signUp(ctx);
    const [q1, q2] = await questionsOf(accessToken, gameIds[0]!);
    await answer(accessToken, q1!.id, correctOf(q1!));
    await answer(accessToken, q2!.id, wrongOf(q2!)); // completes the round
    ctx.clock.advance(RETRY_WINDOW_MS + 1); // the next day, say
    await answer(accessToken, q2!.id, correctOf(q2!));
    const results = gameResultsResponseSchema.parse(
      (await get(accessToken, `/user-questions/my-game-results/${gameIds[0]}`)).json(),
    );
    expect(results.map((r) => [r.question.id, r.isCorrect])).toEqual([[q2!.id, true]]);
  });

  it("awards the game's achievement once it is complete with a star", async () => {
    const session = await signUp(ctx);
    const [q1, q2] = await questionsOf(session.accessToken, gameIds[0]!);
    expect(
      myAchievementsResponseSchema.parse(
        (await get(session.accessToken, '/user-achievements/my-achievements')).json(),
      ),
    ).toEqual([]);
    await answer(session.accessToken, q1!.id, correctOf(q1!));
    await answer(session.accessToken, q2!.id, wrongOf(q2!));
    const mine = myAchievementsResponseSchema.parse(
      (await get(session.accessToken, '/user-achievements/my-achievements')).json(),
    );
    expect(mine.map((m) => m.achievement.title)).toEqual(['Первое слово']);
    expect(mine[0]?.achievement.lesson.block.module.course.title).toBe('Тестовый курс');
    // The date it was earned is `createdAt`, as the spec's user results name it (ADR 0026).
    const earnedAt = ctx.clock.now().toISOString();
    const [raw] = (await get(session.accessToken, '/user-achievements/my-achievements')).json();
    expect(raw).toMatchObject({ id: mine[0]?.id, createdAt: earnedAt });
    expect(raw).not.toHaveProperty('earnedAt');

    const allRaw = (await get(session.accessToken, '/admin/achievements')).json();
    expect(allRaw[0].userAchievements).toEqual([{ id: mine[0]?.id, createdAt: earnedAt }]);
    const all = achievementsResponseSchema.parse(allRaw);
    expect(all.map((a) => [a.title, a.userAchievements.length])).toEqual([['Первое слово', 1]]);
    const results = gameResultsResponseSchema.parse(
      (await get(session.accessToken, `/user-questions/my-game-results/${gameIds[0]}`)).json(),
    );
    expect(results[0]?.achievement?.title).toBe('Первое слово');
  });

  it('opens a paid lesson once course access is granted, game by game', async () => {
    const session = await signUp(ctx);
    const [course] = await ctx.database.db.select().from(courses);
    await ctx.database.db
      .insert(courseAccess)
      .values({ userId: session.familyId, courseId: course!.id, grantedBy: 'test' });
    expect((await statusOf(session.accessToken))[2]?.status).toBe('inactive');
    const progress = myProgressResponseSchema.parse(
      (await get(session.accessToken, '/home/my-progress')).json(),
    );
    expect(progress.lessons.map((l) => l.block.title)).toEqual(['Блок 1', 'Блок 1']);
  });

  it('refuses answers to a locked game and bad bodies, changing nothing', async () => {
    const { accessToken } = await signUp(ctx);
    const locked = await ctx.database.db.query.questions.findFirst({
      where: (q, { eq }) => eq(q.gameId, gameIds[2]!),
    });
    const before = await ctx.database.db.$count(userQuestions);
    const refused = await answer(accessToken, locked!.id, 'Привет!');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: errorCodes.courseLocked,
      message: expect.stringMatching(/support/),
    });
    expect((await answer(accessToken, 999999, 'x')).statusCode).toBe(404);
    for (const payload of [
      {},
      { questionId: 'one', answer: 'x' },
      { questionId: 1 },
      { questionId: 1, answer: 5 },
      { questionId: 1, answer: 'x', isCorrect: true },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/user-questions',
        headers: bearer(accessToken),
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await ctx.database.db.$count(userQuestions)).toBe(before);
  });

  it("never shows or changes another user's progress", async () => {
    const alice = await signUp(ctx, 'Alice');
    const bob = await signUp(ctx, 'Bob');
    const [q1, q2] = await questionsOf(alice.accessToken, gameIds[0]!);
    await answer(alice.accessToken, q1!.id, correctOf(q1!));
    await answer(alice.accessToken, q2!.id, correctOf(q2!));
    expect((await statusOf(bob.accessToken))[0]?.stars).toBe(0);
    expect(
      (await get(bob.accessToken, `/user-questions/my-game-results/${gameIds[0]}`)).json(),
    ).toEqual([]);
    expect((await get(bob.accessToken, '/user-achievements/my-achievements')).json()).toEqual([]);
    // Bob answering the same questions touches only his own rows.
    await answer(bob.accessToken, q1!.id, 'incorrect');
    const aliceGame = await ctx.database.db.query.userGames.findFirst({
      where: (g, { and, eq }) => and(eq(g.childId, alice.childId), eq(g.gameId, gameIds[0]!)),
    });
    expect(aliceGame).toMatchObject({ stars: 3, roundComplete: true });
    expect((await statusOf(alice.accessToken))[0]?.stars).toBe(3);
  });
});

describe('the order of games', () => {
  it('refuses an answer to the second game before the first is complete with GAME_NOT_OPEN, storing nothing', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [first] = await questionsOf(accessToken, gameIds[0]!);
    await answer(accessToken, first!.id, correctOf(first!)); // game 1 started, not complete
    const before = await rowsOf(childId);
    expect(before).toEqual({ answers: 1, games: 1 });

    const [wheel] = await questionsOf(accessToken, gameIds[1]!);
    for (const text of [correctAnswer(gameTypes[1]!, wheel!), 'incorrect']) {
      const refused = await answer(accessToken, wheel!.id, text);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: errorCodes.gameNotOpen,
        message: 'This game opens when the games before it are complete',
      });
    }
    expect(await rowsOf(childId)).toEqual(before);
    expect((await statusOf(accessToken))[1]?.status).toBe('inactive');
  });

  it('always takes answers to the first game of a course, from a new user', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [first] = await questionsOf(accessToken, gameIds[0]!);
    const response = await answer(accessToken, first!.id, wrongOf(first!));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isCorrect: false });
    expect(await rowsOf(childId)).toEqual({ answers: 1, games: 1 });
  });

  it('opens the second game once the first is complete, and takes replays of a complete game', async () => {
    const { accessToken, childId } = await signUp(ctx);
    await completeGame(accessToken, 0);
    await completeGame(accessToken, 1); // every answer 200 and right: the game is open
    expect((await statusOf(accessToken)).slice(0, 2).map((g) => g.stars)).toEqual([3, 3]);

    // Replays of both complete games are stored as new rounds.
    await completeGame(accessToken, 0);
    const [wheel] = await questionsOf(accessToken, gameIds[1]!);
    expect((await answer(accessToken, wheel!.id, 'incorrect')).json()).toEqual({
      isCorrect: false,
    });
    const rows = await ctx.database.db.query.userGames.findMany({
      where: (g, { eq }) => eq(g.childId, childId),
      orderBy: (g, { asc }) => asc(g.gameId),
    });
    expect(rows.map((r) => [r.gameId, r.round, r.stars])).toEqual([
      [gameIds[0], 2, 3],
      [gameIds[1], 2, 3],
    ]);
  });

  it('keeps a paid lesson behind the last game of the free one once the course is open', async () => {
    const { accessToken, familyId, childId } = await signUp(ctx);
    await grantCourse(familyId);
    const dialogue = (await questionsOf(accessToken, gameIds[2]!))[0]!;
    await completeGame(accessToken, 0);
    const before = await rowsOf(childId);
    const refused = await answer(accessToken, dialogue.id, correctAnswer(gameTypes[2]!, dialogue));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(errorCodes.gameNotOpen);
    expect(await rowsOf(childId)).toEqual(before);

    await completeGame(accessToken, 1);
    await completeGame(accessToken, 2);
    expect((await statusOf(accessToken)).map((g) => g.status)).toEqual([
      'active',
      'active',
      'active',
    ]);
  });

  it('answers COURSE_LOCKED, not GAME_NOT_OPEN, for a game that is locked and inactive', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const locked = await ctx.database.db.query.questions.findFirst({
      where: (q, { eq }) => eq(q.gameId, gameIds[2]!),
    });
    const refused = await answer(accessToken, locked!.id, 'Привет!');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(errorCodes.courseLocked);
    const results = await get(accessToken, `/user-questions/my-game-results/${gameIds[2]}`);
    expect(results.statusCode).toBe(403);
    expect(results.json().code).toBe(errorCodes.courseLocked);
    expect(await rowsOf(childId)).toEqual({ answers: 0, games: 0 });
  });
});

describe('active days', () => {
  it("tracks today's UTC date once, even when called twice at once", async () => {
    const { accessToken, user } = await signUp(ctx);
    const track = () =>
      ctx.app.inject({ method: 'POST', url: '/api/user-days/track', headers: bearer(accessToken) });
    const responses = await Promise.all([track(), track()]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const today = ctx.clock.now().toISOString().slice(0, 10);
    expect(responses[0]?.json()).toEqual({ date: today });
    expect((await get(accessToken, '/user-days/my-days')).json()).toEqual([today]);
    ctx.clock.advance(24 * 3_600_000);
    await track();
    expect(((await get(accessToken, '/user-days/my-days')).json() as string[]).length).toBe(2);
    const me = await get(accessToken, '/users/me');
    expect(me.json().stats.learningDays).toBe(2);
    expect(user.stats.learningDays).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user-days/track' })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ url: '/api/user-days/my-days' })).statusCode).toBe(401);
  });
});

describe('stats', () => {
  it('counts a lesson once every game in it is complete', async () => {
    const { accessToken, childId } = await signUp(ctx);
    for (const gameId of gameIds.slice(0, 2)) {
      for (const q of await questionsOf(accessToken, gameId))
        await answer(accessToken, q.id, correctOf(q));
    }
    expect((await get(accessToken, '/users/me')).json().stats.totalModules).toBe(1);
    const rows = await ctx.database.db.query.userGames.findMany({
      where: (g, { eq }) => eq(g.childId, childId),
    });
    expect(rows.every((r) => r.completedAt !== null)).toBe(true);
    expect(await ctx.database.db.$count(userGames)).toBeGreaterThan(0);
  });
});
