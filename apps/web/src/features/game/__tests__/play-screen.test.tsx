import type { Question } from '@bolajon/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChoiceScreen from '../../../games/choice/screen';
import { arrangeVariants } from '../../../games/kit/arrange';
import {
  choiceQuestion,
  sampleGame,
  sampleQuestions,
  sampleSettings,
} from '../../../test/fixtures';
import {
  jsonResponse,
  mockApi,
  readProbe,
  renderRoute,
  type RecordedCall,
} from '../../../test/utils';
import { PlayScreen } from '../components/play-screen';
import { notSpeaker } from '../../../components/__tests__/speaker-queries';
import { asGrownUp } from '../../../test/grown-up';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

/** The server's judge for these questions: the variant flagged right. */
function judge(questions: Question[]) {
  return (call: RecordedCall) => {
    const { questionId, answer } = call.body as { questionId: number; answer: string };
    const question = questions.find((q) => q.id === questionId);
    const right = question?.questionVariants.find((v) => v.isCorrect)?.answer;
    return jsonResponse(200, { isCorrect: answer === right });
  };
}

function gameApi({
  game = sampleGame(),
  questions = sampleQuestions(),
  answer = judge(questions),
}: {
  game?: ReturnType<typeof sampleGame>;
  questions?: Question[];
  answer?: (call: RecordedCall) => Response | Promise<Response>;
} = {}) {
  return mockApi({
    [`GET /games/${game.id}`]: () => jsonResponse(200, game),
    [`GET /questions/by-game/${game.id}`]: () => jsonResponse(200, questions),
    'POST /user-questions': answer,
  });
}

const renderGame = (gameId = 11) =>
  renderRoute(
    '/game-type-2-0/:id',
    <PlayScreen
      gameId={gameId}
      types={['2.0', '2.1']}
      title="Выбери ответ"
      Screen={ChoiceScreen}
    />,
    {
      initialEntry: `/game-type-2-0/${gameId}`,
    },
  );

const variants = () => within(screen.getByRole('group', { name: 'Варианты ответа' }));
const checkButton = () => screen.getByRole('button', { name: 'Проверить' });
const score = () => screen.getByText('Очки').parentElement;

describe('playing a game (the host with the choice screen, 2.0)', () => {
  it('shows the question, its picture and the variants; check waits for a pick', async () => {
    const api = gameApi();
    const user = userEvent.setup();
    renderGame();

    expect(
      await screen.findByRole('heading', { name: 'Пришёл друг. Что мы скажем?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Вопрос 1 из 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Картинка к вопросу' })).toHaveAttribute(
      'src',
      '/media/c/q1.svg',
    );
    expect(
      variants()
        .getAllByRole('button', { name: notSpeaker })
        .map((b) => b.textContent),
    ).toHaveLength(2);
    expect(checkButton()).toBeDisabled();

    await user.click(variants().getByRole('button', { name: 'Пока' }));
    expect(variants().getByRole('button', { name: 'Пока' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(checkButton()).toBeEnabled();
    // Game and questions were asked for together.
    expect(
      api.calls
        .slice(0, 2)
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/games/11', '/questions/by-game/11']);
  });

  it('turns a right pick green, scores it and moves on', async () => {
    const api = gameApi();
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Привет' }));
    await user.click(checkButton());

    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    expect(variants().getByRole('button', { name: 'Привет' })).toHaveAccessibleDescription('Верно');
    await waitFor(() => expect(score()).toHaveTextContent('10'));
    expect(api.callsTo('POST /user-questions')[0]?.body).toEqual({
      questionId: 1,
      answer: 'Привет',
    });

    await user.click(await screen.findByRole('button', { name: 'Дальше' }));
    expect(
      await screen.findByRole('heading', { name: 'Друг дарит подарок. Что мы скажем?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Вопрос 2 из 2')).toBeInTheDocument();
    expect(checkButton()).toBeDisabled();
  });

  it('turns a wrong pick red, shows the right answer, and a right repeat earns nothing', async () => {
    const api = gameApi();
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Пока' }));
    await user.click(checkButton());

    const panel = await screen.findByRole('region', { name: 'Ой, не так!' });
    expect(within(panel).getByText('Привет')).toBeInTheDocument();
    expect(variants().getByRole('button', { name: 'Пока' })).toHaveAccessibleDescription('Неверно');
    for (const button of variants().getAllByRole('button', { name: notSpeaker }))
      expect(button).toBeDisabled();

    await user.click(await within(panel).findByRole('button', { name: 'Ещё раз' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ой, не так!' })).toBeNull());
    expect(screen.getByText('Вопрос 1 из 2')).toBeInTheDocument();
    expect(variants().getByRole('button', { name: 'Пока' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(checkButton()).toBeDisabled();

    await user.click(variants().getByRole('button', { name: 'Привет' }));
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    expect(score()).toHaveTextContent('0');
    expect(api.callsTo('POST /user-questions').map((c) => c.body)).toEqual([
      { questionId: 1, answer: 'Пока' },
      { questionId: 1, answer: 'Привет' },
    ]);
  });

  it("lets the server's verdict override the local one", async () => {
    gameApi({ answer: () => jsonResponse(200, { isCorrect: false }) });
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Привет' }));
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Ой, не так!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Дальше' })).toBeEnabled());
    expect(score()).toHaveTextContent('0');
  });

  it('keeps the local verdict when the answer cannot be sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    gameApi({ answer: () => jsonResponse(500, { message: 'down', code: 'INTERNAL_ERROR' }) });
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Привет' }));
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    await waitFor(() => expect(score()).toHaveTextContent('10'));
    expect(warn).toHaveBeenCalled();
  });

  it('sends an answer lost on the way again with the same Idempotency-Key, the next with a new one', async () => {
    let lost = 1;
    const questions = sampleQuestions();
    const api = gameApi({
      questions,
      answer: (call) => {
        if (lost-- > 0) throw new TypeError('Failed to fetch'); // no reply: a weak signal
        return judge(questions)(call);
      },
    });
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Привет' }));
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    // The retry waits a moment (400 ms): a bound, not an expectation.
    await waitFor(() => expect(api.callsTo('POST /user-questions')).toHaveLength(2), {
      timeout: 10_000,
    });
    const keyOf = (n: number) => {
      const posts = api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
      return new Headers(posts[n]?.[1]?.headers).get('idempotency-key');
    };
    expect(keyOf(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(1)).toBe(keyOf(0));

    await user.click(await screen.findByRole('button', { name: 'Дальше' }));
    await user.click(await screen.findByRole('button', { name: 'Спасибо' }));
    await user.click(checkButton());
    await waitFor(() => expect(api.callsTo('POST /user-questions')).toHaveLength(3));
    expect(keyOf(2)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(2)).not.toBe(keyOf(0));
  }, 20_000);

  it('locks every input while the check is in flight', async () => {
    let release: (response: Response) => void = () => {};
    gameApi({ answer: () => new Promise<Response>((resolve) => (release = resolve)) });
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Привет' }));
    await user.click(checkButton());

    // The local verdict shows at once, but nothing can be pressed until the server answers.
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    for (const button of variants().getAllByRole('button', { name: notSpeaker }))
      expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Дальше' })).toBeDisabled();

    release(jsonResponse(200, { isCorrect: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Дальше' })).toBeEnabled());
  });

  it('goes to the achievement card after the last question, with score and total', async () => {
    gameApi();
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Пока' }));
    await user.click(checkButton());
    await user.click(await screen.findByRole('button', { name: 'Дальше' }));
    await user.click(await screen.findByRole('button', { name: 'Спасибо' }));
    await user.click(checkButton());
    await user.click(await screen.findByRole('button', { name: 'Дальше' }));

    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe).toMatchObject({
      pathname: '/get-achievement/11',
      state: { score: 10, totalQuestions: 2 },
    });
  });

  it('goes to the outro with the title when the game has no achievement', async () => {
    gameApi({ game: sampleGame({ achievements: [] }), questions: [sampleQuestions()[0]!] });
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Привет' }));
    await user.click(checkButton());
    await user.click(await screen.findByRole('button', { name: 'Дальше' }));
    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe).toMatchObject({
      pathname: '/game-outro/11',
      state: { score: 10, totalQuestions: 1, gameTitle: 'Выбери слово' },
    });
  });

  it('shows the right picture after the check in 2.1', async () => {
    const question = choiceQuestion(3, 'Что бывает красным?', ['Помидор', 'Огурец'], 'Помидор');
    question.questionVariants[0]!.imageUrl = '/media/c/tomato.svg';
    gameApi({ game: sampleGame({ type: '2.1' }), questions: [question] });
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Огурец' }));
    expect(screen.queryByRole('img', { name: 'Картинка: Помидор' })).toBeNull();
    await user.click(checkButton());
    expect(await screen.findByRole('img', { name: 'Картинка: Помидор' })).toHaveAttribute(
      'src',
      '/media/c/tomato.svg',
    );
  });

  it('falls back to the default picture when the question picture breaks', async () => {
    gameApi();
    renderGame();
    const picture = await screen.findByRole('img', { name: 'Картинка к вопросу' });
    fireEvent.error(picture);
    await waitFor(() => expect(picture).toHaveAttribute('src', '/hello.svg'));
  });
});

describe('loading a game to play', () => {
  it('asks the admin path for the questions when the first fails', async () => {
    const api = mockApi({
      'GET /games/11': () => jsonResponse(200, sampleGame()),
      'GET /questions/by-game/11': () =>
        jsonResponse(500, { message: 'x', code: 'INTERNAL_ERROR' }),
      'GET /admin/questions/by-game/11': () => jsonResponse(200, sampleQuestions()),
    });
    renderGame();
    expect(
      await screen.findByRole('heading', { name: 'Пришёл друг. Что мы скажем?' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /admin/questions/by-game/11')).toHaveLength(1);
  });

  it("shows the server's message with a retry", async () => {
    const api = mockApi({
      'GET /games/11': [
        () => jsonResponse(409, { message: 'Игра обновляется', code: 'CONFLICT' }),
        () => jsonResponse(200, sampleGame()),
      ],
      'GET /questions/by-game/11': () => jsonResponse(200, sampleQuestions()),
    });
    const user = userEvent.setup();
    renderGame();
    expect(await screen.findByRole('alert')).toHaveTextContent('Игра обновляется');
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(
      await screen.findByRole('heading', { name: 'Пришёл друг. Что мы скажем?' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /games/11')).toHaveLength(2);
  });

  it('offers the support call when the course is locked, not a retry', async () => {
    const locked = {
      message: 'This game is in a course that is not open yet; contact support to buy it',
      code: 'COURSE_LOCKED',
    };
    mockApi({
      'GET /games/11': () => jsonResponse(403, locked),
      'GET /questions/by-game/11': () => jsonResponse(403, locked),
      'GET /admin/questions/by-game/11': () => jsonResponse(403, locked),
      'GET /settings/default': () => jsonResponse(200, sampleSettings),
    });
    renderGame();
    const dialog = await screen.findByRole('dialog', { name: 'Этот урок пока закрыт' });
    expect(await within(dialog).findByRole('link', { name: /Позвонить/ })).toHaveAttribute(
      'href',
      'tel:+998712000000',
    );
    expect(screen.getByText(/откроется после покупки курса/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Попробовать снова' })).toBeNull();
  });

  it('stops kindly when the server says the game is not open yet', async () => {
    const notOpen = {
      message: 'This game opens when the games before it are complete',
      code: 'GAME_NOT_OPEN',
    };
    gameApi({ answer: () => jsonResponse(403, notOpen) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderGame();
    await user.click(await screen.findByRole('button', { name: 'Привет' }));
    await user.click(checkButton());
    expect(await screen.findByText(/Сначала пройди игры перед ней/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Дальше' })).toBeNull();
  });

  it('sends a game of another type to its own screen', async () => {
    gameApi({ game: sampleGame({ type: '1.0' }) });
    renderGame();
    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe.pathname).toBe('/game-type-1-0/11');
  });

  it('shows the empty state when the game has no questions', async () => {
    gameApi({ questions: [] });
    renderGame();
    expect(await screen.findByText('Вопросы не найдены')).toBeInTheDocument();
  });
});

describe('arrangeVariants', () => {
  it('is the same for the same question and keeps every variant', () => {
    const question = choiceQuestion(42, 'q', ['a', 'b', 'c', 'd'], 'a');
    const first = arrangeVariants(question.questionVariants, question.id);
    expect(arrangeVariants(question.questionVariants, question.id)).toEqual(first);
    expect(first.map((v) => v.answer).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not always put the first variant first', () => {
    const firsts = new Set(
      Array.from(
        { length: 20 },
        (_, id) =>
          arrangeVariants(
            choiceQuestion(id + 1, 'q', ['a', 'b', 'c'], 'a').questionVariants,
            id + 1,
          )[0]?.answer,
      ),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });
});
