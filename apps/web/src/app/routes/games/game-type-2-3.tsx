import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** Placeholder until its release brings the screen (spec section 2). */
export default function GameType23Route() {
  const { t } = useTranslation();
  return (
    <PlaceholderScreen title={t('screens.gameTypes.2-3')} note={t('common.comingSoon')}>
      <ButtonLink to="/" variant="secondary" block>
        {t('common.goHome')}
      </ButtonLink>
    </PlaceholderScreen>
  );
}
