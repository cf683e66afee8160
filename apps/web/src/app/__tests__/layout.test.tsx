import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { setUpdateReady } from '../../lib/app-update';
import { initI18n } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage';
import { sampleHome, sampleProgress, sampleSettings } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { jsonResponse, mockApi, renderRoutes, sampleUser } from '../../test/utils';
import { AppLayout } from '../layout';
import { ScreenRoute, type Tab } from '../screen-route';
import { asGrownUp } from '../../test/grown-up';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

const navigation = () => screen.queryByRole('navigation', { name: 'Главное меню' });

/** A screen whose route asks for the bar with `tab` lit, or (null) for no bar. */
const screenAt = (path: string, tab: Tab | null): RouteObject => ({
  path,
  element: (
    <ScreenRoute title={path} bottomBar={tab !== null} tab={tab ?? undefined}>
      <h1>{path}</h1>
    </ScreenRoute>
  ),
});

function renderLayoutAt(path: string) {
  return renderRoutes(
    [
      {
        Component: AppLayout,
        children: [
          screenAt('/', 'home'),
          screenAt('/dictionary', 'dictionary'),
          screenAt('/profile', 'profile'),
          screenAt('/game-type-2-0/:id', null),
        ],
      },
    ],
    { initialEntry: path },
  ).router;
}

describe('AppLayout', () => {
  it('shows four tabs and marks the active one with a dot', () => {
    renderLayoutAt('/dictionary');
    const nav = navigation();
    expect(nav).toBeInTheDocument();
    const links = within(nav!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Главная',
      'Словарь',
      'Награды',
      'Профиль',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/dictionary',
      '/achievements',
      '/profile',
    ]);

    const active = within(nav!).getByRole('link', { name: 'Словарь' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(within(active).getByTestId('active-dot')).toBeInTheDocument();
    expect(within(nav!).getAllByTestId('active-dot')).toHaveLength(1);
  });

  it('moves the dot when another tab is chosen', async () => {
    const user = userEvent.setup();
    const router = renderLayoutAt('/');
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Профиль' }));

    expect(router.state.location.pathname).toBe('/profile');
    const profile = screen.getByRole('link', { name: 'Профиль' });
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(within(profile).getByTestId('active-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
  });

  it('draws no bar for a route that does not ask for it, and draws it again on leaving', async () => {
    const router = renderLayoutAt('/game-type-2-0/5');
    expect(screen.getByRole('heading', { name: '/game-type-2-0/:id' })).toBeInTheDocument();
    expect(navigation()).not.toBeInTheDocument();

    await act(() => router.navigate('/'));
    expect(navigation()).toBeInTheDocument();
    await act(() => router.navigate('/game-type-2-0/6'));
    expect(navigation()).not.toBeInTheDocument();
  });
});

/** Signed in as an admin (the console lets only admins in); any other call is a 404. */
function signInAsAdmin() {
  localStorage.setItem(storageKeys.accessToken, 'access-1');
  localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
  localStorage.setItem(storageKeys.lastActiveDayTracked, new Date().toISOString().slice(0, 10));
  localStorage.setItem(storageKeys.pendingPhoneNumber, '+998901234567');
  const answers: Record<string, unknown> = {
    '/api/users/me': { ...sampleUser, role: 'admin' },
    '/api/home': sampleHome(),
    '/api/home/my-progress': sampleProgress(),
    '/api/settings/default': sampleSettings,
    '/api/user-days/my-days': [],
    '/api/user-achievements/my-achievements': [],
  };
  const api = mockApi({});
  api.fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return path in answers
      ? jsonResponse(200, answers[path])
      : jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

describe('the bottom bar, as each route asks (spec section 2)', () => {
  it.each([
    [paths.home.href(), 'Главная'],
    [paths.dictionary.href(), 'Словарь'],
    [paths.dictionaryList.href(), 'Словарь'],
    [paths.dictionaryList.href('lessons'), 'Словарь'],
    [paths.achievements.href(), 'Награды'],
    [paths.achievements.href('mine'), 'Награды'],
    [paths.profile.href(), 'Профиль'],
    [paths.profile.href('settings'), 'Профиль'],
  ])('shows on %s with "%s" lit', async (path, tab) => {
    signInAsAdmin();
    renderApp(path);
    const nav = await screen.findByRole('navigation', { name: 'Главное меню' });
    expect(within(nav).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByTestId('active-dot')).toHaveLength(1);
  });

  it('shows on /about with no tab lit', async () => {
    signInAsAdmin();
    renderApp(paths.about.href());
    const nav = await screen.findByRole('navigation', { name: 'Главное меню' });
    expect(within(nav).queryAllByTestId('active-dot')).toHaveLength(0);
  });

  it.each([
    paths.gameIntro.href(3),
    paths.gameFinalVideo.href(3),
    paths.gamePlay.href('1.0', 3),
    paths.gamePlay.href('5.0', 12),
    paths.gameAchievement.href(3),
    paths.gameOutro.href(3),
    paths.onboarding.href(),
    paths.verifyCode.href(),
    paths.learnedWords.href(),
    paths.unlearnedWords.href(),
    paths.lessonWords.href(4),
    paths.admin.href(),
    paths.adminFamily.href(7),
    paths.login.href(),
    paths.register.href(),
  ])('is not drawn on %s', async (path) => {
    signInAsAdmin();
    // Signed out for the sign-in screens, which a signed-in user never sees.
    if (path === paths.login.href() || path === paths.register.href()) localStorage.clear();
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(navigation()).not.toBeInTheDocument();
  });
});

// Last in the file: the "update ready" store (lib/app-update.ts) has no way back to "none", as
// in the app (a waiting version stays waiting until it takes over).
describe('the offer of a new version (ADR 0053)', () => {
  const offer = () => screen.queryByText('Готова новая версия приложения');

  it('shows over a tab screen once a new version waits, and the tap takes it over', async () => {
    const user = userEvent.setup();
    renderLayoutAt('/');
    expect(offer()).not.toBeInTheDocument();

    const takeOver = vi.fn();
    act(() => setUpdateReady(takeOver));
    expect(offer()).toBeVisible();
    expect(offer()!.closest('[role="status"]')).not.toBeNull();
    expect(takeOver).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it('is never offered in a game, and shows again on leaving it', async () => {
    const takeOver = vi.fn();
    setUpdateReady(takeOver);
    const router = renderLayoutAt('/game-type-2-0/5');
    expect(screen.getByRole('heading', { name: '/game-type-2-0/:id' })).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Обновить' })).not.toBeInTheDocument();

    await act(() => router.navigate('/dictionary'));
    expect(offer()).toBeVisible();
    await act(() => router.navigate('/game-type-2-0/6'));
    expect(offer()).not.toBeInTheDocument();
    expect(takeOver).not.toHaveBeenCalled();
  });

  it('is offered in Uzbek to an Uzbek reader', async () => {
    await initI18n('uz');
    setUpdateReady(vi.fn());
    renderLayoutAt('/profile');
    expect(screen.getByText('Ilovaning yangi versiyasi tayyor')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yangilash' })).toBeInTheDocument();
  });
});
