import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

/** Placeholder until the onboarding release; the way on is home. */
export default function OnboardingRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderScreen title={t('screens.onboarding')} note={t('common.comingSoon')}>
      <ButtonLink to="/" block>
        {t('common.goHome')}
      </ButtonLink>
    </PlaceholderScreen>
  );
}
