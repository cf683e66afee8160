import { useEffect, useSyncExternalStore } from 'react';
import type * as ContractModule from '@bolajon/contract';
import type * as ContractCoreModule from '@bolajon/contract/core';
import { afterFirstPaint } from './first-paint';

/**
 * The runtime of @bolajon/contract: zod schemas and libphonenumber, about 60 KB of gzip JS.
 *
 * Why it is loaded lazily: React, the router and i18next already take most of the 110 KB
 * first-load budget of /login (DESIGN.md section 6). Nothing on that screen needs the contract to
 * paint, only to validate what is typed and to read the API's answers, so the contract comes
 * right after the first paint, in two chunks: its core and the phone-number parser. Screens
 * outside the first load may import it statically; the sign-in screens and the app shell use this
 * module. Types are free: `import type` from '@bolajon/contract' anywhere.
 */
export type Contract = typeof ContractModule;

/**
 * The contract without its phone-number parser (libphonenumber, about half its weight): every
 * schema of the API's answers. lib/api-client.ts reads the answers with it, so a signed-in
 * screen's data never waits for the parser, which only the forms that take a phone need. The
 * whole contract is this chunk and the parser's.
 */
export type ContractCore = typeof ContractCoreModule;

let corePending: Promise<ContractCore> | null = null;

/** The contract's core, loaded once (again after a failure); see ContractCore. */
export function loadContractCore(): Promise<ContractCore> {
  corePending ??= import('@bolajon/contract/core').catch((error: unknown) => {
    corePending = null;
    console.error('Could not load the app code that reads API answers', error);
    throw error;
  });
  return corePending;
}

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
