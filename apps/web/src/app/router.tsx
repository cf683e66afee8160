import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in';
import { RequireAuth } from '../features/auth/components/require-auth';
import { gameScreenSlugs, loadGameScreen } from '../games/registry';
import { loadGameTexts } from '../lib/i18n';
import { stagePatterns } from '../lib/stage-patterns';
import { AppLayout } from './layout';
import { AppLoading, RouteError } from './route-error';

type ScreenModule = { default: ComponentType };

/** A route whose screen is its own chunk, fetched when first visited. */
function screen(path: string | undefined, load: () => Promise<ScreenModule>): RouteObject {
  const lazy = { Component: async () => (await load()).default };
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/** Game screens take the game id (spec section 2); each game type's screen is its own chunk. */
const gameScreens = (): RouteObject[] => [
  screen(stagePatterns.intro, () => import('./routes/games/game-stage-1')),
  screen(stagePatterns.finalVideo, () => import('./routes/games/game-stage-4')),
  screen(stagePatterns.achievement, () => import('./routes/games/get-achievement')),
  screen(stagePatterns.outro, () => import('./routes/games/game-outro')),
  ...gameScreenSlugs.map((slug): RouteObject => ({
    path: stagePatterns.play(slug),
    lazy: {
      // The host and the type's own chunk load side by side.
      Component: async () => {
        const [{ createGamePlayRoute }, { default: Screen }] = await Promise.all([
          import('./routes/games/game-play'),
          loadGameScreen[slug](),
          // The screen's texts are there before it first renders: no key shows, not even briefly.
          loadGameTexts(),
        ]);
        return createGamePlayRoute(slug, Screen);
      },
    },
  })),
];

/**
 * The route table of spec section 2. A function, not a constant: a router takes over its route
 * objects (lazy screens are resolved onto them), so each router gets its own.
 */
export const appRoutes = (): RouteObject[] => [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
    children: [
      {
        Component: RedirectIfSignedIn,
        children: [
          screen('login', () => import('./routes/auth/login')),
          screen('register', () => import('./routes/auth/register')),
        ],
      },
      screen('verify-code', () => import('./routes/auth/verify-code')),
      screen('onboarding', () => import('./routes/onboarding')),
      {
        Component: RequireAuth,
        children: [
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
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
