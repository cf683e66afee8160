import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  achievementsResponseSchema,
  gameResultsResponseSchema,
  homeResponseSchema,
  myAchievementsResponseSchema,
  myProgressResponseSchema,
  questionsResponseSchema,
  type Question,
} from '@bolajon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../content/import-pack.js';
import { loadPack } from '../../content/load-pack.js';
import { courseAccess, courses, userGames, userQuestions } from '../../db/schema/index.js';
import { LocalMediaStore } from '../../media/media-store.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { fixtureCourse, removePacks, writePack } from '../../test/content-fixture.js';

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
let gameIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  const loaded = loadPack(writePack(fixtureCourse()));
  if (!loaded.ok) throw new Error('fixture pack invalid');
  await importPack(ctx.database.db, loaded.pack, new LocalMediaStore(mediaDir));
  gameIds = (
    await ctx.database.db.query.games.findMany({ orderBy: (g, { asc }) => asc(g.id) })
  ).map((g) => g.id);
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

const get = (token: string, url: string) =>
  ctx.app.inject({ url: `/api${url}`, headers: bearer(token) });
const answer = (token: string, questionId: number, text: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user-questions',
    headers: bearer(token),
    payload: { questionId, answer: text },
  });
async function questionsOf(token: string, gameId: number): Promise<Question[]> {
  return questionsResponseSchema.parse((await get(token, `/questions/by-game/${gameId}`)).json());
}
const correctOf = (q: Question) => q.questionVariants.find((v) => v.isCorrect)!.answer;
const wrongOf = (q: Question) => q.questionVariants.find((v) => !v.isCorrect)!.answer;
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

    const all = achievementsResponseSchema.parse(
      (await get(session.accessToken, '/admin/achievements')).json(),
    );
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
      .values({ userId: session.user.id, courseId: course!.id, grantedBy: 'test' });
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
    expect((await answer(accessToken, locked!.id, 'Привет!')).statusCode).toBe(403);
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
      where: (g, { and, eq }) => and(eq(g.userId, alice.user.id), eq(g.gameId, gameIds[0]!)),
    });
    expect(aliceGame).toMatchObject({ stars: 3, roundComplete: true });
    expect((await statusOf(alice.accessToken))[0]?.stars).toBe(3);
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
    const { accessToken, user } = await signUp(ctx);
    for (const gameId of gameIds.slice(0, 2)) {
      for (const q of await questionsOf(accessToken, gameId))
        await answer(accessToken, q.id, correctOf(q));
    }
    expect((await get(accessToken, '/users/me')).json().stats.totalModules).toBe(1);
    const rows = await ctx.database.db.query.userGames.findMany({
      where: (g, { eq }) => eq(g.userId, user.id),
    });
    expect(rows.every((r) => r.completedAt !== null)).toBe(true);
    expect(await ctx.database.db.$count(userGames)).toBeGreaterThan(0);
  });
});
