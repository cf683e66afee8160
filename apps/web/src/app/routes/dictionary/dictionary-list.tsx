import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** Placeholder until its release brings the screen (spec section 2). */
export default function DictionaryListRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.dictionaryList')} note={t('common.comingSoon')} />;
}
