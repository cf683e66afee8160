import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AchievementScreen } from '../../../features/game/components/achievement-screen';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

/** For the studio's preview, as game-stage-4.tsx says. */
export { AchievementStage } from '../../../features/game/components/achievement-screen';

export default function GetAchievementRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ScreenRoute title={t('screens.getAchievement')}>
      <AchievementScreen gameId={parseId(id)} />
    </ScreenRoute>
  );
}
