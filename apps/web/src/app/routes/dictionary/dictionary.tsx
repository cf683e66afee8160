import { useTranslation } from 'react-i18next';
import { DictionaryScreen } from '../../../features/dictionary/components/dictionary-screen';
import { ScreenRoute } from '../../screen-route';

export default function DictionaryRoute() {
  const { t } = useTranslation();
  return (
    <ScreenRoute title={t('screens.dictionary')} bottomBar tab="dictionary">
      <DictionaryScreen />
    </ScreenRoute>
  );
}
