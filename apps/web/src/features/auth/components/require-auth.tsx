import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../lib/paths';
import { lastSessionEndReason } from '../../../lib/session';
import { useAuth } from '../hooks/use-auth';

/**
 * Guards the signed-in screens: /login (replacing history and carrying the requested location)
 * without a session. With one, the screen renders at once, while the user loads: its own
 * requests go out beside /users/me instead of after it (one round trip less before the first
 * paint). Whether the session still works is the API's answer: a refused one ends the session,
 * and this sends to /login.
 */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  const { t } = useTranslation();

  if (auth.status === 'unauthenticated') {
    // After signing out on purpose there is nowhere to come back to.
    const state = lastSessionEndReason() === 'logout' ? undefined : { from: location };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
  if (auth.status === 'error') {
    return (
      <ErrorState
        title={t('errors.loadingError')}
        actionLabel={t('common.tryAgain')}
        onAction={auth.retry}
      />
    );
  }
  return <Outlet />;
}
