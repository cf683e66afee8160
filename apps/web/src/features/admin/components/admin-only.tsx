import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useMe } from '../../../lib/get-me';
import { paths } from '../../../lib/paths';

/**
 * The console is for admins only: anyone else is sent home the way an unknown path is (the
 * console does not admit it exists). The server checks the role on every call as well.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();

  if (me.data)
    return me.data.role === 'admin' ? children : <Navigate to={paths.home.href()} replace />;
  if (me.isError) {
    return (
      <ErrorState
        title={t('errors.loadingError')}
        actionLabel={t('common.tryAgain')}
        onAction={() => void me.refetch()}
      />
    );
  }
  return <FullPageSpinner label={t('common.loading')} />;
}
