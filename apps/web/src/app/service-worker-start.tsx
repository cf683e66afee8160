import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Registers the service worker (ADR 0053) once the first signed-in screen has its answers and
 * the page has loaded: its precaching (about 110 files) and the lessons it then keeps never
 * compete with what the child is waiting to see. Signed-out pages do not register it: nothing
 * there plays offline, and /login stays as light as it was.
 */
const registerServiceWorker = () =>
  void import('../lib/offline/register').then((module) => module.registerServiceWorker());

export function ServiceWorkerStart({
  register = registerServiceWorker,
  enabled = import.meta.env.PROD &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator,
}: {
  register?: () => void;
  enabled?: boolean;
}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let fetched = false;
    let started = false;
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
      register();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    window.addEventListener('load', check);
    check();
    return () => {
      unsubscribe();
      window.removeEventListener('load', check);
    };
  }, [enabled, queryClient, register]);
  return null;
}
