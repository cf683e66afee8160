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
  /** A picture for children who cannot read yet; the label says the same in words. */
  emoji: string;
}

const withEmoji = <T extends string>(values: readonly T[], emoji: Record<T, string>) =>
  values.map((value): ChoiceOption<T> => ({ value, emoji: emoji[value] }));

export const reasonOptions = withEmoji<OnboardingReason>(ONBOARDING_REASONS, {
  freeCommunication: '💬',
  readBooks: '📚',
  watchVideos: '🎬',
  writeAndUnderstand: '✍️',
  listenToMusic: '🎵',
  learnNewWords: '🔤',
  other: '✨',
});

export const degreeOptions = withEmoji<OnboardingDegree>(ONBOARDING_DEGREES, {
  doesntKnow: '🌱',
  understandsLittle: '🌿',
  knowsWell: '🌳',
  fluent: '🏆',
});

export const skillOptions = withEmoji<OnboardingSkill>(ONBOARDING_SKILLS, {
  write: '✏️',
  read: '📖',
  speak: '🗣️',
  listen: '👂',
  grammar: '🧩',
  notSure: '🤔',
});

export const timeOptions = withEmoji<OnboardingTime>(ONBOARDING_TIMES, {
  '5Minutes': '🕐',
  '10Minutes': '🕑',
  '15Minutes': '🕒',
  '30Minutes': '🕕',
  notSure: '🤔',
});

/** Ages a tap away: the app's learners are 4 to 10 (spec section 1). */
export const QUICK_AGES = [4, 5, 6, 7, 8, 9, 10] as const;
