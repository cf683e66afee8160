import { useTranslation } from 'react-i18next';
import { RequireGrownUp } from '../../features/family/components/require-grown-up';
import { ParentScreen } from '../../features/parent/components/parent-screen';
import { ScreenRoute } from '../screen-route';

/** /parent: the parent's view, behind the grown-up gate. */
export default function ParentRoute() {
  const { t } = useTranslation();
  return (
    <ScreenRoute title={t('screens.parent')} bottomBar tab="profile">
      <RequireGrownUp>
        <ParentScreen />
      </RequireGrownUp>
    </ScreenRoute>
  );
}
