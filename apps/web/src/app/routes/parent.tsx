import { useTranslation } from 'react-i18next';
import { ParentScreen } from '../../features/parent/components/parent-screen';
import { ScreenRoute } from '../screen-route';

/** /parent: the parent's view (the API answers it only with a grown-up's pass). */
export default function ParentRoute() {
  const { t } = useTranslation();
  return (
    <ScreenRoute title={t('screens.parent')} bottomBar tab="profile">
      <ParentScreen />
    </ScreenRoute>
  );
}
