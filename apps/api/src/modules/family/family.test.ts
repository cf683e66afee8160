import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  childSchema,
  correctAnswer,
  errorCodes,
  familyOverviewSchema,
  familyResponseSchema,
  gatePassSchema,
  gateQuestionSchema,
  GROWN_UP_HEADER,
  myProgressResponseSchema,
  switchChildResponseSchema,
  tokenPairSchema,
  userSchema,
  type GameType,
} from '@bolajon/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, userDays, userGames, userQuestions } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { removePacks } from '../../test/content-fixture.js';
import { importCourse, questionsOf, rightAnswer, wrongAnswer } from '../../test/course.js';
import { playMinutes } from './family.service.js';

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
let gameIds: number[] = [];
let gameTypes: GameType[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  ({ gameIds, gameTypes } = await importCourse(ctx, mediaDir));
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, pass?: string) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), ...(pass ? { [GROWN_UP_HEADER]: pass } : {}) },
    ...(payload ? { payload } : {}),
  });

/** Passes the gate the way a grown-up does: reads the numbers and types their product. */
async function passGate(token: string): Promise<string> {
  const question = gateQuestionSchema.parse((await call(token, 'GET', '/family/gate')).json());
  if (question.kind !== 'product') throw new Error('expected the question');
  const response = await call(token, 'POST', '/family/gate', {
    challenge: question.challenge,
    answer: String(question.left * question.right),
  });
  expect(response.statusCode).toBe(200);
  return gatePassSchema.parse(response.json()).grownUpToken;
}

async function addChild(token: string, name: string, avatar: 'boy' | 'girl' = 'girl') {
  const response = await call(
    token,
    'POST',
    '/family/children',
    { name, age: 6, avatar },
    await passGate(token),
  );
  expect(response.statusCode, response.body).toBe(200);
  return childSchema.parse(response.json());
}

async function switchTo(token: string, childId: number) {
  const response = await call(token, 'POST', '/family/active-child', { childId });
  expect(response.statusCode, response.body).toBe(200);
  return switchChildResponseSchema.parse(response.json()).accessToken;
}

async function playGame(token: string, index: number, right: boolean) {
  for (const q of await questionsOf(ctx, token, gameIds[index]!)) {
    const answer = right ? correctAnswer(gameTypes[index]!, q) : wrongAnswer(q);
    const response = await call(token, 'POST', '/user-questions', { questionId: q.id, answer });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const progressOf = async (token: string) =>
  myProgressResponseSchema.parse((await call(token, 'GET', '/home/my-progress')).json());
const starsOf = async (token: string) =>
  (await progressOf(token)).lessons.flatMap((l) => l.games).reduce((sum, g) => sum + g.stars, 0);

describe('children under one phone', () => {
  it('registers the first child from the name and avatar given; /users/me is that child with the phone', async () => {
    const family = await signUp(ctx, 'Алия');
    const me = userSchema.parse((await call(family.accessToken, 'GET', '/users/me')).json());
    expect(me).toMatchObject({ name: 'Алия', phone: family.phone, familyId: family.user.familyId });
    const listed = familyResponseSchema.parse(
      (await call(family.accessToken, 'GET', '/family')).json(),
    );
    expect(listed).toEqual({
      children: [{ id: me.id, name: 'Алия', age: null, avatar: 'boy' }],
      activeChildId: me.id,
      hasPin: false,
    });
  });

  it('keeps each child its own stars, answers, words and days', async () => {
    const family = await signUp(ctx, 'Малика');
    const sister = family.accessToken;
    const brotherChild = await addChild(sister, 'Бобур', 'boy');
    const brother = await switchTo(sister, brotherChild.id);

    await playGame(sister, 0, true);
    await playGame(brother, 0, false);
    await call(sister, 'POST', '/user-days/track');
    const [word] = await ctx.database.db.query.dictionaryWords.findMany({ limit: 1 });
    await call(brother, 'POST', `/user-dictionary/mark-learned/${word!.id}`);

    expect(await starsOf(sister)).toBe(3);
    expect(await starsOf(brother)).toBe(1);
    expect((await call(brother, 'GET', '/user-days/my-days')).json()).toEqual([]);
    expect((await call(sister, 'GET', '/user-dictionary/my-learned')).json()).toEqual([]);
    expect((await call(brother, 'GET', '/user-dictionary/my-learned')).json()).toHaveLength(1);
    const me = userSchema.parse((await call(brother, 'GET', '/users/me')).json());
    expect(me).toMatchObject({
      id: brotherChild.id,
      name: 'Бобур',
      familyId: family.user.familyId,
    });
    expect(me.stats.totalDictionaries).toBe(1);

    // The session remembers the child: a refresh keeps the brother playing.
    const refreshed = tokenPairSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user-auth/refresh-token',
          payload: { refreshToken: family.refreshToken },
        })
      ).json(),
    );
    expect(
      userSchema.parse((await call(refreshed.accessToken, 'GET', '/users/me')).json()).id,
    ).toBe(brotherChild.id);
  });

  it('opens a bought course for every child of the family', async () => {
    const family = await signUp(ctx, 'Сардор');
    const second = await switchTo(
      family.accessToken,
      (await addChild(family.accessToken, 'Нилуфар')).id,
    );
    const [course] = await ctx.database.db.query.courses.findMany({ limit: 1 });
    await ctx.database.db.execute(
      sql`insert into course_access (user_id, course_id, granted_by) values (${family.user.familyId}, ${course!.id}, 'test')`,
    );
    for (const token of [family.accessToken, second]) {
      const statuses = (await progressOf(token)).lessons.flatMap((l) =>
        l.games.map((g) => g.status),
      );
      expect(statuses).not.toContain('locked');
    }
  });

  it('never reaches a child of another family: 404 on every child-taking route, nothing changed', async () => {
    const ours = await signUp(ctx, 'Лола');
    const theirs = await signUp(ctx, 'Тимур');
    const theirChild = theirs.user.id;
    await playGame(theirs.accessToken, 0, true);
    const pass = await passGate(ours.accessToken);
    const before = await ctx.database.db.$count(userGames, eq(userGames.childId, theirChild));

    expect(
      (await call(ours.accessToken, 'POST', '/family/active-child', { childId: theirChild }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          ours.accessToken,
          'PUT',
          `/family/children/${theirChild}`,
          { name: 'Взлом' },
          pass,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(ours.accessToken, 'DELETE', `/family/children/${theirChild}`, undefined, pass))
        .statusCode,
    ).toBe(404);
    // A child id in a body never overrides the token: unknown fields are refused.
    expect(
      (await call(ours.accessToken, 'POST', '/user-days/track', { childId: theirChild }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(ours.accessToken, 'PUT', '/users/me', { name: 'Взлом', childId: theirChild }))
        .statusCode,
    ).toBe(400);

    const [row] = await ctx.database.db.select().from(children).where(eq(children.id, theirChild));
    expect(row?.name).toBe('Тимур');
    expect(await ctx.database.db.$count(userGames, eq(userGames.childId, theirChild))).toBe(before);
    // Another family's gate pass opens nothing here.
    expect(
      (await call(theirs.accessToken, 'GET', '/family/overview', undefined, pass)).statusCode,
    ).toBe(403);
  });

  it('adds at most six children and refuses bad names and ages with 400', async () => {
    const family = await signUp(ctx, 'Дилноза');
    const pass = await passGate(family.accessToken);
    const add = (payload: object) =>
      call(family.accessToken, 'POST', '/family/children', payload, pass);
    expect((await add({ name: 'Я', avatar: 'boy' })).statusCode).toBe(400);
    expect((await add({ name: 'А'.repeat(41), avatar: 'boy' })).statusCode).toBe(400);
    expect((await add({ name: 'Азиз', age: 0, avatar: 'boy' })).statusCode).toBe(400);
    expect((await add({ name: 'Азиз', avatar: 'dragon' })).statusCode).toBe(400);
    for (let i = 2; i <= 6; i += 1)
      expect((await add({ name: `Ребёнок ${i}`, avatar: 'boy' })).statusCode).toBe(200);
    const seventh = await add({ name: 'Седьмой', avatar: 'boy' });
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().code).toBe(errorCodes.childrenLimit);
    expect(await ctx.database.db.$count(children, eq(children.userId, family.user.familyId))).toBe(
      6,
    );
  });

  it('removes a child with all it owns, keeps the others, and never the last one', async () => {
    const family = await signUp(ctx, 'Зарина');
    const sister = family.accessToken;
    const brother = await addChild(sister, 'Рустам', 'boy');
    const brotherToken = await switchTo(sister, brother.id);
    await playGame(brotherToken, 0, true);
    await playGame(sister, 0, true);
    const pass = await passGate(sister);

    const removed = await call(sister, 'DELETE', `/family/children/${brother.id}`, undefined, pass);
    expect(removed.statusCode).toBe(200);
    expect(familyResponseSchema.parse(removed.json()).children.map((c) => c.name)).toEqual([
      'Зарина',
    ]);
    for (const table of [userGames, userQuestions]) {
      expect(await ctx.database.db.$count(table, eq(table.childId, brother.id))).toBe(0);
    }
    expect(await starsOf(sister)).toBe(3);
    // The removed child's token answers 401, writes too: the client refreshes to the family's
    // first child, and nothing is stored for a child that is gone.
    expect((await call(brotherToken, 'GET', '/users/me')).statusCode).toBe(401);
    const [question] = await questionsOf(ctx, sister, gameIds[0]!);
    const [word] = await ctx.database.db.query.dictionaryWords.findMany({ limit: 1 });
    for (const [method, url, payload] of [
      ['POST', '/user-days/track', undefined],
      ['POST', '/user-questions', { questionId: question!.id, answer: rightAnswer(question!) }],
      ['POST', `/user-dictionary/mark-learned/${word!.id}`, undefined],
      [
        'POST',
        '/user-onboarding',
        {
          age: 6,
          whyLearning: 'other',
          degree: 'doesntKnow',
          skills: ['read'],
          time: '5Minutes',
        },
      ],
    ] as const) {
      const response = await call(brotherToken, method, url, payload);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(401);
    }
    const refreshed = tokenPairSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user-auth/refresh-token',
          payload: { refreshToken: family.refreshToken },
        })
      ).json(),
    );
    const me = userSchema.parse((await call(refreshed.accessToken, 'GET', '/users/me')).json());
    expect(me.name).toBe('Зарина');

    const last = await call(
      sister,
      'DELETE',
      `/family/children/${family.user.id}`,
      undefined,
      pass,
    );
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe(errorCodes.lastChild);
  });
});

describe('the grown-up gate', () => {
  it('needs a pass for the family calls behind it', async () => {
    const family = await signUp(ctx, 'Камола');
    for (const [method, url, payload] of [
      ['POST', '/family/children', { name: 'Азиз', avatar: 'boy' }],
      ['PUT', `/family/children/${family.user.id}`, { name: 'Азиз' }],
      ['DELETE', `/family/children/${family.user.id}`, undefined],
      ['PUT', '/family/pin', { pin: '1234' }],
      ['GET', '/family/overview', undefined],
      ['GET', '/family/export', undefined],
    ] as const) {
      const response = await call(family.accessToken, method, url, payload, 'not-a-pass');
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe(errorCodes.grownUpRequired);
    }
    expect(await ctx.database.db.$count(children, eq(children.userId, family.user.familyId))).toBe(
      1,
    );
  });

  it('counts wrong answers and locks for a minute after the third, even across new questions', async () => {
    const family = await signUp(ctx, 'Фарход');
    const token = family.accessToken;
    const wrong = async () => {
      const q = gateQuestionSchema.parse((await call(token, 'GET', '/family/gate')).json());
      if (q.kind !== 'product') throw new Error('expected the question');
      return call(token, 'POST', '/family/gate', {
        challenge: q.challenge,
        answer: String(q.left * q.right + 1),
      });
    };
    const first = await wrong();
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: errorCodes.gateWrong, attemptsLeft: 2 });
    expect((await wrong()).json()).toMatchObject({ attemptsLeft: 1 });
    const third = await wrong();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: errorCodes.gateLocked, retryAfterSeconds: 60 });
    expect(third.headers['retry-after']).toBe('60');

    const locked = await call(token, 'GET', '/family/gate');
    expect(locked.statusCode).toBe(429);
    ctx.clock.advance(59_000);
    expect((await call(token, 'GET', '/family/gate')).statusCode).toBe(429);
    ctx.clock.advance(2_000);
    await passGate(token);
  });

  it("refuses another family's question, a forged one and an expired one", async () => {
    const ours = await signUp(ctx, 'Нодира');
    const theirs = await signUp(ctx, 'Жасур');
    const q = gateQuestionSchema.parse(
      (await call(theirs.accessToken, 'GET', '/family/gate')).json(),
    );
    if (q.kind !== 'product') throw new Error('expected the question');
    const answer = String(q.left * q.right);
    expect(
      (await call(ours.accessToken, 'POST', '/family/gate', { challenge: q.challenge, answer }))
        .statusCode,
    ).toBe(400);
    const left = q.left === 3 ? 4 : 3; // never the factor asked: the challenge must change
    const forged = q.challenge.replace(/^\d+/, String(left));
    const forgedAnswer = String(left * q.right);
    expect(
      (
        await call(theirs.accessToken, 'POST', '/family/gate', {
          challenge: forged,
          answer: forgedAnswer,
        })
      ).statusCode,
    ).toBe(400);
    ctx.clock.advance(5 * 60_000 + 1_000);
    expect(
      (await call(theirs.accessToken, 'POST', '/family/gate', { challenge: q.challenge, answer }))
        .statusCode,
    ).toBe(400);
  });

  it('takes a PIN instead of the question once the parent sets one', async () => {
    const family = await signUp(ctx, 'Гулноза');
    const token = family.accessToken;
    expect(
      (await call(token, 'PUT', '/family/pin', { pin: '12a4' }, await passGate(token))).statusCode,
    ).toBe(400);
    expect(
      (await call(token, 'PUT', '/family/pin', { pin: '2580' }, await passGate(token))).json(),
    ).toEqual({ hasPin: true });
    expect((await call(token, 'GET', '/family/gate')).json()).toEqual({ kind: 'pin' });
    expect((await call(token, 'POST', '/family/gate', { pin: '1111' })).json()).toMatchObject({
      attemptsLeft: 2,
    });
    const passed = await call(token, 'POST', '/family/gate', { pin: '2580' });
    expect(passed.statusCode).toBe(200);
    const pass = gatePassSchema.parse(passed.json()).grownUpToken;
    expect((await call(token, 'PUT', '/family/pin', { pin: null }, pass)).json()).toEqual({
      hasPin: false,
    });
    expect(gateQuestionSchema.parse((await call(token, 'GET', '/family/gate')).json()).kind).toBe(
      'product',
    );
  });
});

describe("the parent's view", () => {
  it("shows each child's figures as they played, minutes from the server's answer times", async () => {
    const family = await signUp(ctx, 'Мадина');
    const sister = family.accessToken;
    const brotherChild = await addChild(sister, 'Шерзод', 'boy');
    const brother = await switchTo(sister, brotherChild.id);

    // The sister answers a game's questions 20 s apart; the brother answers one and leaves the
    // phone for 10 minutes before the next: that gap counts at most a minute.
    for (const q of await questionsOf(ctx, sister, gameIds[0]!)) {
      ctx.clock.advance(20_000);
      await call(sister, 'POST', '/user-questions', { questionId: q.id, answer: rightAnswer(q) });
    }
    await call(sister, 'POST', '/user-days/track');
    const brotherQuestions = await questionsOf(ctx, brother, gameIds[0]!);
    for (const [index, q] of brotherQuestions.entries()) {
      ctx.clock.advance(index === 1 ? 600_000 : 30_000);
      await call(brother, 'POST', '/user-questions', { questionId: q.id, answer: wrongAnswer(q) });
    }

    const response = await call(
      sister,
      'GET',
      '/family/overview',
      undefined,
      await passGate(sister),
    );
    expect(response.statusCode).toBe(200);
    const overview = familyOverviewSchema.parse(response.json());
    const [her, him] = overview.children;
    const n = brotherQuestions.length;
    expect(her!.child.name).toBe('Мадина');
    expect(her!.last7).toMatchObject({
      daysActive: 1,
      gamesCompleted: 1,
      stars: 3,
      minutesPlayed: playMinutes((n - 1) * 20),
    });
    expect(her!.streak).toBe(1);
    expect(him!.last7).toMatchObject({ daysActive: 0, gamesCompleted: 1, stars: 1 });
    expect(him!.last7.minutesPlayed).toBe(playMinutes(60 + (n - 2) * 30));
    expect(him!.week).toHaveLength(7);
    expect(him!.week.at(-1)!.day).toBe(overview.today);
    expect(him!.wordsToPractise.length).toBeGreaterThan(0);
    expect(her!.wordsToPractise).toEqual([]);
  });

  it('exports the family as JSON: every child and its answers, nothing of another family', async () => {
    const family = await signUp(ctx, 'Юлдуз');
    const other = await signUp(ctx, 'Отабек');
    await playGame(other.accessToken, 0, true);
    await playGame(family.accessToken, 0, false);
    const [lesson] = (await progressOf(family.accessToken)).lessons;
    await call(family.accessToken, 'POST', `/lessons/${lesson!.id}/intro-seen`);
    await call(other.accessToken, 'POST', `/lessons/${lesson!.id}/intro-seen`);
    const response = await call(
      family.accessToken,
      'GET',
      '/family/export',
      undefined,
      await passGate(family.accessToken),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="bolajon-family-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = response.json();
    expect(data.family.phone).toBe(family.phone);
    expect(data.children.map((c: { name: string }) => c.name)).toEqual(['Юлдуз']);
    const answers = await ctx.database.db.$count(
      userQuestions,
      eq(userQuestions.childId, family.user.id),
    );
    expect(data.answers).toHaveLength(answers);
    // The lessons whose words the child has seen (ADR 0038): hers only.
    expect(data.introsSeen).toEqual([
      expect.objectContaining({ childId: family.user.id, lessonId: lesson!.id }),
    ]);
    expect(JSON.stringify(data)).not.toContain(other.phone);
  });

  it('renders six children with a year of answers in under 200 ms on the server', async () => {
    const family = await signUp(ctx, 'Большая семья');
    const pass = await passGate(family.accessToken);
    const add = () =>
      call(
        family.accessToken,
        'POST',
        '/family/children',
        { name: 'Ребёнок', avatar: 'boy' },
        pass,
      );
    for (let i = 0; i < 5; i += 1) await add();
    const [question] = await questionsOf(ctx, family.accessToken, gameIds[0]!);
    // A year of play: 40 answers a day, every day, for each of the six children (~88,000 rows).
    const db = ctx.database.db;
    await db.execute(sql`
      insert into user_questions (child_id, question_id, game_id, round, answer, is_correct, created_at)
      select c.id, ${question!.id}, ${gameIds[0]!}, d, 'x', (a % 3) <> 0,
             now() - make_interval(days => d) + make_interval(secs => a * 15)
      from children c, generate_series(0, 364) d, generate_series(1, 40) a
      where c.user_id = ${family.user.familyId}`);
    await db.execute(sql`
      insert into user_days (child_id, day)
      select c.id, (now() - make_interval(days => d))::date from children c, generate_series(0, 364) d
      where c.user_id = ${family.user.familyId}`);
    await db.execute(sql`analyze`);
    expect(await db.$count(userDays)).toBeGreaterThanOrEqual(6 * 365);

    await call(family.accessToken, 'GET', '/family/overview', undefined, pass); // warm the plan cache
    const started = performance.now();
    const response = await call(family.accessToken, 'GET', '/family/overview', undefined, pass);
    const elapsed = performance.now() - started;
    console.log(`parent's view, 6 children with a year of answers: ${elapsed.toFixed(0)} ms`);
    expect(response.statusCode).toBe(200);
    expect(familyOverviewSchema.parse(response.json()).children).toHaveLength(6);
    // Printed for the README; the bound has room for a busy CI machine (the target is 200 ms).
    expect(elapsed).toBeLessThan(2_000);
  });
});
