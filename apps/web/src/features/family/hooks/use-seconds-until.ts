import { useEffect, useEffectEvent, useState } from 'react';

/** A countdown: from when (a Date.now() time) until when. */
export interface Countdown {
  fromMs: number;
  untilMs: number;
}

/**
 * Whole seconds left of `countdown`, ticking once a second, and `onDone` once it is over; null
 * without a countdown. Read from the clock, not counted: a tab put in the background (its timers
 * slowed) still shows the true time left when it comes back.
 */
export function useSecondsUntil(countdown: Countdown | null, onDone: () => void): number | null {
  const fromMs = countdown?.fromMs ?? null;
  const untilMs = countdown?.untilMs ?? null;
  const [clock, setClock] = useState({ fromMs, nowMs: fromMs });
  // A new countdown starts from its own start, never from the last one's clock.
  if (clock.fromMs !== fromMs) setClock({ fromMs, nowMs: fromMs });
  const nowMs = clock.fromMs === fromMs ? clock.nowMs : fromMs;
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (fromMs === null || untilMs === null) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock({ fromMs, nowMs: now });
      if (now >= untilMs) {
        clearInterval(timer);
        done();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [fromMs, untilMs]);

  if (untilMs === null || nowMs === null) return null;
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}
