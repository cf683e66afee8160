import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OnboardingScreen } from '../../features/onboarding/components/onboarding-screen';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function OnboardingRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.onboarding'));
  const [searchParams] = useSearchParams();
  return <OnboardingScreen requestedStep={searchParams.get('step')} />;
}
