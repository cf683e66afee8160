import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OnboardingScreen } from '../../features/onboarding/components/onboarding-screen';
import { paths } from '../../lib/paths';
import { ScreenRoute } from '../screen-route';

export default function OnboardingRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <ScreenRoute title={t('screens.onboarding')}>
      <OnboardingScreen requestedStep={searchParams.get(paths.onboarding.param)} />
    </ScreenRoute>
  );
}
