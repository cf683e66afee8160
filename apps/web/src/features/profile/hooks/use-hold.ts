import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** How long the logout button must be held (the brief's hold-to-confirm, 1.5 s). */
export const HOLD_TO_CONFIRM_MS = 1500;

/**
 * Press-and-hold: `onComplete` runs once the press has lasted `durationMs` without letting go.
 * Works with a finger or a mouse (pointer events) and with the keyboard (Space or Enter held).
 * A tap, however many, never completes it.
 */
export function useHold(onComplete: () => void, durationMs = HOLD_TO_CONFIRM_MS) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  });

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setHolding(false);
  }, []);

  const start = useCallback(() => {
    if (timer.current !== null) return;
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setHolding(false);
      onCompleteRef.current();
    }, durationMs);
  }, [durationMs]);

  useEffect(() => stop, [stop]);

  const isHoldKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';

  return {
    holding,
    handlers: {
      onPointerDown: start,
      onPointerUp: stop,
      onPointerLeave: stop,
      onPointerCancel: stop,
      onBlur: stop,
      // A long press would otherwise open the phone's context menu.
      onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
      onKeyDown: (event: KeyboardEvent) => {
        if (!isHoldKey(event)) return;
        event.preventDefault();
        if (!event.repeat) start();
      },
      onKeyUp: (event: KeyboardEvent) => {
        if (isHoldKey(event)) stop();
      },
    },
  };
}
