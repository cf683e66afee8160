import 'fake-indexeddb/auto';
import { jsonResponse, mockApi, type RecordedCall } from '../../../test/utils';
import { learnerToken, signInAs } from '../../../test/learner-token';
import {
  enqueueAnswer,
  hasQueuedAnswers,
  queuedAnswersOf,
  removeQueuedAnswer,
  subscribeAnswerQueue,
  type QueuedAnswer,
} from '../answer-queue';
import { learnerOf } from '../learner';
import { QUEUED_ANSWER_MAX_AGE_MS, inSyncLock, isFinalRefusal, syncAnswers } from '../sync-answers';
import { ApiError } from '../../api-client';

let nextFamily = 100;
/** Each test its own family: the database lives as long as the file. */
const freshFamily = () => (nextFamily += 1);

function answer(learner: string, n: number, overrides: Partial<QueuedAnswer> = {}): QueuedAnswer {
  return {
    key: `key-${learner.replace(':', '-')}-${String(n).padStart(12, '0')}`,
    learner,
    gameId: 11,
    playId: 'play-1',
    questionCount: 2,
    body: { questionId: n, answer: `ответ ${n}` },
    isCorrect: true,
    at: Date.now(),
    ...overrides,
  };
}

const keyHeaders = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

describe('the learner of a token', () => {
  it('is the family and the active child the token names', () => {
    expect(learnerOf(learnerToken(7, 12))).toBe('7:12');
  });

  it('is the family’s first child for a token from before families (no cid)', () => {
    const part = btoa(JSON.stringify({ sub: '7' })).replace(/=+$/, '');
    expect(learnerOf(`h.${part}.s`)).toBe('7:7');
  });

  it('is nobody for a token that cannot be read', () => {
    expect(learnerOf(null)).toBeNull();
    expect(learnerOf('access-token')).toBeNull();
    expect(learnerOf('a.!!!.c')).toBeNull();
  });
});

describe('the answer queue (IndexedDB)', () => {
  it('keeps each child’s answers in the order given, apart from a sibling’s', async () => {
    const family = freshFamily();
    const first = `${family}:1`;
    const sibling = `${family}:2`;
    await enqueueAnswer(answer(first, 3));
    await enqueueAnswer(answer(sibling, 1));
    await enqueueAnswer(answer(first, 1));
    await enqueueAnswer(answer(first, 2));

    expect((await queuedAnswersOf(first)).map((a) => a.body.questionId)).toEqual([3, 1, 2]);
    expect((await queuedAnswersOf(sibling)).map((a) => a.body.questionId)).toEqual([1]);
    expect(await hasQueuedAnswers(first)).toBe(true);
    expect(await hasQueuedAnswers(`${family}:3`)).toBe(false);
  });

  it('takes an answer off by its key, and tells its listeners what changed', async () => {
    const learner = `${freshFamily()}:1`;
    const changes: string[] = [];
    const unsubscribe = subscribeAnswerQueue((change) => changes.push(change));
    await enqueueAnswer(answer(learner, 1));
    await enqueueAnswer(answer(learner, 2));
    await removeQueuedAnswer(answer(learner, 1).key);
    unsubscribe();

    expect((await queuedAnswersOf(learner)).map((a) => a.body.questionId)).toEqual([2]);
    expect(changes).toEqual(['queued', 'queued', 'removed']);
  });
});

describe('sending the queue', () => {
  it('sends the child’s answers one at a time, oldest first, each with its key, and empties the queue', async () => {
    const family = freshFamily();
    const learner = signInAs(family, 1);
    await enqueueAnswer(answer(learner, 2));
    await enqueueAnswer(answer(`${family}:2`, 9)); // a sibling's: not sent with this token
    await enqueueAnswer(answer(learner, 1));
    let inFlight = 0;
    const api = mockApi({
      'POST /user-questions': async () => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await Promise.resolve();
        inFlight -= 1;
        return jsonResponse(200, { isCorrect: true });
      },
    });

    const outcome = await syncAnswers(learner);

    expect(api.callsTo('POST /user-questions').map((c) => c.body)).toEqual([
      { questionId: 2, answer: 'ответ 2' },
      { questionId: 1, answer: 'ответ 1' },
    ]);
    expect(keyHeaders(api)).toEqual([answer(learner, 2).key, answer(learner, 1).key]);
    expect(api.calls.every((c) => c.authorization === `Bearer ${learnerToken(family, 1)}`)).toBe(
      true,
    );
    expect(outcome).toMatchObject({ sentGames: [11, 11], refused: 0, stoppedBy: null });
    expect(await queuedAnswersOf(learner)).toEqual([]);
    expect(await queuedAnswersOf(`${family}:2`)).toHaveLength(1);
  });

  it('stops at a server fault and keeps that answer and those after it', async () => {
    const learner = signInAs(freshFamily(), 1);
    for (const n of [1, 2, 3]) await enqueueAnswer(answer(learner, n));
    const api = mockApi({
      'POST /user-questions': [
        () => jsonResponse(200, { isCorrect: true }),
        () => jsonResponse(503, { message: 'Busy', code: 'SERVICE_UNAVAILABLE' }),
      ],
    });

    const outcome = await syncAnswers(learner);

    expect(api.callsTo('POST /user-questions')).toHaveLength(2);
    expect(outcome.sentGames).toEqual([11]);
    expect(outcome.stoppedBy).toMatchObject({ status: 503 });
    expect((await queuedAnswersOf(learner)).map((a) => a.body.questionId)).toEqual([2, 3]);
  });

  it('stops without a network and keeps every answer', async () => {
    const learner = signInAs(freshFamily(), 1);
    for (const n of [1, 2]) await enqueueAnswer(answer(learner, n));
    const api = mockApi({
      'POST /user-questions': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    const outcome = await syncAnswers(learner);

    expect(api.callsTo('POST /user-questions')).toHaveLength(1);
    expect(outcome.stoppedBy).toMatchObject({ status: 0 });
    expect(await queuedAnswersOf(learner)).toHaveLength(2);
  });

  it('drops an answer the server refuses for good (a course closed) and goes on', async () => {
    const learner = signInAs(freshFamily(), 1);
    for (const n of [1, 2]) await enqueueAnswer(answer(learner, n));
    mockApi({
      'POST /user-questions': [
        () => jsonResponse(403, { message: 'Course is locked', code: 'COURSE_LOCKED' }),
        () => jsonResponse(200, { isCorrect: false }),
      ],
    });

    const outcome = await syncAnswers(learner);

    expect(outcome).toMatchObject({ sentGames: [11], refused: 1, stoppedBy: null });
    expect(await queuedAnswersOf(learner)).toEqual([]);
  });

  it('never sends an answer with a sibling’s token: it stops when another child takes the phone', async () => {
    const family = freshFamily();
    const learner = signInAs(family, 1);
    for (const n of [1, 2]) await enqueueAnswer(answer(learner, n));
    const api = mockApi({
      'POST /user-questions': (call: RecordedCall) => {
        signInAs(family, 2); // the sibling's session starts while the first answer is sent
        expect(call.authorization).toBe(`Bearer ${learnerToken(family, 1)}`);
        return jsonResponse(200, { isCorrect: true });
      },
    });

    const outcome = await syncAnswers(learner);

    expect(api.callsTo('POST /user-questions')).toHaveLength(1);
    expect(outcome.stoppedBy).toBeInstanceOf(Error);
    expect((await queuedAnswersOf(learner)).map((a) => a.body.questionId)).toEqual([2]);
  });

  it('drops unsent an answer older than the server keeps keys', async () => {
    const learner = signInAs(freshFamily(), 1);
    const now = Date.now();
    await enqueueAnswer(answer(learner, 1, { at: now - QUEUED_ANSWER_MAX_AGE_MS - 1 }));
    await enqueueAnswer(answer(learner, 2, { at: now - QUEUED_ANSWER_MAX_AGE_MS + 60_000 }));
    const sent: number[] = [];
    const outcome = await syncAnswers(learner, {
      now: () => now,
      send: async (a) => sent.push(a.body.questionId),
    });
    expect(sent).toEqual([2]);
    expect(outcome.expired).toBe(1);
  });

  it('counts 400, 403, 404 and 422 as final, and not 401, 408, 429, 5xx or no reply', () => {
    const error = (status: number) => new ApiError(status, 'X', 'x');
    for (const status of [400, 403, 404, 422]) expect(isFinalRefusal(error(status))).toBe(true);
    for (const status of [0, 401, 408, 429, 500, 503]) {
      expect(isFinalRefusal(error(status))).toBe(false);
    }
    expect(isFinalRefusal(new Error('x'))).toBe(false);
  });
});

describe('one tab syncs at a time', () => {
  it('runs the sync under a Web Lock and skips it while another tab holds it', async () => {
    const held = new Set<string>();
    const request = vi.fn(
      async (name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) => {
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name, mode: 'exclusive' } as Lock);
        } finally {
          held.delete(name);
        }
      },
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    let release: () => void = () => {};
    const first = inSyncLock(
      () => new Promise<string>((resolve) => (release = () => resolve('ran'))),
    );
    const second = await inSyncLock(async () => 'also ran');
    release();
    expect(await first).toBe('ran');
    expect(second).toBeNull();
  });

  it('syncs alone where Web Locks are missing', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    expect(await inSyncLock(async () => 'ran')).toBe('ran');
  });
});
