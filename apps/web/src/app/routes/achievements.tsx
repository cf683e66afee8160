import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AchievementsScreen } from '../../features/achievements/components/achievements-screen';
import {
  AWARD_TAB_PARAM,
  parseAwardTab,
  withAwardTab,
} from '../../features/achievements/lib/award-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The tab lives in the URL (?tab=mine), so back, forward and reload keep it. */
export default function AchievementsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.achievements'));
  const [params, setParams] = useSearchParams();
  return (
    <AchievementsScreen
      tab={parseAwardTab(params.get(AWARD_TAB_PARAM))}
      onTabChange={(tab) => setParams((current) => withAwardTab(current, tab))}
    />
  );
}
