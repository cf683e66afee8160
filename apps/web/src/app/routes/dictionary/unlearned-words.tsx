import { useTranslation } from 'react-i18next';
import { WordListScreen } from '../../../features/dictionary/components/word-list-screen';
import { ScreenRoute } from '../../screen-route';

export default function UnlearnedWordsRoute() {
  const { t } = useTranslation();
  return (
    <ScreenRoute title={t('screens.unlearnedWords')}>
      <WordListScreen kind="unlearned" />
    </ScreenRoute>
  );
}
