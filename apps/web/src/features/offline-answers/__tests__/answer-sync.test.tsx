import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  enqueueAnswer,
  queuedAnswersOf,
  type QueuedAnswer,
} from '../../../lib/offline-answers/answer-queue';
import { initI18n, loadScreenTexts } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import type { SyncOutcome } from '../../../lib/offline-answers/sync-answers';
import { signInAs } from '../../../test/learner-token';
import { jsonResponse, mockApi, renderRoute } from '../../../test/utils';
import AnswerSync from '../components/answer-sync';
import { startSyncRunner } from '../lib/sync-runner';

let nextFamily = 300;
const freshLearner = () => signInAs((nextFamily += 1), 1);

function queued(learner: string, n: number, gameId = 11): QueuedAnswer {
  return {
    key: `${learner.replace(':', 'x')}-${String(n).padStart(20, '0')}`,
    learner,
    gameId,
    playId: 'play',
    questionCount: 2,
    body: { questionId: n, answer: 'Привет' },
    isCorrect: true,
    at: Date.now(),
  };
}

const renderSync = () => renderRoute('/', <AnswerSync />);

describe('sending the answers given offline (the shell)', () => {
  it('sends them at start and reads the map, the round, the awards and the user afresh', async () => {
    const learner = freshLearner();
    await enqueueAnswer(queued(learner, 1));
    await enqueueAnswer(queued(learner, 2, 12));
    const api = mockApi({ 'POST /user-questions': () => jsonResponse(200, { isCorrect: true }) });
    const { queryClient } = renderSync();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await waitFor(async () => expect(await queuedAnswersOf(learner)).toEqual([]));
    expect(api.callsTo('POST /user-questions').map((c) => c.body)).toEqual([
      { questionId: 1, answer: 'Привет' },
      { questionId: 2, answer: 'Привет' },
    ]);
    await waitFor(() => {
      const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
      expect(keys).toEqual(
        expect.arrayContaining([
          queryKeys.home(),
          queryKeys.gameResults(11),
          queryKeys.gameResults(12),
          queryKeys.achievements(),
          queryKeys.me(),
        ]),
      );
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits for the network: nothing goes while offline, everything once it is back', async () => {
    const learner = freshLearner();
    await enqueueAnswer(queued(learner, 1));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = mockApi({ 'POST /user-questions': () => jsonResponse(200, { isCorrect: true }) });
    renderSync();
    // Give the start a chance to (wrongly) send.
    await act(async () => {
      await queuedAnswersOf(learner);
    });
    expect(api.callsTo('POST /user-questions')).toHaveLength(0);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(async () => expect(await queuedAnswersOf(learner)).toEqual([]));
    expect(api.callsTo('POST /user-questions')).toHaveLength(1);
  });

  it('says kindly, once, that answers were not counted when the server refused them (ru)', async () => {
    const learner = freshLearner();
    await enqueueAnswer(queued(learner, 1));
    mockApi({
      'POST /user-questions': () =>
        jsonResponse(403, { message: 'Course is locked', code: 'COURSE_LOCKED' }),
    });
    const user = userEvent.setup();
    renderSync();

    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent(
      'Пока ты был без интернета, урок закрылся: часть ответов не засчитана',
    );
    expect(await queuedAnswersOf(learner)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says it in Uzbek too', async () => {
    await initI18n('uz');
    await loadScreenTexts();
    const learner = freshLearner();
    await enqueueAnswer(queued(learner, 1));
    mockApi({
      'POST /user-questions': () => jsonResponse(404, { message: 'Gone', code: 'NOT_FOUND' }),
    });
    renderSync();
    expect(await screen.findByRole('status')).toHaveTextContent('dars yopildi');
    expect(screen.getByRole('button', { name: 'Tushunarli' })).toBeInTheDocument();
  });

  it('sends an answer queued while online (behind others) at once', async () => {
    const learner = freshLearner();
    const api = mockApi({ 'POST /user-questions': () => jsonResponse(200, { isCorrect: true }) });
    renderSync();
    await act(async () => {
      await enqueueAnswer(queued(learner, 1));
    });
    await waitFor(async () => expect(await queuedAnswersOf(learner)).toEqual([]));
    expect(api.callsTo('POST /user-questions')).toHaveLength(1);
  });
});

describe('the sync runner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const stopped: SyncOutcome = {
    sentGames: [],
    refused: 0,
    expired: 0,
    stoppedBy: new Error('no network'),
  };

  it('tries again later when a sync stopped, waiting longer each time, not in a loop', async () => {
    freshLearner();
    vi.useFakeTimers();
    const sync = vi.fn(async () => stopped);
    const stop = startSyncRunner({ sync, onOutcome: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(sync).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(sync).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sync).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sync).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sync).toHaveBeenCalledTimes(3);

    stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(sync).toHaveBeenCalledTimes(3);
  });

  it('syncs once more after a sync asked for while one ran', async () => {
    const learner = freshLearner();
    let release: () => void = () => {};
    const sync = vi
      .fn<(learner: string) => Promise<SyncOutcome | null>>()
      .mockImplementationOnce(
        () => new Promise((resolve) => (release = () => resolve({ ...stopped, stoppedBy: null }))),
      )
      .mockResolvedValue({ ...stopped, stoppedBy: null });
    const stop = startSyncRunner({ sync, onOutcome: () => {} });
    await enqueueAnswer(queued(learner, 1));
    expect(sync).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(sync).toHaveBeenCalledTimes(2));
    stop();
  });

  it('sends nothing for a token that names no learner', async () => {
    window.localStorage.setItem('accessToken', 'not-a-jwt');
    const sync = vi.fn(async () => stopped);
    const stop = startSyncRunner({ sync, onOutcome: () => {} });
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(sync).not.toHaveBeenCalled();
    stop();
  });
});
