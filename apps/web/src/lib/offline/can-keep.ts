/**
 * Whether this browser can keep lessons for offline play (ADR 0053): Cache Storage and a service
 * worker in control. Apart from keep-lesson.ts, which the map loads only when it keeps one.
 */
export function canKeepLessons(): boolean {
  return (
    typeof caches !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    Boolean(navigator.serviceWorker?.controller)
  );
}
