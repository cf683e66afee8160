import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GAME_TYPE_FACTS, GAME_TYPES, type Question } from '@bolajon/contract';
import { storageKeys } from '../../lib/storage';
import { todayUtc } from '../../features/home/lib/active-day';
import {
  sampleGame,
  sampleHome,
  sampleProgress,
  sampleQuestions,
  sampleSettings,
} from '../../test/fixtures';
import { jsonResponse, mockApi, sampleUser } from '../../test/utils';
import {
  recordsOf,
  sampleLesson,
  sampleWords,
} from '../../features/dictionary/__tests__/word-fixtures';
import { renderApp as renderAppAt } from '../../test/render-app';
import { asGrownUp } from '../../test/grown-up';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

function renderApp(path: string) {
  return renderAppAt(path).router;
}

function signIn() {
  localStorage.setItem(storageKeys.accessToken, 'access-1');
  localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
  // Today is already recorded: the shell's daily call is tested on its own.
  localStorage.setItem(storageKeys.lastActiveDayTracked, todayUtc());
  return mockApi({
    'GET /users/me': () => jsonResponse(200, sampleUser),
    'POST /user-days/track': () => jsonResponse(200, { date: todayUtc() }),
    'GET /home': () => jsonResponse(200, sampleHome()),
    'GET /home/my-progress': () => jsonResponse(200, sampleProgress()),
    'GET /settings/default': () => jsonResponse(200, sampleSettings),
    'GET /games/9': () => jsonResponse(200, sampleGame({ id: 9 })),
    'GET /questions/by-game/9': () => jsonResponse(200, sampleQuestions()),
    'GET /user-questions/my-game-results/9': () => jsonResponse(200, []),
    'GET /user-dictionary/random/advanced': () =>
      jsonResponse(200, { ...sampleWords()[0], state: 'new', due: true }),
    'GET /user-dictionary/my-learned': () => jsonResponse(200, recordsOf(sampleWords())),
    'GET /user-dictionary/my-unlearned': () => jsonResponse(200, []),
    'GET /lessons/4/with-dictionaries': () =>
      jsonResponse(200, sampleLesson({ id: 4, title: 'Животные' })),
  });
}

describe('routes of spec section 2', () => {
  it.each([
    ['/', 'Карта уроков'],
    ['/dictionary', 'Словарь'],
    ['/dictionary-list', 'Мои слова'],
    ['/learned-words', 'Выученные слова'],
    ['/unlearned-words', 'Слова на повторение'],
    ['/lesson-words/4', 'Животные'],
    ['/lesson-intro/4', 'Новые слова'],
    ['/game-stage-1/9', 'Начало игры'],
    ['/game-stage-4/9', 'Финальное видео'],
    ['/get-achievement/9', 'Твоя награда'],
    ['/game-outro/9', 'Итоги игры'],
    ['/game-type-1-0/9', 'Назови картинку'],
    ['/game-type-1-1/9', 'Сундук с сокровищами'],
    ['/game-type-1-2/9', 'Колесо слов'],
    ['/game-type-1-5/9', 'Разговор героев'],
    ['/game-type-2-0/9', 'Выбери ответ'],
    ['/game-type-2-2/9', 'Выбери цвет'],
    ['/game-type-2-3/9', 'Послушай и выбери'],
    ['/game-type-2-4/9', 'Закончи диалог'],
    ['/game-type-3-0/9', 'Раскрась картинки'],
    ['/game-type-3-1/9', 'Собери диалог'],
    ['/game-type-3-2/9', 'Диалог по картинке'],
    ['/game-type-4-0/9', 'Найди пары'],
    ['/game-type-5-0/9', 'Соедини пары'],
    ['/achievements', 'Награды'],
    ['/profile', 'Профиль'],
    ['/about', 'О приложении'],
  ])('%s shows "%s" to a signed-in user', async (path, heading) => {
    signIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Вход'],
    ['/register', 'Регистрация'],
    ['/onboarding', 'Давай знакомиться!'],
  ])('%s is public', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('opens /verify-code for the phone waiting for its code', async () => {
    localStorage.setItem(storageKeys.pendingPhoneNumber, '+998901234567');
    renderApp('/verify-code');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Код из SMS' }),
    ).toBeInTheDocument();
    expect(screen.getByText('+998 90 123 45 67')).toBeInTheDocument();
  });

  it('sends /verify-code without a phone to /login', async () => {
    const router = renderApp('/verify-code');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user from /login home', async () => {
    signIn();
    const router = renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Карта уроков' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends unknown paths home', async () => {
    signIn();
    const router = renderApp('/nowhere');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Карта уроков' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the browser tab', () => {
  it.each([
    ['/', 'Карта уроков — Bolajon'],
    ['/dictionary', 'Словарь — Bolajon'],
    ['/dictionary-list', 'Мои слова — Bolajon'],
    ['/learned-words', 'Выученные слова — Bolajon'],
    ['/unlearned-words', 'Слова на повторение — Bolajon'],
    ['/lesson-words/4', 'Животные — Bolajon'],
    ['/lesson-intro/4', 'Новые слова · Животные — Bolajon'],
    ['/game-stage-1/9', 'Игра 1 · Начало игры — Bolajon'],
    ['/game-stage-4/9', 'Игра 1 · Финальное видео — Bolajon'],
    ['/get-achievement/9', 'Игра 1 · Твоя награда — Bolajon'],
    ['/game-outro/9', 'Игра 1 · Итоги игры — Bolajon'],
    ['/game-type-2-0/9', 'Игра 1 · Выбери ответ — Bolajon'],
    ['/achievements', 'Награды — Bolajon'],
    ['/profile', 'Профиль — Bolajon'],
    ['/profile?view=edit', 'Изменить профиль — Bolajon'],
    ['/profile?view=settings', 'Настройки — Bolajon'],
    ['/about', 'О приложении — Bolajon'],
  ])('names %s "%s"', async (path, title) => {
    signIn();
    renderApp(path);
    // A game's number and a lesson's title come with their data.
    await waitFor(() => expect(document.title).toBe(title), { timeout: 4_000 });
  });

  it.each([
    ['/login', 'Вход — Bolajon'],
    ['/register', 'Регистрация — Bolajon'],
    ['/onboarding', 'Давай знакомиться! — Bolajon'],
  ])('names the public %s "%s"', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('renames the tab on the next screen and in the next language', async () => {
    signIn();
    const router = renderApp('/');
    await waitFor(() => expect(document.title).toBe('Карта уроков — Bolajon'));
    await act(() => router.navigate('/profile?view=settings'));
    await waitFor(() => expect(document.title).toBe('Настройки — Bolajon'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Oʻzbekcha' }));
    await waitFor(() => expect(document.title).toBe('Sozlamalar — Bolajon'));
  });
});

describe('profile', () => {
  /** Settings → Выйти → the exit button held 1.5 s, as the confirmation asks. */
  async function signOutFromSettings() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));
    const dialog = await screen.findByRole('dialog');
    const hold = within(dialog).getByRole('button', { name: 'Держи, чтобы выйти' });
    vi.useFakeTimers();
    fireEvent.pointerDown(hold);
    act(() => vi.advanceTimersByTime(1500));
    vi.useRealTimers();
  }

  it("shows the user's name and phone, and signs out to /login from the settings", async () => {
    const api = signIn();
    api.fetchMock.mockImplementation(async (input, init = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/users/me') return jsonResponse(200, sampleUser);
      if (path === '/api/settings/default') return jsonResponse(200, sampleSettings);
      if (path === '/api/user-days/my-days') return jsonResponse(200, []);
      if (path === '/api/user-achievements/my-achievements') return jsonResponse(200, []);
      if (path === '/api/user-auth/logout') {
        expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'refresh-1' });
        return jsonResponse(200, { ok: true });
      }
      throw new Error(`unexpected ${path}`);
    });
    const router = renderApp('/profile');

    expect(await screen.findByText('Алия')).toBeInTheDocument();
    expect(screen.getByText('+998 90 123 45 67')).toBeInTheDocument();
    // A tap on the profile never signs out: the way out is in the settings.
    expect(screen.queryByRole('button', { name: 'Выйти' })).toBeNull();

    await act(() => router.navigate('/profile?view=settings'));
    await signOutFromSettings();

    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('still signs out locally when the server cannot be told', async () => {
    const api = signIn();
    api.fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/users/me') return jsonResponse(200, sampleUser);
      if (path === '/api/settings/default') return jsonResponse(200, sampleSettings);
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderApp('/profile?view=settings');
    await signOutFromSettings();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});

/** A question with every part a touch game reads: pictures, colour variants, lines and pairs. */
const everyPartQuestion = (): Question => ({
  id: 31,
  text: 'Кошка',
  audioUrl: null,
  order: 1,
  questionImages: [
    { id: 1, imageUrl: '/media/c/a.svg' },
    { id: 2, imageUrl: '/media/c/b.svg' },
  ],
  questionVariants: [
    {
      id: 1,
      answer: 'Красный',
      imageUrl: '/media/c/a.svg',
      audioUrl: null,
      isCorrect: true,
      order: 0,
      questionPersonages: [
        { id: 1, answer: 'Привет!', audioUrl: null, order: 1, personageNumber: 1 },
        { id: 2, answer: 'Красный', audioUrl: null, order: 2, personageNumber: 2 },
      ],
    },
    {
      id: 2,
      answer: 'Зелёный',
      imageUrl: '/media/c/b.svg',
      audioUrl: null,
      isCorrect: true,
      order: 1,
      questionPersonages: [],
    },
    {
      id: 3,
      answer: 'Красный',
      imageUrl: '/media/c/a.svg',
      audioUrl: null,
      isCorrect: false,
      order: 2,
      questionPersonages: [],
    },
    {
      id: 4,
      answer: 'Зелёный',
      imageUrl: '/media/c/b.svg',
      audioUrl: null,
      isCorrect: false,
      order: 3,
      questionPersonages: [],
    },
  ],
  questionDuolingos: [{ id: 1, leftAnswer: 'Мама', rightAnswer: 'Ona' }],
  pairs: [
    { id: 1, left: 'Мама', right: 'Ona' },
    { id: 2, left: 'Папа', right: 'Ota' },
  ],
  game: { id: 9 },
});

describe('dictionary screens', () => {
  it.each([
    ['/dictionary', 'кошка'],
    ['/dictionary-list', 'По урокам'],
    ['/learned-words', 'кошка'],
    ['/unlearned-words', 'Слов на повторение пока нет. Молодец!'],
    ['/lesson-words/4', 'кошка'],
  ])('%s shows its real screen, never the placeholder', async (path, text) => {
    signIn();
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Скоро здесь будет много интересного!')).toBeNull();
  });
});

describe('game screens', () => {
  it.each(GAME_TYPES)(
    'opens the real screen of game type %s, never the placeholder',
    async (type) => {
      const api = signIn();
      api.fetchMock.mockImplementation(async (input) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/users/me') return jsonResponse(200, sampleUser);
        if (path === '/api/games/9') return jsonResponse(200, sampleGame({ id: 9, type }));
        if (path === '/api/questions/by-game/9') return jsonResponse(200, [everyPartQuestion()]);
        throw new Error(`unexpected ${path}`);
      });
      renderApp(`/game-type-${GAME_TYPE_FACTS[type].slug}/9`);
      expect(await screen.findByText('Вопрос 1 из 1')).toBeInTheDocument();
      expect(screen.queryByText('Скоро здесь будет много интересного!')).toBeNull();
    },
  );
});
