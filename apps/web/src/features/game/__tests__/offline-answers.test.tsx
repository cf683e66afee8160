import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GameOutroRoute from '../../../app/routes/games/game-outro';
import ChoiceScreen from '../../../games/choice/screen';
import {
  enqueueAnswer,
  queuedAnswersOf,
  removeQueuedAnswer,
  type QueuedAnswer,
} from '../../../lib/offline-answers/answer-queue';
import { pendingAnswersKeys } from '../../../lib/offline-answers/pending-answers';
import { queryKeys } from '../../../lib/query-keys';
import { paths } from '../../../lib/paths';
import { attempt, sampleGame, sampleQuestions } from '../../../test/fixtures';
import { signInAs } from '../../../test/learner-token';
import { jsonResponse, mockApi, readProbe, renderRoute } from '../../../test/utils';
import { PlayScreen } from '../components/play-screen';

let nextFamily = 200;
/** Each test a family of its own: the device's database lives as long as the file. */
const freshLearner = () => signInAs((nextFamily += 1), 1);

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

function gameApi(answer: () => Response | Promise<Response>) {
  return mockApi({
    'GET /games/11': () => jsonResponse(200, sampleGame()),
    'GET /questions/by-game/11': () => jsonResponse(200, sampleQuestions()),
    'POST /user-questions': answer,
  });
}

const renderGame = () =>
  renderRoute(
    '/game-type-2-0/:id',
    <PlayScreen gameId={11} types={['2.0']} title="Выбери ответ" Screen={ChoiceScreen} />,
    { initialEntry: '/game-type-2-0/11' },
  );

const checkButton = () => screen.getByRole('button', { name: 'Проверить' });

/** Plays the sample game: question 1 wrong, then right (practice), question 2 right. */
async function playToTheEnd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Пока' }));
  await user.click(checkButton());
  const wrong = await screen.findByRole('region', { name: 'Ой, не так!' });
  await user.click(await within(wrong).findByRole('button', { name: 'Ещё раз' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Ой, не так!' })).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Привет' }));
  await user.click(checkButton());
  expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Дальше' }));
  await user.click(await screen.findByRole('button', { name: 'Спасибо' }));
  await user.click(checkButton());
  await user.click(await screen.findByRole('button', { name: 'Дальше' }));
}

describe('a game answered without the network', () => {
  it('reaches its end with the local verdicts and queues every answer with a key of its own', async () => {
    const learner = freshLearner();
    offline();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = gameApi(() => jsonResponse(200, { isCorrect: true }));
    const user = userEvent.setup();
    renderGame();

    await playToTheEnd(user);

    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe).toMatchObject({
      pathname: '/get-achievement/11',
      state: { score: 10, totalQuestions: 2 },
    });
    // Offline: not one try, not one retry.
    expect(api.callsTo('POST /user-questions')).toHaveLength(0);
    const queued = await queuedAnswersOf(learner);
    expect(queued.map((a) => [a.body, a.isCorrect])).toEqual([
      [{ questionId: 1, answer: 'Пока' }, false],
      [{ questionId: 1, answer: 'Привет' }, true],
      [{ questionId: 2, answer: 'Спасибо' }, true],
    ]);
    const keys = queued.map((a) => a.key);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(3);
    expect(new Set(queued.map((a) => a.playId)).size).toBe(1);
    expect(queued.every((a) => a.gameId === 11 && a.questionCount === 2)).toBe(true);
  });

  it('queues an answer whose every try got no reply, with the key of its tries, and shows no refusal', async () => {
    const learner = freshLearner();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = gameApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Привет' }));
    await user.click(checkButton());

    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    // The first try and two retries (400 and 800 ms later): a bound, not an expectation.
    await waitFor(async () => expect(await queuedAnswersOf(learner)).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(api.callsTo('POST /user-questions')).toHaveLength(3);
    const sentKeys = api.fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    const [queued] = await queuedAnswersOf(learner);
    expect(new Set(sentKeys)).toEqual(new Set([queued?.key]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Дальше' })).toBeEnabled());
    expect(screen.queryByText(/откроется/)).toBeNull();
  }, 20_000);

  it('queues a new answer behind those waiting, online too, instead of sending it past them', async () => {
    const learner = freshLearner();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await enqueueAnswer({
      key: 'a'.repeat(32),
      learner,
      gameId: 10,
      playId: 'earlier',
      questionCount: 1,
      body: { questionId: 9, answer: 'Раньше' },
      isCorrect: true,
      at: Date.now(),
    });
    const api = gameApi(() => jsonResponse(200, { isCorrect: true }));
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Привет' }));
    await user.click(checkButton());

    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await queuedAnswersOf(learner)).map((a) => a.body.questionId)).toEqual([9, 1]),
    );
    expect(api.callsTo('POST /user-questions')).toHaveLength(0);
  });

  it('is sent as before, and not queued, while online with nothing waiting', async () => {
    const learner = freshLearner();
    const api = gameApi(() => jsonResponse(200, { isCorrect: true }));
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Привет' }));
    await user.click(checkButton());
    await waitFor(() => expect(api.callsTo('POST /user-questions')).toHaveLength(1));
    expect(await queuedAnswersOf(learner)).toEqual([]);
  });
});

describe('the outro of a round answered offline', () => {
  const renderOutro = (state: unknown) =>
    renderRoute(paths.gameOutro.pattern, <GameOutroRoute />, {
      initialEntry: { pathname: '/game-outro/11', state },
    });

  function queuedRound(learner: string): QueuedAnswer[] {
    const given = (n: number, questionId: number, isCorrect: boolean): QueuedAnswer => ({
      key: `${learner.replace(':', 'x')}-${String(n).padStart(20, '0')}`,
      learner,
      gameId: 11,
      playId: 'outro-play',
      questionCount: 2,
      body: { questionId, answer: 'x' },
      isCorrect,
      at: Date.now(),
    });
    // Question 1 wrong, then right (practice: counts as wrong), question 2 right.
    return [given(1, 1, false), given(2, 1, true), given(3, 2, true)];
  }

  it('counts the queued answers by the server’s rule while the results cannot be read', async () => {
    const learner = freshLearner();
    for (const answer of queuedRound(learner)) await enqueueAnswer(answer);
    mockApi({
      'GET /games/11': () => jsonResponse(200, sampleGame()),
      'GET /user-questions/my-game-results/11': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    // The navigation state says 2 of 2: the device's answers say otherwise, and they win.
    renderOutro({ score: 20, totalQuestions: 2 });
    await user.click(await screen.findByRole('button', { name: 'Открыть результат' }));
    expect(screen.getByLabelText('Правильных ответов: 1 из 2')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
  });

  it('prefers the queued round to the server’s older one while its answers wait', async () => {
    const learner = freshLearner();
    for (const answer of queuedRound(learner)) await enqueueAnswer(answer);
    mockApi({
      'GET /games/11': () => jsonResponse(200, sampleGame()),
      'GET /user-questions/my-game-results/11': () =>
        jsonResponse(200, [attempt(1, 1, true), attempt(2, 2, true)]),
    });
    const user = userEvent.setup();
    renderOutro({ score: 10, totalQuestions: 2 });
    await user.click(await screen.findByRole('button', { name: 'Открыть результат' }));
    expect(screen.getByLabelText('Правильных ответов: 1 из 2')).toBeInTheDocument();
  });

  it('keeps the numbers it showed when the queue is sent while the outro is open', async () => {
    const learner = freshLearner();
    const round = queuedRound(learner);
    for (const answer of round) await enqueueAnswer(answer);
    mockApi({
      'GET /games/11': () => jsonResponse(200, sampleGame()),
      'GET /user-questions/my-game-results/11': () =>
        jsonResponse(200, [attempt(1, 1, true), attempt(2, 2, true)]),
    });
    const user = userEvent.setup();
    const { queryClient } = renderOutro({ score: 10, totalQuestions: 2 });
    await user.click(await screen.findByRole('button', { name: 'Открыть результат' }));
    expect(screen.getByLabelText('Правильных ответов: 1 из 2')).toBeInTheDocument();

    // Sent meanwhile: the queue empties and is read again.
    for (const answer of round) await removeQueuedAnswer(answer.key);
    await act(() => queryClient.invalidateQueries({ queryKey: pendingAnswersKeys.all() }));
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.gameResults(11) }));
    expect(queryClient.getQueryData(pendingAnswersKeys.of(learner))).toEqual([]);
    expect(screen.getByLabelText('Правильных ответов: 1 из 2')).toBeInTheDocument();
  });

  it('shows the score it was handed when the results cannot be reached and nothing is queued', async () => {
    freshLearner();
    mockApi({
      'GET /games/11': () => jsonResponse(200, sampleGame()),
      'GET /user-questions/my-game-results/11': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderOutro({ score: 20, totalQuestions: 2 });
    await user.click(await screen.findByRole('button', { name: 'Открыть результат' }));
    expect(screen.getByLabelText('Правильных ответов: 2 из 2')).toBeInTheDocument();
  });
});
