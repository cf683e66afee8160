import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorCodes, questionsResponseSchema, type Question } from '@bolajon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../content/import-pack.js';
import { loadPack } from '../../content/load-pack.js';
import { courseAccess, courses, userGames, userQuestions } from '../../db/schema/index.js';
import { LocalMediaStore } from '../../media/media-store.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { fixtureCourse, pairGame, removePacks, writePack } from '../../test/content-fixture.js';
import { duolingoAnswerMatches } from './progress.service.js';

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
/** The pair-connecting game of the free lesson, and the one of the paid lesson. */
let freeGameId = 0;
let paidGameId = 0;

/** The fixture course with a 5.0 game in its free lesson and another in its paid lesson. */
function courseWithPairs() {
  const course = fixtureCourse();
  const [free, paid] = course.modules[0]!.blocks[0]!.lessons;
  free!.games.push(
    pairGame('pairs-free', [
      { left: 'Мама', right: 'Ona' },
      { left: 'Папа', right: 'Ota' },
    ]),
  );
  paid!.games.push(
    pairGame('pairs-paid', [
      { left: 'Брат', right: 'Aka' },
      { left: 'Сестра', right: 'Opa' },
    ]),
  );
  return course;
}

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  const loaded = loadPack(writePack(courseWithPairs()));
  if (!loaded.ok) throw new Error(`fixture pack invalid: ${JSON.stringify(loaded)}`);
  await importPack(ctx.database.db, loaded.pack, new LocalMediaStore(mediaDir));
  const games = await ctx.database.db.query.games.findMany();
  freeGameId = games.find((g) => g.key === 'pairs-free')!.id;
  paidGameId = games.find((g) => g.key === 'pairs-paid')!.id;
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

const check = (token: string | null, id: number | string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/user/question-duolingo/${id}/check`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

async function questionsOf(token: string, gameId: number): Promise<Question[]> {
  const response = await ctx.app.inject({
    url: `/api/questions/by-game/${gameId}`,
    headers: bearer(token),
  });
  return questionsResponseSchema.parse(response.json());
}

/** The first duolingo item of a game's first question, as the client reads it. */
async function duolingoOf(token: string, gameId: number) {
  const [question] = await questionsOf(token, gameId);
  return question!.questionDuolingos[0]!;
}

/** The rows a check must never write. */
const storedRows = async () => ({
  answers: await ctx.database.db.$count(userQuestions),
  games: await ctx.database.db.$count(userGames),
});

describe('duolingoAnswerMatches', () => {
  const item = { leftAnswer: 'Мама', rightAnswer: 'Ona' };
  it('takes either side, as speech is compared', () => {
    expect(duolingoAnswerMatches(item, 'Мама')).toBe(true);
    expect(duolingoAnswerMatches(item, ' мама! ')).toBe(true);
    expect(duolingoAnswerMatches(item, 'ONA')).toBe(true);
    expect(duolingoAnswerMatches({ leftAnswer: 'Ёлка', rightAnswer: 'Archa' }, 'елка')).toBe(true);
  });
  it('refuses another word and an answer that is only punctuation', () => {
    expect(duolingoAnswerMatches(item, 'Папа')).toBe(false);
    expect(duolingoAnswerMatches(item, 'Мама=Ona')).toBe(false);
    expect(duolingoAnswerMatches(item, '!!!')).toBe(false);
  });
});

describe('POST /user/question-duolingo/:id/check', () => {
  it('answers isCorrect for the left word, the right word and a wrong one, storing nothing', async () => {
    const { accessToken } = await signUp(ctx);
    const item = await duolingoOf(accessToken, freeGameId);
    expect(item).toMatchObject({ leftAnswer: 'Мама', rightAnswer: 'Ona' });
    const before = await storedRows();

    const left = await check(accessToken, item.id, { answer: item.leftAnswer });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ isCorrect: true });
    expect((await check(accessToken, item.id, { answer: 'ona' })).json()).toEqual({
      isCorrect: true,
    });
    const wrong = await check(accessToken, item.id, { answer: 'Папа' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ isCorrect: false });

    expect(await storedRows()).toEqual(before);
  });

  it('refuses a bad id and a bad body with 400', async () => {
    const { accessToken } = await signUp(ctx);
    const item = await duolingoOf(accessToken, freeGameId);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await check(accessToken, id, { answer: 'Мама' });
      expect(response.statusCode, `id ${id}`).toBe(400);
      expect(response.json().code).toBe(errorCodes.validation);
    }
    for (const payload of [
      {},
      { answer: 5 },
      { answer: '' },
      { answer: '   ' },
      { answer: 'x'.repeat(2001) },
      { answer: 'Мама', isCorrect: true },
    ]) {
      const response = await check(accessToken, item.id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().code).toBe(errorCodes.validation);
    }
  });

  it('answers 404 for an item that does not exist', async () => {
    const { accessToken } = await signUp(ctx);
    const response = await check(accessToken, 999_999, { answer: 'Мама' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: errorCodes.notFound,
      message: 'Duolingo item not found',
    });
  });

  it('answers 401 without a token', async () => {
    const { accessToken } = await signUp(ctx);
    const item = await duolingoOf(accessToken, freeGameId);
    const response = await check(null, item.id, { answer: 'Мама' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(errorCodes.unauthorized);
  });

  it('answers 403 COURSE_LOCKED for an item of a course the user has not opened, and 200 once opened', async () => {
    const { accessToken, familyId } = await signUp(ctx);
    // Read straight from the database: the locked lesson's questions are not served to this user.
    const lockedQuestion = await ctx.database.db.query.questions.findFirst({
      where: (q, { eq }) => eq(q.gameId, paidGameId),
    });
    const lockedItem = await ctx.database.db.query.questionDuolingos.findFirst({
      where: (d, { eq }) => eq(d.questionId, lockedQuestion!.id),
    });
    const refused = await check(accessToken, lockedItem!.id, { answer: 'Брат' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(errorCodes.courseLocked);

    const [course] = await ctx.database.db.select().from(courses);
    await ctx.database.db
      .insert(courseAccess)
      .values({ userId: familyId, courseId: course!.id, grantedBy: 'test' });
    const opened = await check(accessToken, lockedItem!.id, { answer: 'Aka' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ isCorrect: true });
  });
});
