import type { RouteObject } from 'react-router';
import { lazyScreen, type ScreenHandle, type ScreenModule } from './lazy-screen';

/** The element of a route that is its own chunk, fetched when first matched. */
function lazyElement(load: () => Promise<ScreenModule>) {
  const { Screen, preload } = lazyScreen(load);
  const handle: ScreenHandle = { preload };
  return { element: <Screen />, handle };
}

/** A layout route in its own chunk. */
export function lazyLayout(
  load: () => Promise<ScreenModule>,
  children: RouteObject[],
): RouteObject {
  return { ...lazyElement(load), children };
}

/**
 * A screen at `path` (a pattern of lib/paths.ts, or a studio pattern below `/studio/*`), in its
 * own chunk: app/router.tsx's table and the studio's (routes/studio/studio-routes.tsx).
 */
export function screen(path: string, load: () => Promise<ScreenModule>): RouteObject {
  return { ...lazyElement(load), path };
}
