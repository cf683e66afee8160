import {
  ONBOARDING_MAX_CHOICES,
  ageSchema,
  degreeSchema,
  joinReasons,
  onboardingRequestSchema,
  reasonsSchema,
  skillsSchema,
  timeSchema,
  type OnboardingDegree,
  type OnboardingReason,
  type OnboardingRequest,
  type OnboardingSkill,
  type OnboardingTime,
} from '@bolajon/contract';

/** The questionnaire's steps in order (spec section 4); every step after the intro is counted. */
export const ONBOARDING_STEPS = [
  'intro',
  'age',
  'whyLearning',
  'degree',
  'skills',
  'time',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export type QuestionStep = Exclude<OnboardingStep, 'intro'>;

/** The 'n/5' of the counter. */
export const COUNTED_STEPS = ONBOARDING_STEPS.length - 1;

/** The answers while they are being given; the age as typed, so that "6.5" can be refused. */
export interface OnboardingDraft {
  ageText: string;
  reasons: OnboardingReason[];
  degree: OnboardingDegree | null;
  skills: OnboardingSkill[];
  time: OnboardingTime | null;
}

export const emptyDraft: OnboardingDraft = {
  ageText: '',
  reasons: [],
  degree: null,
  skills: [],
  time: null,
};

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return (ONBOARDING_STEPS as readonly unknown[]).includes(value);
}

/** The step a `?step=` value names; none, or one that is no step, is the intro. */
export function parseStep(value: string | null): OnboardingStep {
  return isOnboardingStep(value) ? value : 'intro';
}

/** 0 for the intro, 1 for age … 5 for time. */
export const stepNumber = (step: OnboardingStep) => ONBOARDING_STEPS.indexOf(step);

/** The progress bar's percentage: the step's number over 5 (spec section 2), 0 at the intro. */
export const progressPercent = (step: OnboardingStep) => (stepNumber(step) / COUNTED_STEPS) * 100;

export const nextStep = (step: OnboardingStep): OnboardingStep | null =>
  ONBOARDING_STEPS[stepNumber(step) + 1] ?? null;

export const previousStep = (step: OnboardingStep): OnboardingStep | null =>
  step === 'intro' ? null : (ONBOARDING_STEPS[stepNumber(step) - 1] ?? null);

export const isLastStep = (step: OnboardingStep) => nextStep(step) === null;

/**
 * The typed age as a number, or NaN when it is not one. Only plain decimals count ("1e1" or
 * "0x10" would pass Number()); a decimal comma reads as a point, so "6,5" is refused like "6.5".
 */
export function ageFromText(text: string): number {
  const trimmed = text.trim();
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** Whether a step may be left forwards: the contract's own rules (section 5, DESIGN.md caps). */
export function isStepValid(step: OnboardingStep, draft: OnboardingDraft): boolean {
  switch (step) {
    case 'intro':
      return true;
    case 'age':
      return ageSchema.safeParse(ageFromText(draft.ageText)).success;
    case 'whyLearning':
      return reasonsSchema.safeParse(draft.reasons).success;
    case 'degree':
      return degreeSchema.safeParse(draft.degree).success;
    case 'skills':
      return skillsSchema.safeParse(draft.skills).success;
    case 'time':
      return timeSchema.safeParse(draft.time).success;
  }
}

/**
 * Where a visit to `step` lands: the step itself when every step before it is answered, else the
 * first unanswered one (a reload or a typed link must not skip a question).
 */
export function reachableStep(step: OnboardingStep, draft: OnboardingDraft): OnboardingStep {
  const earlier = ONBOARDING_STEPS.slice(0, stepNumber(step));
  return earlier.find((before) => !isStepValid(before, draft)) ?? step;
}

export interface ToggleResult<T> {
  chosen: T[];
  /** True when `value` was not added because `max` are chosen already. */
  refused: boolean;
}

/** Taps a choice card: a chosen value is let go, a new one is added while fewer than `max` are. */
export function toggleChoice<T>(
  chosen: readonly T[],
  value: T,
  max: number = ONBOARDING_MAX_CHOICES,
): ToggleResult<T> {
  if (chosen.includes(value)) return { chosen: chosen.filter((c) => c !== value), refused: false };
  if (chosen.length >= max) return { chosen: [...chosen], refused: true };
  return { chosen: [...chosen, value], refused: false };
}

/** The POST /user-onboarding body, or null while any answer is missing or invalid. */
export function toOnboardingRequest(draft: OnboardingDraft): OnboardingRequest | null {
  const parsed = onboardingRequestSchema.safeParse({
    age: ageFromText(draft.ageText),
    whyLearning: joinReasons(draft.reasons),
    degree: draft.degree,
    skills: draft.skills,
    time: draft.time,
  });
  if (!parsed.success) return null;
  const { age, whyLearning, degree, skills, time } = parsed.data;
  return { age, whyLearning: joinReasons(whyLearning), degree, skills, time };
}
