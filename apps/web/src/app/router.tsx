import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in';
import { gameScreenSlugs, loadGameScreen } from '../games/registry';
import { loadGameTexts, loadScreenTexts } from '../lib/i18n';
import { stagePatterns } from '../lib/stage-patterns';
import { lazyScreen, preloadMatches, type ScreenHandle, type ScreenModule } from './lazy-screen';
import { RouteFrame } from './route-error';
import { SignInLayout } from './sign-in-layout';

/** The element of a route that is its own chunk, fetched when first matched. */
function lazyElement(load: () => Promise<ScreenModule>) {
  const { Screen, preload } = lazyScreen(load);
  const handle: ScreenHandle = { preload };
  return { element: <Screen />, handle };
}

/** A layout route in its own chunk. */
function lazyLayout(load: () => Promise<ScreenModule>, children: RouteObject[]): RouteObject {
  return { ...lazyElement(load), children };
}

/** A screen of spec section 2 at `path` (the index route without one), in its own chunk. */
function screen(path: string | undefined, load: () => Promise<ScreenModule>): RouteObject {
  const route = lazyElement(load);
  return path === undefined ? { ...route, index: true } : { ...route, path };
}

/**
 * Past sign-in: TanStack Query, the bottom navigation and the screens' texts, in one chunk loaded
 * with the first such screen (app/data-layer.tsx). /login and /register never wait for it.
 */
const loadDataLayer = async () => {
  const [layer] = await Promise.all([import('./data-layer'), loadScreenTexts()]);
  return layer;
};

/** Game screens take the game id (spec section 2); each game type's screen is its own chunk. */
const gameScreens = (): RouteObject[] => [
  screen(stagePatterns.intro, () => import('./routes/games/game-stage-1')),
  screen(stagePatterns.finalVideo, () => import('./routes/games/game-stage-4')),
  screen(stagePatterns.achievement, () => import('./routes/games/get-achievement')),
  screen(stagePatterns.outro, () => import('./routes/games/game-outro')),
  ...gameScreenSlugs.map((slug) =>
    // The host and the type's own chunk load side by side.
    screen(stagePatterns.play(slug), async () => {
      const [{ createGamePlayRoute }, { default: Screen }] = await Promise.all([
        import('./routes/games/game-play'),
        loadGameScreen[slug](),
        // The screen's texts are there before it first renders: no key shows, not even briefly.
        loadGameTexts(),
      ]);
      return { default: createGamePlayRoute(slug, Screen) };
    }),
  ),
];

/**
 * The route table of spec section 2. A function, not a constant: each call makes its own lazy
 * screens, so a test's routes start as the app's do, with nothing loaded yet.
 */
export const appRoutes = (): RouteObject[] => [
  {
    element: <RouteFrame />,
    children: [
      {
        element: <SignInLayout />,
        children: [
          {
            element: <RedirectIfSignedIn />,
            children: [
              screen('login', () => import('./routes/auth/login')),
              screen('register', () => import('./routes/auth/register')),
            ],
          },
        ],
      },
      lazyLayout(loadDataLayer, [
        screen('verify-code', () => import('./routes/auth/verify-code')),
        screen('onboarding', () => import('./routes/onboarding')),
        lazyLayout(
          async () => ({ default: (await loadDataLayer()).RequireAuth }),
          [
            screen(undefined, () => import('./routes/home')),
            screen('dictionary', () => import('./routes/dictionary/dictionary')),
            screen('dictionary-list', () => import('./routes/dictionary/dictionary-list')),
            screen('learned-words', () => import('./routes/dictionary/learned-words')),
            screen('unlearned-words', () => import('./routes/dictionary/unlearned-words')),
            screen('lesson-words/:id', () => import('./routes/dictionary/lesson-words')),
            ...gameScreens(),
            screen('achievements', () => import('./routes/achievements')),
            screen('profile', () => import('./routes/profile')),
            screen('about', () => import('./routes/about')),
            // The support console: the screens themselves let only admins in.
            screen('admin', () => import('./routes/admin/search')),
            screen('admin/families/:id', () => import('./routes/admin/family')),
          ],
        ),
      ]),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The screens, in React Router's declarative mode: no loaders or actions here (TanStack Query
 * fetches), so the data router's ~17 KB of gzip JS stays out of the first load (ADR 0019).
 * `routes` must keep their identity between renders (made once, by the caller).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  void preloadMatches(routes, pathname);
  return useRoutes(routes);
}
