import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorCodes } from '@bolajon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userQuestions } from '../../db/schema/index.js';
import { testEnv } from '../../env.js';
import { createTestApp, signUp, type TestContext } from '../../test/app.js';
import { removePacks } from '../../test/content-fixture.js';
import {
  answerQuestion,
  importCourse,
  questionsOf as questionsOfGame,
  rightAnswer,
} from '../../test/course.js';
import { MAX_ANSWERS_IN_FLIGHT_PER_USER } from './progress.service.js';

let ctx: TestContext;
const queries: string[] = [];
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
let firstGameId: number;

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir }, (query) => queries.push(query));
  const imported = await importCourse(ctx, mediaDir);
  firstGameId = imported.gameIds[0]!;
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

const answer = (token: string, questionId: number, text: string) =>
  answerQuestion(ctx, token, questionId, text);
const questionsOf = (token: string, gameId: number) => questionsOfGame(ctx, token, gameId);
const rightOf = rightAnswer;
const storedAnswers = (childId: number) =>
  ctx.database.db.$count(userQuestions, eq(userQuestions.childId, childId));

describe('one learner answering over 200 connections (issue 18, ADR 0028)', () => {
  it('gets 429 past the per-user cap at once, and another learner is answered before most of its answers', async () => {
    const greedy = await signUp(ctx, 'Greedy');
    const other = await signUp(ctx, 'Other');
    const [question] = await questionsOf(greedy.accessToken, firstGameId);
    const right = rightOf(question!);
    // Both tokens checked and the question cached, as on any warm server.
    expect((await answer(greedy.accessToken, question!.id, right)).statusCode).toBe(200);
    expect((await answer(other.accessToken, question!.id, right)).statusCode).toBe(200);
    const greedyBefore = await storedAnswers(greedy.childId);
    const otherBefore = await storedAnswers(other.childId);

    const finished: string[] = [];
    const send = (who: string, token: string) =>
      answer(token, question!.id, right).then((response) => {
        finished.push(`${who} ${response.statusCode}`);
        return response;
      });
    queries.length = 0;
    const greedyAnswers = Array.from({ length: 200 }, () => send('greedy', greedy.accessToken));
    const otherAnswers = Array.from({ length: 3 }, () => send('other', other.accessToken));
    const [fromGreedy, fromOther] = await Promise.all([
      Promise.all(greedyAnswers),
      Promise.all(otherAnswers),
    ]);
    const statements = queries.filter((q) => !/"?content_version"?/.test(q));

    // The greedy learner: eight held and answered, every other one refused at once with
    // Retry-After — past the cap (429), or on PGlite, past the requests a server holds (503,
    // ADR 0020: all 200 arrive before the first is read through).
    const statuses = (code: number) => fromGreedy.filter((r) => r.statusCode === code);
    const busy = ctx.database.engine === 'pglite' ? 200 - testEnv().PGLITE_MAX_PENDING : 0;
    expect(statuses(200)).toHaveLength(MAX_ANSWERS_IN_FLIGHT_PER_USER);
    expect(statuses(503)).toHaveLength(busy);
    expect(statuses(429)).toHaveLength(200 - MAX_ANSWERS_IN_FLIGHT_PER_USER - busy);
    for (const r of statuses(429)) {
      expect(r.headers['retry-after']).toBe('1');
      expect(r.json()).toEqual({ code: errorCodes.tooManyRequests, message: expect.any(String) });
    }
    for (const r of statuses(503)) expect(r.headers['retry-after']).toBe('1');
    // The other learner: every answer taken.
    expect(fromOther.map((r) => r.statusCode)).toEqual([200, 200, 200]);

    // Order, not time: the other learner's first answer came back before half of the greedy
    // learner's answered ones, and its last one before the greedy learner's last. First come,
    // first served put it behind all 200 of them.
    const answered = finished.filter((line) => line.endsWith(' 200'));
    const greedyAnsweredBefore = (index: number) =>
      answered.slice(0, index).filter((line) => line.startsWith('greedy')).length;
    expect(greedyAnsweredBefore(answered.indexOf('other 200'))).toBeLessThan(
      MAX_ANSWERS_IN_FLIGHT_PER_USER / 2,
    );
    expect(greedyAnsweredBefore(answered.lastIndexOf('other 200'))).toBeLessThan(
      MAX_ANSWERS_IN_FLIGHT_PER_USER,
    );

    // A refused answer stored nothing and ran no statement: two per answer taken, no more.
    expect(await storedAnswers(greedy.childId)).toBe(greedyBefore + MAX_ANSWERS_IN_FLIGHT_PER_USER);
    expect(await storedAnswers(other.childId)).toBe(otherBefore + 3);
    expect(statements).toHaveLength(2 * (MAX_ANSWERS_IN_FLIGHT_PER_USER + 3));

    // The cap counts answers in flight: once they are answered, the greedy learner may go on.
    expect((await answer(greedy.accessToken, question!.id, right)).statusCode).toBe(200);
  });
});
