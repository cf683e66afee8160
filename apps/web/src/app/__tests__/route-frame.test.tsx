import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { lazyScreen, type ScreenModule } from '../lazy-screen';
import { RouteFrame } from '../route-error';

function Broken(): never {
  throw new Error('screen failed');
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderAt(path: string, children: RouteObject[]) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes routes={[{ element: <RouteFrame />, children }]} />
    </MemoryRouter>,
  );
}

describe('the frame of every screen', () => {
  it('shows the loading page until the first screen is there', async () => {
    let arrive = (_module: ScreenModule) => {};
    const { Screen } = lazyScreen(() => new Promise((resolve) => (arrive = resolve)));
    renderAt('/', [{ index: true, element: <Screen /> }]);

    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    await act(async () => arrive({ default: () => <h1>Карта уроков</h1> }));
    expect(screen.getByRole('heading', { name: 'Карта уроков' })).toBeInTheDocument();
  });

  it('shows the crash page for a screen that throws, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken', [
      { path: 'broken', element: <Broken /> },
      { path: 'about', element: <h1>О приложении</h1> },
    ]);
    expect(screen.getByText('Ой! Что-то пошло не так')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  });

  it('shows it for a chunk that fails to load, and leaves it at the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Screen } = lazyScreen(() => Promise.reject(new Error('chunk failed')));
    render(
      <MemoryRouter initialEntries={['/profile']}>
        {/* Outside the screens, as the bottom navigation or Back would be. */}
        <Link to="/about">О приложении</Link>
        <Routes
          routes={[
            {
              element: <RouteFrame />,
              children: [
                { path: 'profile', element: <Screen /> },
                { path: 'about', element: <h1>О приложении</h1> },
              ],
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Ой! Что-то пошло не так')).toBeInTheDocument();

    await act(async () => screen.getByRole('link', { name: 'О приложении' }).click());
    expect(await screen.findByRole('heading', { name: 'О приложении' })).toBeInTheDocument();
    expect(screen.queryByText('Ой! Что-то пошло не так')).not.toBeInTheDocument();
  });
});
