import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Registers the service worker (ADR 0053) a little after the first signed-in screen has its
 * answers and the page has loaded: its precaching (about 110 files) and the lessons it then keeps never
 * compete with what the child is waiting to see. Signed-out pages do not register it: nothing
 * there plays offline, and /login stays as light as it was.
 */
/**
 * How long after the first screen's answers the registration waits: the screen's largest picture
 * (a video's poster, a word's picture) is fetched only once its answers are in, and the worker's
 * precaching must not share the phone's bandwidth with it.
 */
export const REGISTER_AFTER_MS = 2_000;

const later = (start: () => void) => {
  const timer = window.setTimeout(start, REGISTER_AFTER_MS);
  return () => window.clearTimeout(timer);
};

const registerServiceWorker = () =>
  void import('../lib/offline/register').then((module) => module.registerServiceWorker());

export function ServiceWorkerStart({
  register = registerServiceWorker,
  schedule = later,
  enabled = import.meta.env.PROD &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator,
}: {
  register?: () => void;
  /** Runs `start` a little later; returns how to cancel it. */
  schedule?: (start: () => void) => () => void;
  enabled?: boolean;
}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let fetched = false;
    let started = false;
    let cancel = () => {};
    const check = () => {
      if (started) return;
      if (queryClient.isFetching() > 0) {
        fetched = true;
        return;
      }
      if (!fetched || document.readyState !== 'complete') return;
      started = true;
      unsubscribe();
      window.removeEventListener('load', check);
      cancel = schedule(register);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    window.addEventListener('load', check);
    check();
    return () => {
      unsubscribe();
      window.removeEventListener('load', check);
      cancel();
    };
  }, [enabled, queryClient, register, schedule]);
  return null;
}
