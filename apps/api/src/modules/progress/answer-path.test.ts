import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import {
  children,
  courseAccess,
  courses,
  userAchievements,
  userGames,
  userQuestions,
  users,
} from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { removePacks } from '../../test/content-fixture.js';
import {
  answerQuestion,
  importCourse,
  questionsOf as questionsOfGame,
  rightAnswer,
  wrongAnswer,
} from '../../test/course.js';
import { scoreAnswer, type GameStanding } from './answer-rules.js';
import { createProgressRepository } from './progress.repository.js';

let ctx: TestContext;
const queries: string[] = [];
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
let gameIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir }, (query) => queries.push(query));
  const imported = await importCourse(ctx, mediaDir);
  gameIds = imported.gameIds;
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

const answer = (token: string, questionId: number, text: string) =>
  answerQuestion(ctx, token, questionId, text);
const questionsOf = (token: string, gameId: number) => questionsOfGame(ctx, token, gameId);
const rightOf = rightAnswer;
const wrongOf = wrongAnswer;
/** Statements run while `run` runs, leaving out the content cache's version check. */
async function statementsOf(run: () => Promise<unknown>) {
  queries.length = 0;
  await run();
  return queries.filter((q) => !/"?content_version"?/.test(q));
}

describe('POST /user-questions — the hot path (ADR 0022)', () => {
  it('is one read and one write once the content is cached, completing a round included', async () => {
    const { accessToken } = await signUp(ctx);
    const [q1, q2] = await questionsOf(accessToken, gameIds[0]!);
    await answer(accessToken, q1!.id, wrongOf(q1!)); // warms the question and game scoring
    await answer(accessToken, q2!.id, wrongOf(q2!)); // warms the second question

    const again = await statementsOf(() => answer(accessToken, q1!.id, rightOf(q1!)));
    expect(again).toHaveLength(2);
    // The round before was complete: this answer starts round 2; the next completes it.
    const completing = await statementsOf(() => answer(accessToken, q2!.id, rightOf(q2!)));
    expect(completing).toHaveLength(2);
    expect(completing[1]).toMatch(/insert into user_games/i);
    expect(completing[1]).toMatch(/insert into user_achievements/i);
  });

  it('keeps one read and one write with an Idempotency-Key, and a repeat of it is the read alone', async () => {
    const { accessToken } = await signUp(ctx);
    const [q1, q2] = await questionsOf(accessToken, gameIds[0]!);
    await answer(accessToken, q1!.id, wrongOf(q1!)); // warms the question and game scoring
    await answer(accessToken, q2!.id, wrongOf(q2!));
    const keyed = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user-questions',
        headers: { ...bearer(accessToken), 'idempotency-key': 'answer-path-key-0001' },
        payload: { questionId: q1!.id, answer: rightOf(q1!) },
      });
    const first = await statementsOf(async () => expect((await keyed()).statusCode).toBe(200));
    expect(first).toHaveLength(2);
    expect(first[0]).toMatch(/from request_keys/i);
    expect(first[1]).toMatch(/insert into request_keys/i);
    expect(first[1]).toMatch(/insert into user_questions/i);
    const repeat = await statementsOf(async () => expect((await keyed()).statusCode).toBe(200));
    expect(repeat).toHaveLength(1);
    expect(repeat[0]).toMatch(/from request_keys/i);
  });

  it('stores nothing and writes nothing for a refused answer (inactive game)', async () => {
    const { accessToken } = await signUp(ctx);
    const [q] = await questionsOf(accessToken, gameIds[0]!);
    // The second game's question, while the first is not complete: GAME_NOT_OPEN after one read.
    const second = await ctx.database.db.query.questions.findFirst({
      where: (t, { eq: equals }) => equals(t.gameId, gameIds[1]!),
    });
    await answer(accessToken, q!.id, rightOf(q!));
    const statements = await statementsOf(async () => {
      const refused = await answer(accessToken, second!.id, 'кошка');
      expect(refused.statusCode).toBe(403);
    });
    expect(statements.filter((s) => /^\s*(insert|update|delete|with)/i.test(s))).toEqual([]);
  });

  it('answers sent at once by one user to one game end as if sent one after another', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [q1, q2] = await questionsOf(accessToken, gameIds[0]!);
    const sent = [
      [q1!, rightOf(q1!)],
      [q2!, wrongOf(q2!)],
      [q1!, wrongOf(q1!)],
      [q2!, rightOf(q2!)],
      [q1!, rightOf(q1!)],
      [q2!, rightOf(q2!)],
      [q1!, wrongOf(q1!)],
      [q2!, rightOf(q2!)],
    ] as const;
    const responses = await Promise.all(sent.map(([q, text]) => answer(accessToken, q.id, text)));
    expect(responses.map((r) => r.statusCode)).toEqual(sent.map(() => 200));

    const stored = await ctx.database.db
      .select()
      .from(userQuestions)
      .where(eq(userQuestions.childId, childId))
      .orderBy(asc(userQuestions.id));
    expect(stored).toHaveLength(sent.length);

    // Replaying the stored answers one by one through the rules gives the stored standing and
    // the stored rounds: no answer was scored against a standing another one had changed.
    let standing = null as GameStanding | null;
    const firstAnswers = new Map<number, boolean>();
    for (const row of stored) {
      if (standing?.roundComplete) firstAnswers.clear();
      const outcome = scoreAnswer({
        standing,
        firstAnswers: [...firstAnswers].map(([questionId, isCorrect]) => ({
          questionId,
          isCorrect,
        })),
        questionCount: 2,
        questionId: row.questionId,
        isCorrect: row.isCorrect,
        now: row.createdAt,
      });
      expect(row.round).toBe(outcome.round);
      if (!firstAnswers.has(row.questionId)) firstAnswers.set(row.questionId, row.isCorrect);
      standing = { ...outcome, version: (standing?.version ?? 0) + 1 };
    }
    const [game] = await ctx.database.db
      .select()
      .from(userGames)
      .where(and(eq(userGames.childId, childId), eq(userGames.gameId, gameIds[0]!)));
    expect(game).toMatchObject({
      round: standing!.round,
      roundComplete: standing!.roundComplete,
      stars: standing!.stars,
      bestResult: standing!.bestResult,
      version: sent.length,
    });
    const awards = await ctx.database.db.$count(
      userAchievements,
      eq(userAchievements.childId, childId),
    );
    expect(awards).toBeGreaterThan(0);
  });
});

describe('storeAnswer — the version guard', () => {
  it('writes nothing when the standing moved since it was read, and stores at the read version', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [q1] = await questionsOf(accessToken, gameIds[0]!);
    await answer(accessToken, q1!.id, wrongOf(q1!)); // version 1
    const repo = createProgressRepository(ctx.database.db);
    const outcome = {
      round: 1,
      roundComplete: false,
      stars: 0,
      bestResult: null,
      completedAt: null,
      percent: null,
      award: false,
    };
    const store = (expectedVersion: number | null) =>
      repo.storeAnswer({
        childId,
        gameId: gameIds[0]!,
        questionId: q1!.id,
        answer: rightOf(q1!),
        isCorrect: true,
        now: new Date(),
        expectedVersion,
        outcome,
        achievementIds: [],
      });
    const answersNow = () =>
      ctx.database.db.$count(userQuestions, eq(userQuestions.childId, childId));

    expect(await store(0)).toBe(false); // read before the first answer
    expect(await store(null)).toBe(false); // "no row yet", but there is one
    expect(await answersNow()).toBe(1);
    expect(await store(1)).toBe(true);
    expect(await answersNow()).toBe(2);
    expect(await store(1)).toBe(false); // the same version twice: the second is refused
    const [game] = await ctx.database.db
      .select({ version: userGames.version })
      .from(userGames)
      .where(and(eq(userGames.childId, childId), eq(userGames.gameId, gameIds[0]!)));
    expect(game?.version).toBe(2);
  });
});

describe('storeAnswer — a key stored meanwhile by another process', () => {
  it('stores nothing and returns false, so the service reads again and finds the key', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [q1] = await questionsOf(accessToken, gameIds[0]!);
    const repo = createProgressRepository(ctx.database.db);
    const store = (gameId: number, expectedVersion: number | null) =>
      repo.storeAnswer({
        childId,
        gameId,
        questionId: q1!.id,
        answer: rightOf(q1!),
        isCorrect: true,
        now: new Date(),
        expectedVersion,
        outcome: {
          round: 1,
          roundComplete: false,
          stars: 0,
          bestResult: null,
          completedAt: null,
          percent: null,
          award: false,
        },
        achievementIds: [],
        response: { isCorrect: true },
        requestKey: { key: 'raced-key-000001', fingerprint: 'f', expiredBefore: new Date(0) },
      });
    expect(await store(gameIds[0]!, null)).toBe(true);
    // The same key again, its game's guard passing (another game, no row yet): refused whole.
    expect(await store(gameIds[1]!, null)).toBe(false);
    expect(await ctx.database.db.$count(userQuestions, eq(userQuestions.childId, childId))).toBe(1);
    expect(await ctx.database.db.$count(userGames, eq(userGames.childId, childId))).toBe(1);
  });
});

describe('storeAnswer — content gone meanwhile', () => {
  it('answers 404, not 500, when the question was deleted by an import the cache has not seen', async () => {
    const { childId } = await signUp(ctx);
    const repo = createProgressRepository(ctx.database.db);
    const store = repo.storeAnswer({
      childId,
      gameId: gameIds[0]!,
      questionId: 999_999, // no such question
      answer: 'кошка',
      isCorrect: true,
      now: new Date(),
      expectedVersion: null,
      outcome: {
        round: 1,
        roundComplete: false,
        stars: 0,
        bestResult: null,
        completedAt: null,
        percent: null,
        award: false,
      },
      achievementIds: [],
    });
    await expect(store).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await ctx.database.db.$count(userGames, eq(userGames.childId, childId))).toBe(0);
  });
});

describe('GET /home/my-progress — statements and index plans', () => {
  it('reads the user with one statement once the course tree is cached', async () => {
    const { accessToken } = await signUp(ctx);
    const get = () =>
      ctx.app.inject({ url: '/api/home/my-progress', headers: bearer(accessToken) });
    await get();
    const statements = await statementsOf(async () => expect((await get()).statusCode).toBe(200));
    expect(statements.length).toBeLessThanOrEqual(2);
    expect(statements).toHaveLength(1);
  });

  it('finds the user’s games, opened courses and seen intros through indexes among many users', async () => {
    const { db } = ctx.database;
    // Many families with progress, so the planner has a reason to prefer an index to a scan.
    await db.execute(sql`
      insert into users (phone, name, created_at)
      select '+99899' || lpad(n::text, 7, '0'), 'Bench', now()
      from generate_series(1, 3000) as n
      on conflict do nothing`);
    // A child each: progress is a child's, course access the family's (ADR 0036).
    await db.execute(sql`
      insert into children (user_id, name)
      select u.id, 'Bench' from users u
      where u.name = 'Bench' and not exists (select 1 from children c where c.user_id = u.id)`);
    const [course] = await db.select().from(courses);
    await db.execute(sql`
      insert into user_games (child_id, game_id, stars, completed_at)
      select c.id, g.id, 2, now() from children c cross join games g
      where c.name = 'Bench'
      on conflict do nothing`);
    await db.execute(sql`
      insert into course_access (user_id, course_id, granted_by)
      select u.id, ${course!.id}, 'test' from users u where u.name = 'Bench' and u.id % 3 = 0
      on conflict do nothing`);
    await db.execute(sql`
      insert into lesson_intros_seen (child_id, lesson_id)
      select c.id, l.id from children c cross join lessons l
      where c.name = 'Bench'
      on conflict do nothing`);
    await db.execute(sql`analyze users`);
    await db.execute(sql`analyze lesson_intros_seen`);
    await db.execute(sql`analyze children`);
    await db.execute(sql`analyze user_games`);
    await db.execute(sql`analyze course_access`);

    const [someone] = await db
      .select({ childId: children.id, familyId: children.userId })
      .from(children)
      .limit(1);
    const statement = createProgressRepository(db)
      .userStateQuery(someone!.childId, someone!.familyId)
      .toSQL();
    const explained = await db.execute(
      sql.raw(
        `explain ${statement.sql.replace(/\$(\d+)/g, (_, i) => {
          const value = statement.params[Number(i) - 1];
          return typeof value === 'number' ? String(value) : `'${String(value)}'`;
        })}`,
      ),
    );
    const plan = rowsOf<{ 'QUERY PLAN': string }>(explained)
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    // An index scan, an index-only scan or a bitmap scan of the index: none reads the table whole.
    expect(plan).toMatch(/Index (Only )?Scan (using|on) user_games_user_game/);
    expect(plan).toMatch(/Index (Only )?Scan (using|on) course_access_user_course/);
    expect(plan).toMatch(/Index (Only )?Scan (using|on) lesson_intros_seen_child_lesson/);
    expect(plan).not.toMatch(/Seq Scan on (user_games|course_access|lesson_intros_seen)/);
    // Keep the database as the other tests expect it: only the families they made.
    await db.delete(courseAccess).where(sql`${courseAccess.grantedBy} = 'test'`);
    await db.delete(users).where(eq(users.name, 'Bench'));
  });
});
