import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  useLocation,
  useNavigate,
  type Location,
  type NavigateOptions,
  type To,
} from 'react-router';
import { isSignInPath, paths } from '../lib/paths';
import { isSignedIn, lastSessionEndReason, subscribeSession } from '../lib/session';

/** Where the app is and how to move it: the router, as seen from outside React. */
export interface SessionNavigation {
  location(): Location;
  navigate(to: To, options: NavigateOptions): void;
}

/**
 * When the session ends, no data of that user stays cached; when it was lost (refresh refused),
 * the browser goes to /login from wherever it was, guarded screen or not (spec section 4).
 */
export function watchSessionEnd(navigation: SessionNavigation, clearData: () => void): () => void {
  return subscribeSession(() => {
    if (isSignedIn()) return;
    clearData();
    const location = navigation.location();
    if (lastSessionEndReason() === 'lost' && !isSignInPath(location.pathname)) {
      navigation.navigate(paths.login.href(), { replace: true, state: { from: location } });
    }
  });
}

/**
 * Watches the session from inside the router wherever a session can be (every screen past
 * sign-in: app/data-layer.tsx), and empties the query client it reads from.
 */
export function SessionWatch() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const router = useRef({ location, navigate });
  useEffect(() => {
    router.current = { location, navigate };
  });
  useEffect(
    () =>
      watchSessionEnd(
        {
          location: () => router.current.location,
          navigate: (to, options) => void router.current.navigate(to, options),
        },
        () => queryClient.clear(),
      ),
    [queryClient],
  );
  return null;
}
