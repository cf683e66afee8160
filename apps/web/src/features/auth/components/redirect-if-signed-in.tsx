import { useSyncExternalStore } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../lib/paths';
import { isSignedIn, subscribeSession } from '../../../lib/session';

/**
 * /login and /register are for signed-out users: one holding a token (e.g. after Back) goes
 * home, where the guard checks the token. Nothing is fetched here, so these screens load light.
 */
export function RedirectIfSignedIn() {
  const signedIn = useSyncExternalStore(subscribeSession, isSignedIn, () => false);
  return signedIn ? <Navigate to={paths.home.href()} replace /> : <Outlet />;
}
