import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DictionaryListScreen } from '../../../features/dictionary/components/dictionary-list-screen';
import { parseListView } from '../../../features/dictionary/lib/list-view';
import { paths } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

export default function DictionaryListRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <ScreenRoute title={t('screens.dictionaryList')} bottomBar tab="dictionary">
      <DictionaryListScreen view={parseListView(searchParams.get(paths.dictionaryList.param))} />
    </ScreenRoute>
  );
}
