import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

export type ScreenModule = { default: ComponentType };

/** A screen whose code is its own chunk: fetched when first rendered, or earlier by `preload`. */
export interface LazyScreen {
  Screen: ComponentType;
  /** Starts fetching the chunk (once); the same promise the screen waits for. */
  preload: () => Promise<ScreenModule>;
}

/** What a route of the table carries so that its chunk can start loading before it renders. */
export interface ScreenHandle {
  preload: () => Promise<unknown>;
}

let loading = 0;
const listeners = new Set<() => void>();

// Loads start while React renders (a lazy screen or `preloadMatches`); listeners re-render other
// components, which React does not allow during a render, so they hear of it a microtask later.
function changed() {
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/**
 * A thenable that hands `module` over as soon as it is asked: React.lazy takes any thenable, and
 * with one already settled it renders the screen at once instead of suspending.
 */
function settled(module: ScreenModule): Promise<ScreenModule> {
  const thenable = { then: (resolve: (value: ScreenModule) => unknown) => resolve(module) };
  return thenable as unknown as Promise<ScreenModule>;
}

export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let pending: Promise<ScreenModule> | null = null;
  let loaded: ScreenModule | null = null;
  const preload = () => {
    if (!pending) {
      loading += 1;
      changed();
      pending = load()
        .then((module) => {
          loaded = module;
          return module;
        })
        .finally(() => {
          loading -= 1;
          changed();
        });
    }
    return pending;
  };
  // A chunk that came before the screen first renders (preloaded) is used as it is: no loading
  // page, and none of the wait React puts between a fallback and what replaces it (300 ms).
  return { Screen: lazy(() => (loaded ? settled(loaded) : preload())), preload };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True while the code of a screen is being fetched: the shell shows a thin bar over the screen
 * that stays until the next one can render (the router keeps it during the navigation).
 */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && 'preload' in handle;

/**
 * Starts loading every chunk the routes matching `pathname` need, all at once: a lazy layout
 * renders its lazy child only once loaded itself, which would fetch them one after the other.
 * Resolves once they have all arrived or failed.
 */
export function preloadMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A failure shows when the screen renders (the error boundary), not here.
    if (isScreenHandle(route.handle)) loads.push(route.handle.preload().catch(() => {}));
  }
  return Promise.all(loads).then(() => {});
}
