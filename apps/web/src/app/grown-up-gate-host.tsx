import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { AskGrownUpContext } from '../lib/ask-grown-up';

// The gate's code loads the first time a child taps something behind it, not with the map.
const GrownUpGateDialog = lazy(() =>
  import('../features/family/components/grown-up-gate-dialog').then((module) => ({
    default: module.GrownUpGateDialog,
  })),
);

/**
 * Gives every screen `useAskGrownUp()` (lib/ask-grown-up.ts): the gate opens over the screen,
 * and what was asked for runs only once a grown-up passed it.
 */
export function GrownUpGateHost({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState<{ onPass: () => void } | null>(null);
  const ask = useCallback((onPass: () => void) => setWaiting({ onPass }), []);
  return (
    <AskGrownUpContext.Provider value={ask}>
      {children}
      {waiting && (
        <Suspense fallback={null}>
          <GrownUpGateDialog
            onPass={() => {
              setWaiting(null);
              waiting.onPass();
            }}
            onCancel={() => setWaiting(null)}
          />
        </Suspense>
      )}
    </AskGrownUpContext.Provider>
  );
}
