import { useEffect, useSyncExternalStore } from 'react';
import type * as ContractModule from '@bolajon/contract';

/**
 * The runtime of @bolajon/contract: zod schemas and libphonenumber, about 55 KB of gzip JS.
 *
 * Why it is loaded lazily: React, the router, TanStack Query and i18next already take ~130 KB of
 * the 150 KB first-load budget of /login (DESIGN.md section 6). Nothing on that screen needs the
 * contract to paint, only to validate what is typed and to read the API's answers, so the
 * contract comes in one chunk right after the first render. Screens outside the first load may
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

/** The contract once loaded (starting the load if needed); null until then. */
export function useContract(): ContractState {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (snapshot().status === 'idle') loadContract().catch(() => {});
  }, []);
  return current;
}
