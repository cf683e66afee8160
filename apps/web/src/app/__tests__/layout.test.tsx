import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { testQueryClient } from '../../test/utils';
import { AppLayout } from '../layout';
import { activeTab, bottomNavHiddenFragments, isBottomNavHidden } from '../navigation';
import { AppProvider } from '../provider';

function renderLayoutAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AppLayout,
        children: [
          { path: '*', element: <p>screen</p> },
          { index: true, element: <p>home</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const navigation = () => screen.queryByRole('navigation', { name: 'Главное меню' });

describe('bottom navigation rules', () => {
  it.each([
    '/game-stage-1/3',
    '/game-stage-4/3',
    '/game-type-1-0/3',
    '/game-type-5-0/12',
    '/get-achievement/3',
    '/game-outro/3',
    '/login',
    '/register',
    '/onboarding',
    '/verify-code',
    '/learned-words',
    '/unlearned-words',
    '/lesson-words/4',
    '/admin',
    '/admin/families/7',
  ])('is hidden on %s', (path) => {
    expect(isBottomNavHidden(path)).toBe(true);
  });

  it.each(['/', '/dictionary', '/dictionary-list', '/achievements', '/profile'])(
    'is shown on %s',
    (path) => {
      expect(isBottomNavHidden(path)).toBe(false);
    },
  );

  it('covers every fragment of spec section 2', () => {
    expect([...bottomNavHiddenFragments].sort()).toEqual(
      [
        'game-stage-',
        'game-type-',
        'get-achievement',
        'game-outro',
        'login',
        'register',
        'onboarding',
        'verify-code',
        'learned-words',
        'unlearned-words',
        'lesson-words',
        'admin',
      ].sort(),
    );
  });

  it('maps paths to their tab', () => {
    expect(activeTab('/')).toBe('/');
    expect(activeTab('/dictionary-list')).toBe('/dictionary');
    expect(activeTab('/achievements')).toBe('/achievements');
    expect(activeTab('/profile')).toBe('/profile');
    expect(activeTab('/game-outro/1')).toBeNull();
  });
});

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

  it('hides the navigation on a game screen', () => {
    renderLayoutAt('/game-type-2-0/5');
    expect(screen.getByText('screen')).toBeInTheDocument();
    expect(navigation()).not.toBeInTheDocument();
  });
});
