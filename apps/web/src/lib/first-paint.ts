/** Longest wait for the first paint (a screen may paint no content, a hidden tab paints nothing). */
export const FIRST_PAINT_WAIT_MS = 3_000;

const paintTimingSupported = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/**
 * Calls `then` once the page has shown its first content (the browser's first-contentful-paint;
 * two frames where it cannot tell), or after FIRST_PAINT_WAIT_MS; returns the cancel.
 */
export function afterFirstPaint(then: () => void): () => void {
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
  if (paintTimingSupported()) {
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

let painted: Promise<void> | null = null;

/**
 * Resolves once the page has shown its first content, or after FIRST_PAINT_WAIT_MS; at once where
 * the browser does not report paints. Settled for the rest of the visit after that.
 */
export function firstPaint(): Promise<void> {
  painted ??= paintTimingSupported()
    ? new Promise<void>((resolve) => {
        afterFirstPaint(resolve);
      })
    : Promise.resolve();
  return painted;
}
