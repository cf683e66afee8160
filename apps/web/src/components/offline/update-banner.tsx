import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import './offline.css';

/**
 * "A new version is ready" on the tab screens (never in a game, ADR 0053): the tap takes it over
 * (a reload); left alone, it takes over when the app next starts.
 */
export function UpdateBanner({ onUpdate }: { onUpdate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="update-banner" role="status">
      <span>{t('offline.update.text')}</span>
      <Button variant="secondary" onClick={onUpdate}>
        {t('offline.update.button')}
      </Button>
    </div>
  );
}
