import { useTranslation } from 'react-i18next';
import { HomeScreen } from '../../features/home/components/home-screen';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.home'));
  return <HomeScreen />;
}
