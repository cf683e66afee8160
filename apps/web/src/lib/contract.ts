import { useEffect, useSyncExternalStore } from 'react';
import type * as ContractModule from '@bolajon/contract';

/**
 * The runtime of @bolajon/contract: zod schemas and libphonenumber, about 55 KB of gzip JS.
 *
 * Why it is loaded lazily: React, the router, TanStack Query and i18next already take ~130 KB of
 * the 150 KB first-load budget of /login (DESIGN.md section 6). Nothing on that screen needs the
 * contract to paint, only to validate what is typed and to read the API's answers, so the
 * contract comes in one chunk right after the first paint. Screens outside the first load may
 * import it statically; the sign-in screens and the app shell use this module. Types are free:
 * `import type` from '@bolajon/contract' anywhere.
 */
export type Contract = typeof ContractModule;

export type ContractState =
  | { status: 'idle' | 'loading'; contract: null }
  | { status: 'ready'; contract: Contract }
  | { status: 'failed'; contract: null };

let state: ContractState = { status: 'idle', contract: null };
let pending: Promise<Contract> | null = null;
const listeners = new Set<() => void>();

function setState(next: ContractState) {
  state = next;
  for (const listener of listeners) listener();
}

export function loadContract(): Promise<Contract> {
  if (!pending) {
    pending = import('@bolajon/contract').then(
      (contract) => {
        setState({ status: 'ready', contract });
        return contract;
      },
      (error: unknown) => {
        pending = null;
        setState({ status: 'failed', contract: null });
        console.error('Could not load the app code for forms and API answers', error);
        throw error;
      },
    );
    setState({ status: 'loading', contract: null });
  }
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** Longest wait for the first paint before loading anyway (a screen may paint no content). */
const FIRST_PAINT_WAIT_MS = 3_000;

/**
 * Calls `then` once the page has shown its first content (the browser's first-contentful-paint;
 * two frames where it cannot tell), or after FIRST_PAINT_WAIT_MS; returns the cancel.
 */
function afterFirstPaint(then: () => void): () => void {
  let frame = 0;
  let observer: PerformanceObserver | null = null;
  const stop = () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    observer?.disconnect();
  };
  const go = () => {
    stop();
    then();
  };
  const timer = setTimeout(go, FIRST_PAINT_WAIT_MS);
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go();
    });
    // Buffered: a paint before this call (a screen opened later in the session) counts.
    observer.observe({ type: 'paint', buffered: true });
  } else {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(go);
    });
  }
  return stop;
}

/** The contract once loaded (its load starts after the first paint); null until then. */
export function useContract(): ContractState {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (snapshot().status !== 'idle') return;
    // The screen shows before the chunk competes with it for the network and the main thread.
    return afterFirstPaint(() => {
      if (snapshot().status === 'idle') loadContract().catch(() => {});
    });
  }, []);
  return current;
}
