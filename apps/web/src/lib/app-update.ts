import { useSyncExternalStore } from 'react';

/**
 * A new version of the app that is installed and waiting (ADR 0053): the service worker's
 * registration (features/offline/lib/register.ts) says so here, and the frame of the tab screens
 * offers it (never a game: it takes over on the next start, or when the family taps "update").
 * Kept in a few bytes outside the offline feature: the frame reads it without loading that code.
 */
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

/** The waiting version, and how to take it over now (a reload). */
export function setUpdateReady(takeOver: () => void): void {
  apply = takeOver;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How to take over the waiting version, or null while none is waiting. */
export function useAppUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => apply);
}
