import type { OnboardingStep } from './steps';

/** The questionnaire's URL for a step, written once: the intro is bare, others carry `?step=`. */
export const onboardingPath = (step: OnboardingStep) =>
  step === 'intro' ? '/onboarding' : `/onboarding?step=${step}`;

/** The `?step=` value that names a step (none for the intro). */
export const stepParam = (step: OnboardingStep) => (step === 'intro' ? null : step);
