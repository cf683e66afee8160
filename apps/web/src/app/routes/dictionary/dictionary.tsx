import { useTranslation } from 'react-i18next';
import { DictionaryScreen } from '../../../features/dictionary/components/dictionary-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function DictionaryRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.dictionary'));
  return <DictionaryScreen />;
}
