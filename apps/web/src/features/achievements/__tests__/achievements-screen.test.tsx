import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AchievementsRoute from '../../../app/routes/achievements';
import { initI18n } from '../../../lib/i18n';
import { jsonResponse, mockApi, readProbe, renderRoute } from '../../../test/utils';
import { earned, sampleCatalogue, sampleMine } from './award-fixtures';

const ALL = 'GET /admin/achievements';
const MINE = 'GET /user-achievements/my-achievements';
const internalError = { message: 'Internal error', code: 'INTERNAL_ERROR' };

function awardsApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [ALL]: () => jsonResponse(200, sampleCatalogue()),
    [MINE]: () => jsonResponse(200, sampleMine()),
    ...overrides,
  });
}

const renderAwards = (entry = '/achievements') =>
  renderRoute('/achievements', <AchievementsRoute />, { initialEntry: entry });

const tab = (name: RegExp | string) => screen.getByRole('tab', { name });
const courseSection = (name: string) => screen.findByRole('region', { name });
/** The titles of the earned list, top to bottom. */
const myTitles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.award-row__title')?.textContent);

describe('achievements screen', () => {
  it('shows a spinner, then every award under its course heading', async () => {
    awardsApi();
    renderAwards();
    expect(screen.getByRole('heading', { level: 1, name: 'Награды' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');

    const russian = await courseSection('Русский для малышей');
    const family = screen.getByRole('region', { name: 'Моя семья' });
    expect(within(russian).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Русский для малышей',
    );
    expect(
      within(russian)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Первое слово'), expect.stringContaining('Вежливый друг')]);
    expect(within(family).getAllByRole('button')).toHaveLength(1);
    expect(within(family).getByRole('button')).toHaveTextContent('Знаток семьи');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('tells earned awards from the ones still to earn, with the lesson to play', async () => {
    awardsApi();
    renderAwards();
    const russian = await courseSection('Русский для малышей');
    const first = within(russian).getByRole('button', { name: /Первое слово/ });
    const polite = within(russian).getByRole('button', { name: /Вежливый друг/ });

    expect(first).toHaveAccessibleName(/Получена$/);
    expect(first).toHaveTextContent('Описание: Первое слово');
    expect(first).toHaveTextContent('Урок «Привет!»');
    expect(first).toHaveClass('award-tile--earned');

    expect(polite).toHaveAccessibleName(/Ещё не получена$/);
    expect(polite).toHaveTextContent('Пройди игры урока «Спасибо»');
    expect(polite).toHaveClass('award-tile--locked');

    expect(screen.getByRole('progressbar', { name: 'Собрано наград: 1 из 3' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });

  it('starts both requests together, before either answers', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = awardsApi({
      [ALL]: async () => {
        await gate;
        return jsonResponse(200, sampleCatalogue());
      },
      [MINE]: async () => {
        await gate;
        return jsonResponse(200, sampleMine());
      },
    });
    renderAwards();
    await waitFor(() =>
      expect(api.calls.map((call) => call.path).sort()).toEqual([
        '/admin/achievements',
        '/user-achievements/my-achievements',
      ]),
    );
    release();
    expect(await courseSection('Моя семья')).toBeInTheDocument();
  });

  it('switches to the earned tab, newest first with dates, and keeps the tab in the URL', async () => {
    awardsApi();
    const user = userEvent.setup();
    const { router } = renderAwards();
    await courseSection('Моя семья');
    expect(tab('Все награды')).toHaveAttribute('aria-selected', 'true');

    await user.click(tab('Мои награды'));
    expect(tab('Мои награды')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Все награды')).toHaveAttribute('aria-selected', 'false');
    expect(router.state.location.search).toBe('?tab=mine');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Мои награды');
    expect(screen.queryByRole('region', { name: 'Моя семья' })).not.toBeInTheDocument();
    expect(myTitles()).toEqual(['Знаток семьи', 'Вежливый друг', 'Первое слово']);
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('time')
        .map((date) => date.textContent),
    ).toEqual(['20 мая 2025 г.', '2 апреля 2025 г.', '12 марта 2025 г.']);

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(tab('Все награды')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Моя семья' })).toBeInTheDocument();

    await act(() => router.navigate(1));
    expect(tab('Мои награды')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on the earned tab when the URL says so (a reload keeps it)', async () => {
    awardsApi();
    renderAwards('/achievements?tab=mine');
    expect(tab('Мои награды')).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('20 мая 2025 г.');
    expect(myTitles()[0]).toBe('Знаток семьи');
  });

  it('moves between tabs with the arrow keys', async () => {
    awardsApi();
    const user = userEvent.setup();
    const { router } = renderAwards();
    await courseSection('Моя семья');
    tab('Все награды').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Мои награды')).toHaveFocus();
    expect(tab('Мои награды')).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=mine');
    await user.keyboard('{ArrowRight}');
    expect(tab('Все награды')).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(tab('Мои награды')).toHaveAttribute('tabindex', '-1');
  });

  it('writes the dates in Uzbek when the interface is Uzbek', async () => {
    await initI18n('uz');
    awardsApi({
      [MINE]: () => jsonResponse(200, [earned(5, '2025-03-12T12:00:00.000Z', 'Birinchi soʻz')]),
    });
    renderAwards('/achievements?tab=mine');
    expect(await screen.findByText('12-mart, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Yutuqlar' })).toBeInTheDocument();
    expect(tab('Mening yutuqlarim')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens an earned award big, with the day it was earned', async () => {
    awardsApi();
    const user = userEvent.setup();
    renderAwards();
    await user.click(await screen.findByRole('button', { name: /Первое слово/ }));
    const dialog = screen.getByRole('dialog', { name: 'Первое слово' });
    expect(dialog).toHaveTextContent('Описание: Первое слово');
    expect(dialog).toHaveTextContent('Получена 12 марта 2025 г.');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens an award still to earn, saying so and where to earn it', async () => {
    awardsApi();
    const user = userEvent.setup();
    renderAwards();
    await user.click(await screen.findByRole('button', { name: /Знаток семьи/ }));
    const dialog = screen.getByRole('dialog', { name: 'Знаток семьи' });
    expect(dialog).toHaveTextContent('Ещё не получена');
    expect(dialog).toHaveTextContent('Пройди игры урока «Мама и папа»');
    expect(dialog).not.toHaveTextContent('Получена ');
  });

  it('shows the loading error with a retry that loads again', async () => {
    const api = awardsApi({
      [ALL]: [() => jsonResponse(500, internalError), () => jsonResponse(200, sampleCatalogue())],
    });
    const user = userEvent.setup();
    renderAwards();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await courseSection('Моя семья')).toBeInTheDocument();
    expect(api.callsTo(ALL)).toHaveLength(2);
  });

  it('shows the error of the earned list on its own tab, and retries it', async () => {
    const api = awardsApi({
      [MINE]: [() => jsonResponse(500, internalError), () => jsonResponse(200, sampleMine())],
    });
    const user = userEvent.setup();
    renderAwards();
    await courseSection('Моя семья');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(tab('Мои награды'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByText('20 мая 2025 г.')).toBeInTheDocument();
    expect(api.callsTo(MINE)).toHaveLength(2);
  });

  it('says so when the content has no awards at all', async () => {
    awardsApi({ [ALL]: () => jsonResponse(200, []), [MINE]: () => jsonResponse(200, []) });
    renderAwards();
    expect(await screen.findByText('Наград пока нет. Скоро они появятся!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks a child with no awards yet to play, with a way to the map', async () => {
    awardsApi({ [MINE]: () => jsonResponse(200, []) });
    const user = userEvent.setup();
    const { router } = renderAwards('/achievements?tab=mine');
    expect(await screen.findByText('Играй в игры и получай награды!')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'К карте уроков' }));
    expect(readProbe(await screen.findByRole('status', { name: 'location' })).pathname).toBe('/');
    expect(router.state.location.pathname).toBe('/');
  });
});
