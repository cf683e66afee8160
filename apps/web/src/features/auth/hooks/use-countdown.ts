import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline `seconds` from now, ticking once a second; restartable. */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, deadline]);

  const restart = useCallback(
    (nextSeconds: number = seconds) => {
      const start = Date.now();
      setNow(start);
      setDeadline(start + nextSeconds * 1000);
    },
    [seconds],
  );

  return { remaining, restart };
}

/** 65 -> "1:05" */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const secondsPart = String(totalSeconds % 60).padStart(2, '0');
  return `${minutes}:${secondsPart}`;
}
