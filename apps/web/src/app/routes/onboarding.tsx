import { useSearchParams } from 'react-router';
import { OnboardingScreen } from '../../features/onboarding/components/onboarding-screen';

export default function OnboardingRoute() {
  const [searchParams] = useSearchParams();
  return <OnboardingScreen requestedStep={searchParams.get('step')} />;
}
