import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the phone has a network, as the browser knows it (`navigator.onLine` and its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

function subscribeControl(listener: () => void) {
  const container = navigator.serviceWorker;
  container?.addEventListener('controllerchange', listener);
  return () => container?.removeEventListener('controllerchange', listener);
}

/**
 * Whether a service worker controls the page (ADR 0053): only then can lessons be kept. It takes
 * the page a moment after the first load, so readers re-render when it does.
 */
export function useServiceWorkerControl(): boolean {
  return useSyncExternalStore(
    subscribeControl,
    () => Boolean(navigator.serviceWorker?.controller),
    () => false,
  );
}
