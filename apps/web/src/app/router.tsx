import type { QueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in';
import { gameScreenSlugs, loadGameScreen } from '../games/registry';
import { loadGameTexts, loadScreenTexts, loadStudioTexts } from '../lib/i18n';
import { paths } from '../lib/paths';
import { lazyLayout, screen } from './lazy-route';
import { preloadMatches } from './lazy-screen';
import { RouteFrame } from './route-error';
import { SignInLayout } from './sign-in-layout';

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
  // A lesson's first step on the map, before its games (ADR 0038).
  screen(paths.lessonIntro.pattern, () => import('./routes/lesson-intro')),
  screen(paths.gameIntro.pattern, () => import('./routes/games/game-stage-1')),
  screen(paths.gameFinalVideo.pattern, () => import('./routes/games/game-stage-4')),
  screen(paths.gameAchievement.pattern, () => import('./routes/games/get-achievement')),
  screen(paths.gameOutro.pattern, () => import('./routes/games/game-outro')),
  ...gameScreenSlugs.map((slug) =>
    // The host and the type's own chunk load side by side.
    screen(paths.gamePlay.pattern(slug), async () => {
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
 * The course studio (issue 23), for editors: one route here, its texts and its own table of
 * screens (app/routes/studio/studio-routes.tsx) in chunks of their own, so that the learner's
 * first load holds none of its addresses or chunk lists.
 */
const studioRoute = (): RouteObject =>
  screen(`${paths.studio.pattern}/*`, async () => {
    const [{ createStudioRoutes }] = await Promise.all([
      import('./routes/studio/studio-routes'),
      loadStudioTexts(),
    ]);
    return { default: createStudioRoutes() };
  });

export interface AppRoutesOptions {
  /** The data layer's query client; by default its own, made when its chunk loads. */
  queryClient?: QueryClient;
}

/**
 * The route table of spec section 2. A function, not a constant: each call makes its own lazy
 * screens and data layer, so a test's routes start as the app's do, with nothing loaded yet.
 */
export const appRoutes = ({ queryClient }: AppRoutesOptions = {}): RouteObject[] => [
  {
    element: <RouteFrame />,
    children: [
      {
        element: <SignInLayout />,
        children: [
          {
            element: <RedirectIfSignedIn />,
            children: [
              screen(paths.login.pattern, () => import('./routes/auth/login')),
              screen(paths.register.pattern, () => import('./routes/auth/register')),
            ],
          },
        ],
      },
      lazyLayout(
        async () => ({ default: (await loadDataLayer()).createDataLayer(queryClient) }),
        [
          screen(paths.verifyCode.pattern, () => import('./routes/auth/verify-code')),
          screen(paths.onboarding.pattern, () => import('./routes/onboarding')),
          lazyLayout(
            async () => ({ default: (await loadDataLayer()).RequireAuth }),
            [
              screen(paths.home.pattern, () => import('./routes/home')),
              screen(paths.dictionary.pattern, () => import('./routes/dictionary/dictionary')),
              screen(
                paths.dictionaryList.pattern,
                () => import('./routes/dictionary/dictionary-list'),
              ),
              screen(paths.learnedWords.pattern, () => import('./routes/dictionary/learned-words')),
              screen(
                paths.unlearnedWords.pattern,
                () => import('./routes/dictionary/unlearned-words'),
              ),
              screen(paths.lessonWords.pattern, () => import('./routes/dictionary/lesson-words')),
              ...gameScreens(),
              screen(paths.achievements.pattern, () => import('./routes/achievements')),
              screen(paths.profile.pattern, () => import('./routes/profile')),
              screen(paths.about.pattern, () => import('./routes/about')),
              screen(paths.parent.pattern, () => import('./routes/parent')),
              screen(paths.whoIsPlaying.pattern, () => import('./routes/who-is-playing')),
              // The support console: the screens themselves let only admins in.
              screen(paths.admin.pattern, () => import('./routes/admin/search')),
              screen(paths.adminFamily.pattern, () => import('./routes/admin/family')),
              studioRoute(),
            ],
          ),
        ],
      ),
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
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
