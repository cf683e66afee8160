import {
  ONBOARDING_DEGREES,
  ONBOARDING_REASONS,
  ONBOARDING_SKILLS,
  ONBOARDING_TIMES,
  type OnboardingDegree,
  type OnboardingReason,
  type OnboardingSkill,
  type OnboardingTime,
} from '@bolajon/contract';

export interface ChoiceOption<T extends string> {
  value: T;
  /**
   * A picture for children who cannot read yet (a Twemoji drawing served from /onboarding/, so
   * it looks the same on a phone without a colour-emoji font); the label says it in words.
   */
  picture: string;
}

const withPictures = <T extends string>(values: readonly T[], pictures: Record<T, string>) =>
  values.map((value): ChoiceOption<T> => ({ value, picture: pictures[value] }));

export const reasonOptions = withPictures<OnboardingReason>(ONBOARDING_REASONS, {
  freeCommunication: '/onboarding/1f4ac.svg',
  readBooks: '/onboarding/1f4da.svg',
  watchVideos: '/onboarding/1f3ac.svg',
  writeAndUnderstand: '/onboarding/270d.svg',
  listenToMusic: '/onboarding/1f3b5.svg',
  learnNewWords: '/onboarding/1f524.svg',
  other: '/onboarding/2728.svg',
});

export const degreeOptions = withPictures<OnboardingDegree>(ONBOARDING_DEGREES, {
  doesntKnow: '/onboarding/1f331.svg',
  understandsLittle: '/onboarding/1f33f.svg',
  knowsWell: '/onboarding/1f333.svg',
  fluent: '/onboarding/1f3c6.svg',
});

export const skillOptions = withPictures<OnboardingSkill>(ONBOARDING_SKILLS, {
  write: '/onboarding/270f.svg',
  read: '/onboarding/1f4d6.svg',
  speak: '/onboarding/1f5e3.svg',
  listen: '/onboarding/1f442.svg',
  grammar: '/onboarding/1f9e9.svg',
  notSure: '/onboarding/1f914.svg',
});

export const timeOptions = withPictures<OnboardingTime>(ONBOARDING_TIMES, {
  '5Minutes': '/onboarding/1f550.svg',
  '10Minutes': '/onboarding/1f551.svg',
  '15Minutes': '/onboarding/1f552.svg',
  '30Minutes': '/onboarding/1f555.svg',
  notSure: '/onboarding/1f914.svg',
});

/** Ages a tap away: the app's learners are 4 to 10 (spec section 1). */
export const QUICK_AGES = [4, 5, 6, 7, 8, 9, 10] as const;
