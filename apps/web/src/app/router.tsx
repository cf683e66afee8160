import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in';
import { RequireAuth } from '../features/auth/components/require-auth';
import { AppLayout } from './layout';
import { AppLoading, RouteError } from './route-error';

type ScreenModule = { default: ComponentType };

/** A route whose screen is its own chunk, fetched when first visited. */
function screen(path: string | undefined, load: () => Promise<ScreenModule>): RouteObject {
  const lazy = { Component: async () => (await load()).default };
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/** Game screens take the game id (spec section 2). */
const gameScreens = (): RouteObject[] => [
  screen('game-stage-1/:id', () => import('./routes/games/game-stage-1')),
  screen('game-stage-4/:id', () => import('./routes/games/game-stage-4')),
  screen('get-achievement/:id', () => import('./routes/games/get-achievement')),
  screen('game-outro/:id', () => import('./routes/games/game-outro')),
  screen('game-type-1-0/:id', () => import('./routes/games/game-type-1-0')),
  screen('game-type-1-1/:id', () => import('./routes/games/game-type-1-1')),
  screen('game-type-1-2/:id', () => import('./routes/games/game-type-1-2')),
  screen('game-type-1-5/:id', () => import('./routes/games/game-type-1-5')),
  screen('game-type-2-0/:id', () => import('./routes/games/game-type-2-0')),
  screen('game-type-2-2/:id', () => import('./routes/games/game-type-2-2')),
  screen('game-type-2-3/:id', () => import('./routes/games/game-type-2-3')),
  screen('game-type-2-4/:id', () => import('./routes/games/game-type-2-4')),
  screen('game-type-3-0/:id', () => import('./routes/games/game-type-3-0')),
  screen('game-type-3-1/:id', () => import('./routes/games/game-type-3-1')),
  screen('game-type-3-2/:id', () => import('./routes/games/game-type-3-2')),
  screen('game-type-4-0/:id', () => import('./routes/games/game-type-4-0')),
  screen('game-type-5-0/:id', () => import('./routes/games/game-type-5-0')),
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
