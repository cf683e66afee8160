import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage';
import { sampleHome, sampleProgress, sampleSettings } from '../../../test/fixtures';
import { jsonResponse, mockApi, readProbe, renderRoute } from '../../../test/utils';
import { HomeScreen } from '../components/home-screen';
import { todayUtc } from '../lib/active-day';
import { asGrownUp } from '../../../test/grown-up';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

const internalError = { message: 'Internal error', code: 'INTERNAL_ERROR' };

function homeApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /home': () => jsonResponse(200, sampleHome()),
    'GET /home/my-progress': () => jsonResponse(200, sampleProgress()),
    'GET /settings/default': () => jsonResponse(200, sampleSettings),
    'POST /user-days/track': () => jsonResponse(200, { date: todayUtc() }),
    ...overrides,
  });
}

const renderHome = () => renderRoute('/', <HomeScreen />);
/** Game `n` of the lesson titled `lesson` (every lesson counts its games from 1). */
async function gameButton(n: number, lesson: RegExp = /Привет!/) {
  const region = await screen.findByRole('region', { name: lesson });
  return within(region).findByRole('button', { name: `ИГРА ${n}` });
}
const lockedGame = () => gameButton(1, /Моя семья/);

describe('home map', () => {
  it('shows a spinner, then the lessons with their games and the block title', async () => {
    homeApi();
    renderHome();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');

    expect(await gameButton(1)).toBeEnabled();
    expect(await gameButton(2)).toBeDisabled();
    expect(screen.getByRole('region', { name: /Моя семья/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Карта уроков' })).toBeInTheDocument();
    expect(screen.getByText('Знакомство и семья')).toBeInTheDocument();
  });

  it('fetches home, progress and settings together', async () => {
    const api = homeApi();
    renderHome();
    await gameButton(1);
    const paths = api.calls.slice(0, 3).map((call) => call.path);
    expect(paths.sort()).toEqual(['/home', '/home/my-progress', '/settings/default']);
  });

  it('shows the stars of a played game and says them', async () => {
    const progress = sampleProgress();
    progress.lessons[0]!.games[0]!.stars = 2;
    homeApi({ 'GET /home/my-progress': () => jsonResponse(200, progress) });
    renderHome();
    expect(await gameButton(1)).toHaveAccessibleDescription('Звёзды: 2 из 3');
  });

  it('falls back to the lesson-1 label when there is no progress', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    homeApi({ 'GET /home/my-progress': () => jsonResponse(500, internalError) });
    renderHome();
    await gameButton(1);
    expect(screen.getByText('Урок 1', { selector: '.home__block' })).toBeInTheDocument();
  });

  it('shows the loading error with a retry that loads again', async () => {
    const api = homeApi({
      'GET /home': [() => jsonResponse(500, internalError), () => jsonResponse(200, sampleHome())],
    });
    const user = userEvent.setup();
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await gameButton(1)).toBeInTheDocument();
    expect(api.callsTo('GET /home')).toHaveLength(2);
  });

  it('shows the empty state with no lessons and no progress', async () => {
    homeApi({
      'GET /home': () => jsonResponse(200, { lessons: [] }),
      'GET /home/my-progress': () => jsonResponse(200, { lessons: [] }),
    });
    renderHome();
    expect(await screen.findByText('Уроков пока нет. Загляни попозже!')).toBeInTheDocument();
  });
});

describe('game buttons', () => {
  it('opens the support modal for a locked game, with a call link to the support phone', async () => {
    homeApi();
    const user = userEvent.setup();
    renderHome();
    const locked = await lockedGame();
    expect(locked).toHaveAccessibleDescription(/Закрыта/);
    await user.click(locked);

    const dialog = screen.getByRole('dialog', { name: 'Этот урок пока закрыт' });
    const call = within(dialog).getByRole('link', { name: /Позвонить/ });
    expect(call).toHaveAttribute('href', 'tel:+998712000000');
    expect(call).toHaveTextContent('+998 71 200 00 00');
    expect(call).toHaveFocus();

    // Focus stays inside: Tab from the last control comes back to the first.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab();
    expect(call).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(locked).toHaveFocus();

    await user.click(locked);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the settings could not be loaded', async () => {
    homeApi({ 'GET /settings/default': () => jsonResponse(500, internalError) });
    const user = userEvent.setup();
    renderHome();
    await user.click(await lockedGame());
    expect(await screen.findByText('Ошибка загрузки настроек')).toBeInTheDocument();
  });

  it('does nothing for an inactive game', async () => {
    const api = homeApi();
    const user = userEvent.setup();
    const { router } = renderHome();
    const inactive = await gameButton(2);
    expect(inactive).toBeDisabled();
    expect(inactive).toHaveAccessibleDescription(/сначала пройди/);
    await user.click(inactive);
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST /user-days/track')).toHaveLength(0);
  });

  it('records the active day, then opens the game intro', async () => {
    const api = homeApi();
    const user = userEvent.setup();
    renderHome();
    await user.click(await gameButton(1));

    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe.pathname).toBe('/game-stage-1/11');
    expect(api.callsTo('POST /user-days/track')).toHaveLength(1);
    expect(api.calls.at(-1)?.path).toBe('/user-days/track');
    expect(localStorage.getItem(storageKeys.lastActiveDayTracked)).toBe(todayUtc());
  });

  it('opens the game even when the day cannot be recorded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = homeApi({ 'POST /user-days/track': () => jsonResponse(500, internalError) });
    const user = userEvent.setup();
    renderHome();
    await user.click(await gameButton(1));

    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe.pathname).toBe('/game-stage-1/11');
    expect(api.callsTo('POST /user-days/track').length).toBeGreaterThan(0);
    expect(localStorage.getItem(storageKeys.lastActiveDayTracked)).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });
});

describe('content titles in the Uzbek interface', () => {
  /** The header's block title and, under it, what else the header shows. */
  const headerTexts = () =>
    [...document.querySelectorAll('.home__heading > :not(h1)')].map((el) => el.textContent);
  const banner = async (lesson: RegExp) =>
    within(await screen.findByRole('region', { name: lesson })).getByRole('heading', { level: 2 });

  it('shows the Uzbek forms of the block and lesson titles under the Russian ones', async () => {
    await initI18n('uz');
    homeApi();
    renderHome();
    const first = await banner(/Привет!/);
    expect(headerTexts()).toEqual(['Знакомство и семья', 'Tanishuv va oila']);
    expect(screen.getByText('Tanishuv va oila')).toHaveAttribute('lang', 'uz');

    const title = within(first).getByText('Привет!');
    const uzbek = within(first).getByText('Salom!');
    expect(uzbek).toHaveAttribute('lang', 'uz');
    expect(title.nextElementSibling).toBe(uzbek);
    expect(within(await banner(/Моя семья/)).getByText('Mening oilam')).toBeInTheDocument();
  });

  it('shows the Russian title alone where the content has no Uzbek form', async () => {
    await initI18n('uz');
    const home = sampleHome();
    home.lessons[1]!.titleUz = null;
    const progress = sampleProgress();
    for (const lesson of progress.lessons) lesson.block.titleUz = null;
    homeApi({
      'GET /home': () => jsonResponse(200, home),
      'GET /home/my-progress': () => jsonResponse(200, progress),
    });
    renderHome();
    expect((await banner(/Моя семья/)).querySelector('[lang="uz"]')).toBeNull();
    expect(headerTexts()).toEqual(['Знакомство и семья']);
    expect(within(await banner(/Привет!/)).getByText('Salom!')).toBeInTheDocument();
  });

  it('shows only the Russian titles in the Russian interface, and the Uzbek ones once switched', async () => {
    homeApi();
    renderHome();
    const first = await banner(/Привет!/);
    expect(headerTexts()).toEqual(['Знакомство и семья']);
    expect(first.querySelector('[lang="uz"]')).toBeNull();
    expect(screen.queryByText('Salom!')).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('uz'));
    expect(headerTexts()).toEqual(['Знакомство и семья', 'Tanishuv va oila']);
    expect(within(first).getByText('Salom!')).toBeInTheDocument();
  });
});

describe("a lesson's words, the first step on the map (ADR 0038)", () => {
  /** The stops of a lesson on the map, in order, and which one the "play" bubble is on. */
  async function stopsOf(lesson: RegExp) {
    const region = await screen.findByRole('region', { name: lesson });
    const items = within(region).getAllByRole('listitem');
    return {
      names: items.map((item) => within(item).getByRole('button').textContent),
      next: items.findIndex((item) => within(item).queryByText('Играть!') !== null),
    };
  }
  const unseen = () => {
    const progress = sampleProgress();
    progress.lessons[0]!.introSeen = false;
    return progress;
  };

  it('shows the words before the games; the bubble points to them until they are seen', async () => {
    homeApi({ 'GET /home/my-progress': () => jsonResponse(200, unseen()) });
    renderHome();
    const stops = await stopsOf(/Привет!/);
    expect(stops.names).toEqual([
      expect.stringContaining('СЛОВА'),
      expect.stringContaining('ИГРА 1'),
      expect.stringContaining('ИГРА 2'),
    ]);
    expect(stops.next).toBe(0);
    const words = within(await screen.findByRole('region', { name: /Привет!/ })).getByRole(
      'button',
      { name: 'СЛОВА' },
    );
    expect(words).toHaveAccessibleDescription('Новые слова урока: посмотри и послушай');
    // The first game is not blocked: it can be played before the words.
    expect(await gameButton(1)).toBeEnabled();
  });

  it('marks the words done once seen, and the bubble moves on to the first game', async () => {
    homeApi();
    renderHome();
    const stops = await stopsOf(/Привет!/);
    expect(stops.next).toBe(1);
    const region = await screen.findByRole('region', { name: /Привет!/ });
    expect(within(region).getByRole('button', { name: 'СЛОВА' })).toHaveAccessibleDescription(
      'Новые слова урока: уже посмотрел',
    );
  });

  it('records the active day, then opens the words of the lesson', async () => {
    const api = homeApi({ 'GET /home/my-progress': () => jsonResponse(200, unseen()) });
    const user = userEvent.setup();
    renderHome();
    const region = await screen.findByRole('region', { name: /Привет!/ });
    await user.click(within(region).getByRole('button', { name: 'СЛОВА' }));
    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe.pathname).toBe('/lesson-intro/1');
    expect(api.callsTo('POST /user-days/track')).toHaveLength(1);
  });

  it("locks a locked lesson's words with its games (the support call)", async () => {
    homeApi();
    const user = userEvent.setup();
    renderHome();
    const region = await screen.findByRole('region', { name: /Моя семья/ });
    const words = within(region).getByRole('button', { name: 'СЛОВА' });
    expect(words).toHaveAccessibleDescription(/Закрыта/);
    await user.click(words);
    expect(screen.getByRole('dialog', { name: 'Этот урок пока закрыт' })).toBeInTheDocument();
  });

  it('gives a review lesson, which teaches no new words, no words stop: its games come first', async () => {
    const progress = unseen();
    progress.lessons[0]!.newWords = 0;
    homeApi({ 'GET /home/my-progress': () => jsonResponse(200, progress) });
    renderHome();
    const region = await screen.findByRole('region', { name: /Привет!/ });
    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: 'СЛОВА' })).not.toBeInTheDocument(),
    );
    const stops = await stopsOf(/Привет!/);
    expect(stops.names).toEqual([
      expect.stringContaining('ИГРА 1'),
      expect.stringContaining('ИГРА 2'),
    ]);
    // The bubble is on the first game, though no words were "seen".
    expect(stops.next).toBe(0);
  });
});
