/** Starts `video`; false when the browser refused (autoplay policy) or the file failed. */
export async function playVideo(video: HTMLVideoElement): Promise<boolean> {
  try {
    await video.play();
    return true;
  } catch (error) {
    console.warn('The video did not start', error);
    return false;
  }
}

/** Whether the page may start sound without a new tap (the user has interacted with it). */
export function maySoundAutoplay(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return activation ? activation.hasBeenActive : true;
}

/** How long a video waits for its poster to be painted before its file loads anyway. */
export const POSTER_PAINT_WAIT_MS = 2_000;

/**
 * Whether the browser will still say when the page's largest content is painted: on the visit's
 * first screen, until the first tap (it stops then), in browsers that report it (Chrome).
 */
export function largestPaintReported(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint') &&
    !maySoundAutoplay()
  );
}

/**
 * Calls `then` once `video`'s poster has been painted as the page's largest content, or after
 * `maxWaitMs` (another element may be larger, or a tap ends the reports); returns the cancel.
 */
export function afterPosterPainted(
  video: HTMLVideoElement,
  then: () => void,
  maxWaitMs = POSTER_PAINT_WAIT_MS,
): () => void {
  const stop = () => {
    clearTimeout(timer);
    observer.disconnect();
  };
  const go = () => {
    stop();
    then();
  };
  const timer = setTimeout(go, maxWaitMs);
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
    if (entries.some((entry) => entry.element === video)) go();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return stop;
}
