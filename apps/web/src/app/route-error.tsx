import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/error-state';
import { FullPageSpinner } from '../components/ui/spinner';

/** Anything a screen throws (or a chunk that failed to load after a deploy) ends here. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Screen failed', error);
  }, [error]);
  return (
    <div className="page">
      <ErrorState
        title={t('errors.crashTitle')}
        message={t('errors.unknownError')}
        actionLabel={t('common.reload')}
        onAction={() => window.location.reload()}
      />
    </div>
  );
}

/** Shown while the first screen's code loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <FullPageSpinner label={t('common.loading')} />
    </div>
  );
}
