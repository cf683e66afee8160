import { useEffect, useRef, useState } from 'react';

export interface ActionCallbacks<TResult> {
  onSuccess?: (result: TResult) => void;
  onError?: (error: unknown) => void;
}

/**
 * A call the user starts (a form's submit) and its pending state: TanStack Query's useMutation
 * as the sign-in screens use it, without its code, which /login does not load (ADR 0019). The
 * hook's `onSuccess` always runs; a call's own callbacks only while the form is still on screen.
 */
export function useAction<TVariables, TResult>(
  action: (variables: TVariables) => Promise<TResult>,
  options: { onSuccess?: (result: TResult, variables: TVariables) => void } = {},
) {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function mutate(variables: TVariables, callbacks: ActionCallbacks<TResult> = {}) {
    setPending(true);
    action(variables).then(
      (result) => {
        options.onSuccess?.(result, variables);
        if (!mounted.current) return;
        setPending(false);
        callbacks.onSuccess?.(result);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setPending(false);
        callbacks.onError?.(error);
      },
    );
  }

  return { mutate, isPending };
}
