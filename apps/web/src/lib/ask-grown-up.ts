import { createContext, useCallback, useContext } from 'react';
import { grownUpToken } from './grown-up';

/**
 * Opens the grown-up gate over the current screen and calls `onPass` once a grown-up passed it
 * (never when the child leaves it). Given by the app (app/grown-up-gate-host.tsx), so that
 * components and features below the family feature can put a tap behind the gate.
 */
export type AskGrownUp = (onPass: () => void) => void;

export const AskGrownUpContext = createContext<AskGrownUp | null>(null);

/**
 * `ask(then)`: runs `then` at once while a gate pass is good, else after the gate. Without the
 * app's gate (a component rendered on its own) nothing runs: a missing gate never lets a child by.
 */
export function useAskGrownUp(): AskGrownUp {
  const open = useContext(AskGrownUpContext);
  return useCallback(
    (onPass: () => void) => {
      if (grownUpToken()) onPass();
      else open?.(onPass);
    },
    [open],
  );
}
