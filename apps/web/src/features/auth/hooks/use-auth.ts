import type { User } from '@bolajon/contract';
import { useSyncExternalStore } from 'react';
import { isSignedIn, subscribeSession } from '../../../lib/session';
import { useMe } from '../../../lib/get-me';

export type AuthState =
  | { status: 'unauthenticated'; user: null }
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'error'; user: null; error: Error; retry: () => void };

/**
 * Where the session stands: no token, the user loading, signed in, or the user could not be
 * loaded for a reason other than the session (offline, server fault). A 401 never shows up
 * here: the api client refreshes, and if that fails the session ends and the token is gone.
 */
export function useAuth(): AuthState {
  const signedIn = useSyncExternalStore(subscribeSession, isSignedIn, () => false);
  const me = useMe({ enabled: signedIn });
  if (!signedIn) return { status: 'unauthenticated', user: null };
  if (me.data) return { status: 'authenticated', user: me.data };
  if (me.isError) {
    return {
      status: 'error',
      user: null,
      error: me.error,
      retry: () => {
        void me.refetch();
      },
    };
  }
  return { status: 'loading', user: null };
}
