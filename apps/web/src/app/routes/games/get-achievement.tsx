import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AchievementScreen } from '../../../features/game/components/achievement-screen';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

export default function GetAchievementRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ScreenRoute title={t('screens.getAchievement')}>
      <AchievementScreen gameId={parseId(id)} />
    </ScreenRoute>
  );
}
