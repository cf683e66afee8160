import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** A part of the profile that failed to load: the rest of the screen stays usable. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="profile__section-error" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
