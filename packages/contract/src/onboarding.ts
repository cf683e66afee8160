import { z } from 'zod';
import { ageSchema } from './user.js';

/** The questionnaire's choices (spec section 3), as stored and sent. */
export const ONBOARDING_REASONS = [
  'freeCommunication',
  'readBooks',
  'watchVideos',
  'writeAndUnderstand',
  'listenToMusic',
  'learnNewWords',
  'other',
] as const;
export const ONBOARDING_DEGREES = [
  'doesntKnow',
  'understandsLittle',
  'knowsWell',
  'fluent',
] as const;
export const ONBOARDING_SKILLS = [
  'write',
  'read',
  'speak',
  'listen',
  'grammar',
  'notSure',
] as const;
export const ONBOARDING_TIMES = [
  '5Minutes',
  '10Minutes',
  '15Minutes',
  '30Minutes',
  'notSure',
] as const;
/** "Maximum three", as the screens say (DESIGN.md section 4 fixes the spec's 30 and no cap). */
export const ONBOARDING_MAX_CHOICES = 3;

export type OnboardingReason = (typeof ONBOARDING_REASONS)[number];
export type OnboardingDegree = (typeof ONBOARDING_DEGREES)[number];
export type OnboardingSkill = (typeof ONBOARDING_SKILLS)[number];
export type OnboardingTime = (typeof ONBOARDING_TIMES)[number];

/** The reasons' wire form (spec section 3): chosen reasons joined by comma and space. */
export const joinReasons = (reasons: readonly OnboardingReason[]) => reasons.join(', ');
export const splitReasons = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const distinct = (items: readonly string[]) => new Set(items).size === items.length;

export const reasonsSchema = z
  .array(z.enum(ONBOARDING_REASONS, { error: 'unknown reason' }))
  .min(1, 'choose at least one reason')
  .max(ONBOARDING_MAX_CHOICES, `choose at most ${ONBOARDING_MAX_CHOICES} reasons`)
  .refine(distinct, 'a reason is chosen twice');
export const skillsSchema = z
  .array(z.enum(ONBOARDING_SKILLS, { error: 'unknown skill' }))
  .min(1, 'choose at least one skill')
  .max(ONBOARDING_MAX_CHOICES, `choose at most ${ONBOARDING_MAX_CHOICES} skills`)
  .refine(distinct, 'a skill is chosen twice');
export const degreeSchema = z.enum(ONBOARDING_DEGREES, { error: 'choose one level' });
export const timeSchema = z.enum(ONBOARDING_TIMES, { error: 'choose one time' });

/** POST /user-onboarding: the one schema the screen's steps and the server both check. */
export const onboardingRequestSchema = z.strictObject({
  age: ageSchema,
  whyLearning: z
    .string({ error: 'whyLearning must be the reasons joined by ", "' })
    .max(400)
    .transform(splitReasons)
    .pipe(reasonsSchema),
  degree: degreeSchema,
  skills: skillsSchema,
  time: timeSchema,
});
/** What the client sends (whyLearning as text). */
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;
/** What the server reads (whyLearning as a list). */
export type OnboardingAnswers = z.output<typeof onboardingRequestSchema>;

export const onboardingResponseSchema = z.object({
  age: z.number().int(),
  whyLearning: z.string(),
  degree: degreeSchema,
  skills: z.array(z.enum(ONBOARDING_SKILLS)),
  time: timeSchema,
  updatedAt: z.string(),
});
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;
