import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import confetti from 'canvas-confetti';
import { attempt, sampleGame, sampleQuestions, sampleSettings } from '../../../test/fixtures';
import { jsonResponse, mockApi, readProbe, renderRoute } from '../../../test/utils';
// The route modules: each reads the game id and names the tab, as in the app.
import GameOutroRoute from '../../../app/routes/games/game-outro';
import GameStage1Route from '../../../app/routes/games/game-stage-1';
import GameStage4Route from '../../../app/routes/games/game-stage-4';
import GetAchievementRoute from '../../../app/routes/games/get-achievement';
import { paths } from '../../../lib/paths';
import { asGrownUp } from '../../../test/grown-up';
import { i18n } from '../../../lib/i18n';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

vi.mock('canvas-confetti', () => {
  const cannon = Object.assign(
    vi.fn(() => null),
    { reset: vi.fn() },
  );
  return { default: Object.assign(vi.fn(), { create: vi.fn(() => cannon) }) };
});

/** The cannon the screens fire (they never use the worker-based default). */
const cannon = () => vi.mocked(confetti.create).mock.results[0]?.value as ReturnType<typeof vi.fn>;

const internalError = { message: 'Internal error', code: 'INTERNAL_ERROR' };

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

function gameApi(game = sampleGame(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET /games/${game.id}`]: () => jsonResponse(200, game),
    [`GET /questions/by-game/${game.id}`]: () => jsonResponse(200, sampleQuestions()),
    ...extra,
  });
}

describe('game intro', () => {
  const renderIntro = () =>
    renderRoute(paths.gameIntro.pattern, <GameStage1Route />, { initialEntry: '/game-stage-1/11' });

  it('keeps start disabled until play was pressed, then opens the game', async () => {
    const api = gameApi();
    const user = userEvent.setup();
    renderIntro();

    expect(await screen.findByRole('heading', { name: 'Выбери слово' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Пройдено' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const video = screen.getByLabelText('Выбери слово', { selector: 'video' }) as HTMLVideoElement;
    expect(video).toHaveAttribute('poster', '/media/c/first.png');
    expect(video).toHaveAttribute('src', '/media/c/first.webm');
    expect(video.playsInline).toBe(true);
    expect(video.controls).toBe(false);

    const start = screen.getByRole('button', { name: 'Начать игру' });
    expect(start).toBeDisabled();
    const hint = screen.getByText('Сначала посмотри видео');
    expect(hint).not.toHaveAttribute('aria-hidden');
    expect(document.title).toBe('Игра 1 · Начало игры — Bolajon');

    // The questions are asked for while the child watches, not while the poster loads.
    expect(api.callsTo('GET /questions/by-game/11')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Смотреть видео' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(start).toBeEnabled();
    await waitFor(() => expect(api.callsTo('GET /questions/by-game/11')).toHaveLength(1));
    // The hint is done but keeps its room (out of sight, see game-stage.css): nothing jumps.
    expect(hint).toBeInTheDocument();
    expect(hint).toHaveAttribute('aria-hidden', 'true');

    await user.click(start);
    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe.pathname).toBe('/game-type-2-0/11');
  });

  it('plays the Uzbek intro in the Uzbek interface, and the Russian one where there is none', async () => {
    await i18n.changeLanguage('uz');
    gameApi(
      sampleGame({
        videoFirstUz: '/media/c/first-uz.webm',
        videoFirstPosterUz: '/media/c/first-uz.png',
      }),
    );
    const first = renderIntro();
    let video = await screen.findByLabelText('Выбери слово', { selector: 'video' });
    expect(video).toHaveAttribute('src', '/media/c/first-uz.webm');
    expect(video).toHaveAttribute('poster', '/media/c/first-uz.png');
    first.unmount();

    gameApi(sampleGame({ videoFirstUz: null, videoFirstPosterUz: null }));
    renderIntro();
    video = await screen.findByLabelText('Выбери слово', { selector: 'video' });
    expect(video).toHaveAttribute('src', '/media/c/first.webm');
  });

  it('keeps the Russian intro in the Russian interface when an Uzbek one exists', async () => {
    gameApi(
      sampleGame({
        videoFirstUz: '/media/c/first-uz.webm',
        videoFirstPosterUz: '/media/c/first-uz.png',
      }),
    );
    renderIntro();
    const video = await screen.findByLabelText('Выбери слово', { selector: 'video' });
    expect(video).toHaveAttribute('src', '/media/c/first.webm');
  });

  it('keeps the play button when the video cannot start', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValue(new Error('NotAllowedError'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    gameApi();
    const user = userEvent.setup();
    renderIntro();
    await user.click(await screen.findByRole('button', { name: 'Смотреть видео' }));
    expect(screen.getByRole('button', { name: 'Посмотреть ещё раз' })).toBeInTheDocument();
  });

  it('shows the game as not found', async () => {
    mockApi({
      'GET /games/11': () => jsonResponse(404, { message: 'Game not found', code: 'NOT_FOUND' }),
      'GET /questions/by-game/11': () => jsonResponse(404, {}),
    });
    renderIntro();
    expect(await screen.findByText('Игра не найдена')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    const api = mockApi({
      'GET /games/11': [
        () => jsonResponse(500, internalError),
        () => jsonResponse(200, sampleGame()),
      ],
      'GET /questions/by-game/11': () => jsonResponse(200, sampleQuestions()),
    });
    const user = userEvent.setup();
    renderIntro();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка на сервере');
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('heading', { name: 'Выбери слово' })).toBeInTheDocument();
    expect(api.callsTo('GET /games/11')).toHaveLength(2);
  });

  it('offers the support call for a game of a locked course, not a retry', async () => {
    const locked = { message: 'not open yet; contact support', code: 'COURSE_LOCKED' };
    mockApi({
      'GET /games/11': () => jsonResponse(403, locked),
      'GET /settings/default': () => jsonResponse(200, sampleSettings),
    });
    renderIntro();
    const dialog = await screen.findByRole('dialog', { name: 'Этот урок пока закрыт' });
    expect(await within(dialog).findByRole('link', { name: /Позвонить/ })).toHaveAttribute(
      'href',
      'tel:+998712000000',
    );
    expect(screen.queryByRole('button', { name: 'Попробовать снова' })).toBeNull();
  });
});

describe('achievement card', () => {
  const renderAchievement = (state: unknown = { score: 40, totalQuestions: 5 }) =>
    renderRoute(paths.gameAchievement.pattern, <GetAchievementRoute />, {
      initialEntry: { pathname: '/get-achievement/11', state },
    });

  it('turns over to show the achievement and the game, with 50 confetti pieces', async () => {
    gameApi();
    const user = userEvent.setup();
    renderAchievement();
    await user.click(await screen.findByRole('button', { name: 'Открыть секретную награду' }));

    expect(screen.getByRole('img', { name: 'Первое слово' })).toHaveAttribute(
      'src',
      '/media/c/star.svg',
    );
    expect(screen.getByRole('heading', { name: 'Первое слово' })).toBeVisible();
    expect(screen.getByText('За игру «Выбери слово»')).toBeInTheDocument();
    expect(confetti).not.toHaveBeenCalled();
    expect(confetti.create).toHaveBeenCalledWith(
      undefined,
      expect.objectContaining({ useWorker: false, disableForReducedMotion: true }),
    );
    expect(cannon()).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 50 }));

    await user.click(screen.getByRole('button', { name: 'Дальше' }));
    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe).toMatchObject({
      pathname: '/game-stage-4/11',
      state: { score: 40, totalQuestions: 5, achievementSeen: true },
    });
  });

  it('goes straight on to the final video when the game has no achievement', async () => {
    gameApi(sampleGame({ achievements: [] }));
    renderAchievement();
    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe).toMatchObject({
      pathname: '/game-stage-4/11',
      state: { score: 40, totalQuestions: 5 },
    });
  });
});

describe('final video', () => {
  const renderFinal = (state: unknown) =>
    renderRoute(paths.gameFinalVideo.pattern, <GameStage4Route />, {
      initialEntry: { pathname: '/game-stage-4/11', state },
    });

  it('plays muted at once, with sound a second later, and offers the achievement', async () => {
    gameApi();
    const user = userEvent.setup();
    renderFinal({ score: 40, totalQuestions: 5 });
    const video = (await screen.findByLabelText('Выбери слово', {
      selector: 'video',
    })) as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/media/c/last.webm');
    expect(video.muted).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Пройдено' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await waitFor(() => expect(video.muted).toBe(false), { timeout: 2_000 });

    await user.click(screen.getByRole('button', { name: 'Посмотреть награду' }));
    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe).toMatchObject({
      pathname: '/get-achievement/11',
      state: { score: 40, totalQuestions: 5 },
    });
  });

  it('finishes to the outro once the achievement was seen', async () => {
    gameApi();
    const user = userEvent.setup();
    renderFinal({ score: 40, totalQuestions: 5, achievementSeen: true });
    await user.click(await screen.findByRole('button', { name: 'Завершить' }));
    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe).toMatchObject({
      pathname: '/game-outro/11',
      state: { score: 40, totalQuestions: 5, achievementSeen: true, gameTitle: 'Выбери слово' },
    });
  });
});

describe('game outro', () => {
  const round = [
    attempt(1, 1, false, 'Пока'),
    attempt(2, 1, true),
    attempt(3, 2, true),
    attempt(4, 3, true),
    attempt(5, 4, true),
    attempt(6, 5, true),
  ];
  const renderOutro = (state: unknown = { score: 40, totalQuestions: 5 }) =>
    renderRoute(paths.gameOutro.pattern, <GameOutroRoute />, {
      initialEntry: { pathname: '/game-outro/11', state },
    });

  it('opens the result card on a tap and counts first attempts', async () => {
    gameApi(sampleGame(), {
      'GET /user-questions/my-game-results/11': () => jsonResponse(200, round),
    });
    const user = userEvent.setup();
    renderOutro();
    await user.click(await screen.findByRole('button', { name: 'Открыть результат' }));

    expect(screen.getByLabelText('Правильных ответов: 4 из 5')).toHaveTextContent('4 из 5');
    expect(screen.getByText('Игра 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Выбери слово' })).toBeInTheDocument();
    expect(screen.getByText('Хорошо!')).toBeInTheDocument();
    const completed = screen.getByRole('region', { name: 'Игра пройдена!' });
    expect(within(completed).getByText('Привет!')).toBeInTheDocument();
    expect(within(completed).getByText('40')).toBeInTheDocument();
    expect(within(completed).getByText('80%')).toBeInTheDocument();
    // 80 % is worth the celebration.
    await waitFor(() => expect(cannon()).toHaveBeenCalled());

    await user.click(screen.getByRole('button', { name: 'Результаты' }));
    const dialog = screen.getByRole('dialog', { name: 'Твои результаты' });
    expect(within(dialog).getByText('Правильно').nextSibling).toHaveTextContent('4');
    expect(within(dialog).getByText('Неправильно').nextSibling).toHaveTextContent('1');
    expect(within(dialog).getByText('Успех').nextSibling).toHaveTextContent('80%');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'На карту' })).toHaveAttribute('href', '/');
  });

  it('keeps the score and the percentage out of sight until the card opens', async () => {
    gameApi(sampleGame(), {
      'GET /user-questions/my-game-results/11': () => jsonResponse(200, round),
    });
    const user = userEvent.setup();
    renderOutro();
    const card = await screen.findByRole('button', { name: 'Открыть результат' });

    // Under the closed card: nothing to read, find or open that tells the result.
    expect(screen.queryByRole('region', { name: 'Игра пройдена!' })).toBeNull();
    const completed = screen.getByText('Игра пройдена!').closest('section')!;
    expect(completed).not.toBeVisible();
    expect(within(completed).getByText('40')).not.toBeVisible();
    expect(within(completed).getByText('80%')).not.toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Выбери слово' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Результаты' })).toBeDisabled();

    await user.click(card);
    const shown = screen.getByRole('region', { name: 'Игра пройдена!' });
    expect(shown).toBeVisible();
    expect(within(shown).getByText('40')).toBeVisible();
    expect(within(shown).getByText('80%')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Выбери слово' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Результаты' })).toBeEnabled();
  });

  it('names the tab after the game and the screen', async () => {
    gameApi(sampleGame({ number: 3 }), {
      'GET /user-questions/my-game-results/11': () => jsonResponse(200, round),
    });
    renderOutro();
    await screen.findByRole('button', { name: 'Открыть результат' });
    expect(document.title).toBe('Игра 3 · Итоги игры — Bolajon');
  });

  it('shows the score a reply-scored game (2.4) earned on screen, with the stored counts', async () => {
    gameApi(sampleGame({ type: '2.4' }), {
      'GET /user-questions/my-game-results/11': () => jsonResponse(200, round),
    });
    const user = userEvent.setup();
    renderOutro({ score: 8, totalQuestions: 5 });
    await user.click(await screen.findByRole('button', { name: 'Открыть результат' }));
    expect(screen.getByLabelText('Правильных ответов: 4 из 5')).toBeInTheDocument();
    const completed = screen.getByRole('region', { name: 'Игра пройдена!' });
    expect(within(completed).getByText('8')).toBeInTheDocument();
  });

  it('opens the card by itself after 2.5 s', async () => {
    gameApi(sampleGame(), {
      'GET /user-questions/my-game-results/11': () => jsonResponse(200, round),
    });
    renderOutro();
    const card = await screen.findByRole('button', { name: 'Открыть результат' });
    expect(card).toBeEnabled();
    await waitFor(() => expect(card).toBeDisabled(), { timeout: 3_500 });
  });

  it('falls back to the score it was handed when the results cannot load', async () => {
    gameApi(sampleGame(), {
      'GET /user-questions/my-game-results/11': () => jsonResponse(500, internalError),
    });
    const user = userEvent.setup();
    renderOutro({ score: 20, totalQuestions: 5 });
    await user.click(await screen.findByRole('button', { name: 'Открыть результат' }));
    expect(screen.getByLabelText('Правильных ответов: 2 из 5')).toBeInTheDocument();
    expect(screen.getByText('Попробуй ещё раз!')).toBeInTheDocument();
  });

  it('shows an error with retry when there is nothing to fall back on', async () => {
    gameApi(sampleGame(), {
      'GET /user-questions/my-game-results/11': () => jsonResponse(500, internalError),
    });
    renderOutro(null);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Попробовать снова' })).toBeInTheDocument();
  });
});
