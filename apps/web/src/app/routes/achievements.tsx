import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AchievementsScreen } from '../../features/achievements/components/achievements-screen';
import { parseAwardTab, withAwardTab } from '../../features/achievements/lib/award-tabs';
import { paths } from '../../lib/paths';
import { ScreenRoute } from '../screen-route';

/** The tab lives in the URL (?tab=mine), so back, forward and reload keep it. */
export default function AchievementsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <ScreenRoute title={t('screens.achievements')} bottomBar tab="achievements">
      <AchievementsScreen
        tab={parseAwardTab(params.get(paths.achievements.param))}
        onTabChange={(tab) => setParams((current) => withAwardTab(current, tab))}
      />
    </ScreenRoute>
  );
}
