import type { QueryClient } from '@tanstack/react-query';
import { isSignedIn, lastSessionEndReason, subscribeSession } from '../lib/session';
import { isSignInPath } from './navigation';
import type { AppRouter } from './router';

/**
 * When the session ends, no data of that user stays cached; when it was lost (refresh refused),
 * the browser goes to /login from wherever it was, guarded screen or not (spec section 4).
 */
export function watchSessionEnd(router: AppRouter, queryClient: QueryClient): () => void {
  return subscribeSession(() => {
    if (isSignedIn()) return;
    queryClient.clear();
    const { location } = router.state;
    if (lastSessionEndReason() === 'lost' && !isSignInPath(location.pathname)) {
      void router.navigate('/login', { replace: true, state: { from: location } });
    }
  });
}
