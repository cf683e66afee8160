import { useTranslation } from 'react-i18next';
import { NoNetworkIcon } from './offline-icons';
import './offline.css';

/** Over the map without a network: what can still be played (the lessons on the phone). */
export function OfflineBanner({ anyKept }: { anyKept: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="offline-banner" role="status">
      <NoNetworkIcon width={26} height={26} />
      <span>{anyKept ? t('offline.banner') : t('offline.bannerNothingKept')}</span>
    </p>
  );
}
