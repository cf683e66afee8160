import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDEMPOTENCY_KEY_DAYS, errorBodySchema } from '@bolajon/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dictionaryWords,
  requestKeys,
  userAchievements,
  userDays,
  userDictionary,
  userOnboarding,
  userGames,
  userQuestions,
} from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { removePacks } from '../../test/content-fixture.js';
import { importCourse, questionsOf, rightAnswer, wrongAnswer } from '../../test/course.js';
import { keyedReplay } from '../request-keys/keyed-write.js';

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
let gameIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir, LOG_LEVEL: 'error' });
  gameIds = (await importCourse(ctx, mediaDir)).gameIds;
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

let keyCounter = 0;
const newKey = () => `answer-key-${String(++keyCounter).padStart(8, '0')}`;

const send = (token: string, questionId: number, answer: string, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user-questions',
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { questionId, answer },
  });

async function stateOf(childId: number) {
  const { db } = ctx.database;
  const [game] = await db
    .select()
    .from(userGames)
    .where(and(eq(userGames.childId, childId), eq(userGames.gameId, gameIds[0]!)));
  return {
    answers: await db.$count(userQuestions, eq(userQuestions.childId, childId)),
    awards: await db.$count(userAchievements, eq(userAchievements.childId, childId)),
    keys: await db.$count(requestKeys, eq(requestKeys.childId, childId)),
    game,
  };
}

describe('POST /user-questions with an Idempotency-Key (ADR 0050)', () => {
  it('stores an answer sent twice with one key once and answers the repeat as the first', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [q1, q2] = await questionsOf(ctx, accessToken, gameIds[0]!);
    await send(accessToken, q1!.id, rightAnswer(q1!));
    // The round-completing answer: a standing change and an award, made once.
    const key = newKey();
    const first = await send(accessToken, q2!.id, rightAnswer(q2!), key);
    expect(first.statusCode).toBe(200);
    const before = await stateOf(childId);
    expect(before.answers).toBe(2);
    expect(before.awards).toBeGreaterThan(0);
    expect(before.game?.roundComplete).toBe(true);

    const again = await send(accessToken, q2!.id, rightAnswer(q2!), key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await stateOf(childId)).toEqual(before);
  });

  it('answers a repeat with the first response even when it would now be judged otherwise', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [q1] = await questionsOf(ctx, accessToken, gameIds[0]!);
    const key = newKey();
    const first = await send(accessToken, q1!.id, wrongAnswer(q1!), key);
    expect(first.json()).toEqual({ isCorrect: false });
    // Without a key the same answer is a second attempt; with the key it is the first again.
    await send(accessToken, q1!.id, wrongAnswer(q1!));
    const before = await stateOf(childId);
    expect(before.answers).toBe(2);
    const again = await send(accessToken, q1!.id, wrongAnswer(q1!), key);
    expect(again.json()).toEqual({ isCorrect: false });
    expect(await stateOf(childId)).toEqual(before);
  });

  it('stores two answers sent with two keys', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [q1] = await questionsOf(ctx, accessToken, gameIds[0]!);
    expect((await send(accessToken, q1!.id, wrongAnswer(q1!), newKey())).statusCode).toBe(200);
    expect((await send(accessToken, q1!.id, wrongAnswer(q1!), newKey())).statusCode).toBe(200);
    expect(await stateOf(childId)).toMatchObject({ answers: 2, keys: 2 });
  });

  it('refuses the same key with another body (422) and stores nothing', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [q1, q2] = await questionsOf(ctx, accessToken, gameIds[0]!);
    const key = newKey();
    await send(accessToken, q1!.id, wrongAnswer(q1!), key);
    const before = await stateOf(childId);
    for (const [q, answer] of [
      [q1!, rightAnswer(q1!)],
      [q2!, wrongAnswer(q2!)],
    ] as const) {
      const refused = await send(accessToken, q.id, answer, key);
      expect(refused.statusCode).toBe(422);
      expect(errorBodySchema.parse(refused.json())).toEqual({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: expect.stringMatching(/already used for a different request/),
      });
    }
    expect(await stateOf(childId)).toEqual(before);
  });

  it('refuses a malformed key with 400 and a clear message, storing nothing', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [q1] = await questionsOf(ctx, accessToken, gameIds[0]!);
    for (const bad of [
      'short',
      'x'.repeat(65),
      'has spaces in it, sixteen+',
      'ключ-ответа-0000000',
    ]) {
      const refused = await send(accessToken, q1!.id, wrongAnswer(q1!), bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/Idempotency-Key must be a UUID or 16 to 64/),
      });
    }
    expect(await stateOf(childId)).toMatchObject({ answers: 0, keys: 0 });
    // A UUID is a key.
    const uuid = '0b7c6f3e-4c1d-4f0a-9b1e-2d3c4b5a6f70';
    expect((await send(accessToken, q1!.id, wrongAnswer(q1!), uuid)).statusCode).toBe(200);
  });

  it("keeps each child's keys apart: another family's, or a sibling's, same key is its own", async () => {
    const malika = await signUp(ctx, 'Malika');
    const timur = await signUp(ctx, 'Timur');
    const [q1] = await questionsOf(ctx, malika.accessToken, gameIds[0]!);
    const key = newKey();
    expect((await send(malika.accessToken, q1!.id, wrongAnswer(q1!), key)).json()).toEqual({
      isCorrect: false,
    });
    // The same key with another body from another family is not a reuse: it is stored.
    const other = await send(timur.accessToken, q1!.id, rightAnswer(q1!), key);
    expect(other.json()).toEqual({ isCorrect: true });
    expect(await stateOf(malika.childId)).toMatchObject({ answers: 1, keys: 1 });
    expect(await stateOf(timur.childId)).toMatchObject({ answers: 1, keys: 1 });
  });

  it('stores one answer for the same keyed request sent many times at once', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [q1] = await questionsOf(ctx, accessToken, gameIds[0]!);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => send(accessToken, q1!.id, rightAnswer(q1!), key)),
    );
    expect(responses.map((r) => [r.statusCode, r.json()])).toEqual(
      responses.map(() => [200, { isCorrect: true }]),
    );
    expect(await stateOf(childId)).toMatchObject({ answers: 1, keys: 1 });
    expect((await stateOf(childId)).game?.version).toBe(1);
  });

  it('keeps a key for IDEMPOTENCY_KEY_DAYS; a later keyed answer removes expired keys', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const [q1] = await questionsOf(ctx, accessToken, gameIds[0]!);
    const old = newKey();
    await send(accessToken, q1!.id, wrongAnswer(q1!), old);
    const days = IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000;
    ctx.clock.advance(days - 60_000);
    // Not expired yet: a later keyed answer leaves it, and a repeat still replays.
    await send(accessToken, q1!.id, wrongAnswer(q1!), newKey());
    expect(await stateOf(childId)).toMatchObject({ answers: 2, keys: 2 });
    expect((await send(accessToken, q1!.id, wrongAnswer(q1!), old)).statusCode).toBe(200);
    expect(await stateOf(childId)).toMatchObject({ answers: 2 });
    ctx.clock.advance(120_000);
    // Expired: the next keyed answer (of anyone) removes it.
    const someoneElse = await signUp(ctx, 'Aziz');
    await send(someoneElse.accessToken, q1!.id, wrongAnswer(q1!), newKey());
    const keys = await ctx.database.db
      .select({ key: requestKeys.key })
      .from(requestKeys)
      .where(eq(requestKeys.childId, childId));
    expect(keys.map((k) => k.key)).not.toContain(old);
    expect(keys).toHaveLength(1);
    // The answers stay: only the key went. The key is then new again.
    expect(await stateOf(childId)).toMatchObject({ answers: 2 });
    await send(accessToken, q1!.id, wrongAnswer(q1!), old);
    expect(await stateOf(childId)).toMatchObject({ answers: 3, keys: 2 });
  });
});

describe('POST /user-dictionary/mark-… with an Idempotency-Key (ADR 0050)', () => {
  const mark = (token: string, kind: 'learned' | 'unlearned', wordId: number, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/user-dictionary/mark-${kind}/${wordId}`,
      headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const firstWord = async () => {
    const [word] = await ctx.database.db
      .select({ id: dictionaryWords.id })
      .from(dictionaryWords)
      .orderBy(dictionaryWords.id)
      .limit(1);
    return word!.id;
  };
  const markRow = async (childId: number) =>
    ctx.database.db.select().from(userDictionary).where(eq(userDictionary.childId, childId));

  it('moves the review once for a mark sent twice with one key, and answers the first mark', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const wordId = await firstWord();
    await mark(accessToken, 'learned', wordId);
    ctx.clock.advance(2 * 24 * 60 * 60 * 1000);
    const key = newKey();
    const first = await mark(accessToken, 'learned', wordId, key);
    expect(first.statusCode).toBe(200);
    const after = await markRow(childId);
    ctx.clock.advance(2 * 24 * 60 * 60 * 1000);
    const again = await mark(accessToken, 'learned', wordId, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await markRow(childId)).toEqual(after);
    // Without the key the same mark moves the review on: the key is what held it.
    await mark(accessToken, 'learned', wordId);
    expect(await markRow(childId)).not.toEqual(after);
  });

  it('refuses the key with another mark or word (422), and takes many at once as one', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const wordId = await firstWord();
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => mark(accessToken, 'learned', wordId, key)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    const after = await markRow(childId);
    const refused = await mark(accessToken, 'unlearned', wordId, key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await markRow(childId)).toEqual(after);
    expect(await ctx.database.db.$count(requestKeys, eq(requestKeys.childId, childId))).toBe(1);
    expect((await mark(accessToken, 'learned', wordId, 'bad key')).statusCode).toBe(400);
  });
});

describe('POST /user-days/track and /user-onboarding with an Idempotency-Key (ADR 0050)', () => {
  const post = (token: string, url: string, key: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...bearer(token), 'idempotency-key': key },
      ...(payload ? { payload } : {}),
    });
  const onboarding = (age: number) => ({
    age,
    whyLearning: 'freeCommunication',
    degree: 'understandsLittle',
    skills: ['speak'],
    time: '10Minutes',
  });

  it('answers a day repeated the next day with the first date, and tracks no second day', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const key = newKey();
    const first = await post(accessToken, '/user-days/track', key);
    expect(first.statusCode).toBe(200);
    ctx.clock.advance(24 * 60 * 60 * 1000);
    const again = await post(accessToken, '/user-days/track', key);
    expect(again.json()).toEqual(first.json());
    expect(await ctx.database.db.$count(userDays, eq(userDays.childId, childId))).toBe(1);
    expect((await post(accessToken, '/user-days/track', 'bad')).statusCode).toBe(400);
  });

  it('keeps the first onboarding save for a repeat, and refuses the key with other answers', async () => {
    const { accessToken, childId } = await signUp(ctx);
    const key = newKey();
    const first = await post(accessToken, '/user-onboarding', key, onboarding(6));
    expect(first.statusCode).toBe(200);
    const saved = await ctx.database.db
      .select()
      .from(userOnboarding)
      .where(eq(userOnboarding.childId, childId));
    ctx.clock.advance(60_000);
    const again = await post(accessToken, '/user-onboarding', key, onboarding(6));
    expect(again.body).toBe(first.body);
    const refused = await post(accessToken, '/user-onboarding', key, onboarding(7));
    expect(refused.statusCode).toBe(422);
    // The same key on another route is a reuse too.
    expect((await post(accessToken, '/user-days/track', key)).statusCode).toBe(422);
    expect(
      await ctx.database.db
        .select()
        .from(userOnboarding)
        .where(eq(userOnboarding.childId, childId)),
    ).toEqual(saved);
    expect(await ctx.database.db.$count(userDays, eq(userDays.childId, childId))).toBe(0);
  });
});

describe('keyedReplay', () => {
  it('gives the stored response to the same fingerprint and null to another', () => {
    const keyed = { fingerprint: 'a', response: { isCorrect: true } };
    expect(keyedReplay(keyed, 'a')).toEqual({ isCorrect: true });
    expect(keyedReplay(keyed, 'b')).toBeNull();
  });
});
