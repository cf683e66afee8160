import { Workbox } from 'workbox-window';
import { setUpdateReady } from '../app-update';

/** How often an open app asks whether a new version is out (when it comes back to the screen). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (src/sw.ts, ADR 0053). A new version installs in the background
 * and waits; the app then says "update ready" (lib/app-update.ts) and takes it over only when
 * asked — the reload comes from the family's tap, on a tab screen, never in a game.
 */
export function registerServiceWorker() {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    setUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register().catch((error: unknown) => {
    console.warn('The service worker could not be registered', error);
  });
  let checkedAt = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
    checkedAt = Date.now();
    void wb.update().catch(() => undefined);
  });
}
