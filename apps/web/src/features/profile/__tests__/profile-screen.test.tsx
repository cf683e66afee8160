import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { jsonResponse } from '../../../test/utils';
import {
  TODAY,
  earnedAchievement,
  mockProfileApi,
  profileUser,
  renderProfile,
} from './profile-fixtures';
import { asGrownUp } from '../../../test/grown-up';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

beforeEach(() => {
  // Only the clock is fixed; timers stay real for the queries and user-event.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T09:00:00.000Z`));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('the profile view', () => {
  it('shows the avatar, name, age, phone and stats', async () => {
    mockProfileApi({ user: profileUser({ avatar: 'girl' }) });
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Девочка' })).toBeInTheDocument();
    expect(screen.getByText('Алия')).toBeInTheDocument();
    expect(screen.getByText('7 лет')).toBeInTheDocument();
    expect(screen.getByText('+998 90 123 45 67')).toBeInTheDocument();

    const stats = section('Мои успехи');
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Дней занятий')).toBe('12');
    expect(value('Уроков пройдено')).toBe('4');
    expect(value('Слов выучено')).toBe('35');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("mirrors the account's avatar to storage", async () => {
    mockProfileApi({ user: profileUser({ avatar: 'girl' }) });
    renderProfile();
    await screen.findByText('Алия');
    expect(localStorage.getItem(storageKeys.userAvatar)).toBe('girl');
  });

  it('says when the age is not known yet, and shows the boy by default', async () => {
    mockProfileApi({ user: profileUser({ age: null }) });
    renderProfile();
    expect(await screen.findByText('Возраст не указан')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Мальчик' })).toBeInTheDocument();
  });

  it('shows the streak in a row and this week, Monday first', async () => {
    mockProfileApi();
    renderProfile();

    // 30 and 31 December and 1 January: 28 December is cut off by the missed 29th.
    await screen.findByText('3 дня');
    const streak = section('Занимаюсь подряд');
    expect(within(streak).getByText('3 дня')).toBeInTheDocument();
    const week = within(streak).getAllByRole('listitem');
    expect(week.map((day) => day.textContent)).toEqual([
      'пн28 декабря — занимался',
      'вт29 декабря',
      'ср30 декабря — занимался',
      'чт31 декабря — занимался',
      'пт1 января — занимался',
      'сб2 января',
      'вс3 января',
    ]);
    expect(week[4]).toHaveAttribute('aria-current', 'date');
  });

  it('counts the streak from yesterday while today is not played yet', async () => {
    mockProfileApi({ days: ['2026-12-31'] });
    renderProfile();
    await screen.findByText('1 день');
    expect(within(section('Занимаюсь подряд')).getByText('1 день')).toBeInTheDocument();
  });

  it('invites to start a streak when there is none', async () => {
    mockProfileApi({ days: [] });
    renderProfile();
    expect(await screen.findByText('0 дней')).toBeInTheDocument();
    expect(screen.getByText('Сыграй сегодня — и начнётся твоя серия!')).toBeInTheDocument();
  });

  it("shows the month's calendar: 42 days from Monday, active days marked, today outlined", async () => {
    mockProfileApi();
    renderProfile();

    const calendar = await screen.findByRole('table', { name: 'Январь 2027 г.' });
    const headers = within(calendar).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    const cells = within(calendar).getAllByRole('cell');
    expect(cells).toHaveLength(42);
    expect(cells[0]).toHaveTextContent('28 декабря — занимался');
    expect(cells[1]).toHaveTextContent(/^2929 декабря$/);
    expect(cells[41]).toHaveTextContent('7 февраля');
    const today = cells.filter((cell) => cell.getAttribute('aria-current') === 'date');
    expect(today).toHaveLength(1);
    expect(today[0]).toHaveTextContent('1 января — занимался');
  });

  it('shows the 3 newest achievements, then a +n tile to the earned tab', async () => {
    mockProfileApi();
    const { router } = renderProfile();
    const awards = await screen.findByRole('region', { name: 'Мои награды' });
    await within(awards).findByText('Цветной мир');
    const tiles = within(awards).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Цветной мир',
      'Знаток семьи',
      'Вежливый друг',
      '+2Ещё 2 награды',
    ]);
    const more = within(awards).getByRole('link', { name: /Ещё 2 награды/ });
    expect(more).toHaveAttribute('href', '/achievements?tab=mine');
    await userEvent.setup().click(more);
    expect(router.state.location).toMatchObject({ pathname: '/achievements', search: '?tab=mine' });
  });

  it('shows up to 3 achievements without a +n tile', async () => {
    mockProfileApi({
      achievements: [earnedAchievement(1, 'Первое слово', '2026-12-20T10:00:00.000Z')],
    });
    renderProfile();
    const awards = await screen.findByRole('region', { name: 'Мои награды' });
    await within(awards).findByText('Первое слово');
    expect(within(awards).queryByRole('link')).toBeNull();
  });

  it('invites to earn the first achievement when there is none', async () => {
    mockProfileApi({ achievements: [] });
    renderProfile();
    expect(
      await screen.findByText('Пройди игру — и здесь появится первая награда!'),
    ).toBeInTheDocument();
  });

  it('keeps the rest of the profile when the days and achievements fail, and retries them', async () => {
    const api = mockProfileApi({
      more: {
        'GET /user-days/my-days': [
          () => jsonResponse(500, { message: 'boom', code: 'INTERNAL_ERROR' }),
          () => jsonResponse(200, [TODAY]),
        ],
        'GET /user-achievements/my-achievements': () =>
          jsonResponse(500, { message: 'boom', code: 'INTERNAL_ERROR' }),
      },
    });
    const user = userEvent.setup();
    renderProfile();

    expect(await screen.findByText('Не удалось загрузить дни занятий')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить награды')).toBeInTheDocument();
    expect(screen.getByText('Алия')).toBeInTheDocument();
    expect(section('Мои успехи')).toBeInTheDocument();

    const streak = section('Занимаюсь подряд');
    await user.click(within(streak).getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByText('1 день')).toBeInTheDocument();
    expect(api.callsTo('GET /user-days/my-days')).toHaveLength(2);
  });

  it('shows an error with try again when the user fails to load', async () => {
    mockProfileApi({
      more: {
        'GET /users/me': [
          () => jsonResponse(500, { message: 'boom', code: 'INTERNAL_ERROR' }),
          () => jsonResponse(200, profileUser()),
        ],
      },
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByText('Алия')).toBeInTheDocument();
  });

  it('links to the about page', async () => {
    mockProfileApi();
    renderProfile();
    expect(await screen.findByRole('link', { name: 'О приложении' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('reads in Uzbek, dates in uz-UZ', async () => {
    localStorage.setItem(storageKeys.language, 'uz');
    const { initI18n } = await import('../../../lib/i18n');
    await initI18n('uz');
    mockProfileApi();
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(await screen.findByText('3 kun')).toBeInTheDocument();
    expect(screen.getByText('7 yosh')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^Yanvar/ })).toBeInTheDocument();
  });
});

describe('the views live in the URL', () => {
  it('opens edit and settings as history entries; back returns to the profile', async () => {
    mockProfileApi();
    const user = userEvent.setup();
    const { router } = renderProfile();

    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Изменить профиль' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=edit');

    // The phone's back button.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Настройки' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=settings');

    // The screen's own back button goes back in history, not forward to a new entry.
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('replaces a view opened directly by the profile when leaving it', async () => {
    mockProfileApi();
    const user = userEvent.setup();
    const { router } = renderProfile('?view=settings');
    await user.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the profile for an unknown view', async () => {
    mockProfileApi();
    renderProfile('?view=nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
  });
});
