import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { lastSessionEndReason } from '../../../lib/session';
import { useAuth } from '../hooks/use-auth';

/**
 * Guards the signed-in screens: a spinner while the session loads, /login (replacing history and
 * carrying the requested location) without one.
 */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  const { t } = useTranslation();

  if (auth.status === 'loading') return <FullPageSpinner label={t('common.loading')} />;
  if (auth.status === 'unauthenticated') {
    // After signing out on purpose there is nowhere to come back to.
    const state = lastSessionEndReason() === 'logout' ? undefined : { from: location };
    return <Navigate to="/login" replace state={state} />;
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
