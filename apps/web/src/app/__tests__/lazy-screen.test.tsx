import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen, preloadMatches, useScreenLoading, type ScreenModule } from '../lazy-screen';

/** A chunk that arrives when the test says. */
function deferredChunk(text: string) {
  let arrive = () => {};
  const load = vi.fn(
    () =>
      new Promise<ScreenModule>((resolve) => {
        arrive = () => resolve({ default: () => <h1>{text}</h1> });
      }),
  );
  return { load, arrive: () => arrive() };
}

describe('lazy screens', () => {
  it('fetch their chunk once, when first rendered, and show it once there', async () => {
    const chunk = deferredChunk('Профиль');
    const { Screen } = lazyScreen(chunk.load);
    expect(chunk.load).not.toHaveBeenCalled();

    render(
      <Suspense fallback={<p>Загрузка…</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    await act(async () => chunk.arrive());
    expect(screen.getByRole('heading', { name: 'Профиль' })).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('render at once, without the fallback, when their chunk came before the first render', async () => {
    const chunk = deferredChunk('Профиль');
    const { Screen, preload } = lazyScreen(chunk.load);
    const loaded = preload();
    await act(async () => {
      chunk.arrive();
      await loaded;
    });

    render(
      <Suspense fallback={<p>Загрузка…</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Профиль' })).toBeInTheDocument();
    expect(screen.queryByText('Загрузка…')).toBeNull();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('say they are loading from the first fetch until the chunk is there', async () => {
    const chunk = deferredChunk('Словарь');
    const { preload } = lazyScreen(chunk.load);
    const { result } = renderHook(() => useScreenLoading());
    expect(result.current).toBe(false);

    await act(async () => {
      void preload();
    });
    expect(result.current).toBe(true);

    await act(async () => chunk.arrive());
    expect(result.current).toBe(false);
  });

  it('fetch every chunk a path needs at once: the layout and the screen inside it', () => {
    const layout = deferredChunk('layout');
    const home = deferredChunk('home');
    const profile = deferredChunk('profile');
    const login = deferredChunk('login');
    const route = (load: () => Promise<ScreenModule>) => ({
      handle: { preload: lazyScreen(load).preload },
    });
    const routes: RouteObject[] = [
      { path: 'login', ...route(login.load) },
      {
        ...route(layout.load),
        children: [
          { index: true, ...route(home.load) },
          { path: 'profile', ...route(profile.load) },
        ],
      },
    ];

    void preloadMatches(routes, '/profile');

    expect(layout.load).toHaveBeenCalledTimes(1);
    expect(profile.load).toHaveBeenCalledTimes(1);
    expect(home.load).not.toHaveBeenCalled();
    expect(login.load).not.toHaveBeenCalled();
  });

  it('say when every chunk a path needs has arrived, or failed', async () => {
    const layout = deferredChunk('layout');
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const routes: RouteObject[] = [
      {
        handle: { preload: lazyScreen(layout.load).preload },
        children: [{ path: 'profile', handle: { preload: lazyScreen(failing).preload } }],
      },
    ];
    let ready = false;
    void preloadMatches(routes, '/profile').then(() => {
      ready = true;
    });

    await act(async () => {});
    expect(failing).toHaveBeenCalledTimes(1);
    expect(ready).toBe(false);
    await act(async () => layout.arrive());
    expect(ready).toBe(true);
  });
});
