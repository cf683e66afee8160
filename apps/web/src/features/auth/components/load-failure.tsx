import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** The form's code did not arrive (offline, or a new release replaced it): offer a reload. */
export function LoadFailure() {
  const { t } = useTranslation();
  return (
    <div className="auth-form__failure" role="alert">
      <p>{t('errors.loadingError')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </div>
  );
}
