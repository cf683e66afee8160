import { z } from 'zod';
import { ageSchema, avatarSchema, childNameSchema } from './user.js';

/*
 * A family (ADR 0036): the phone account is the parent's and holds 1 to 6 children. Everything a
 * learner owns belongs to one child; the spec's calls answer for the active child, named by the
 * access token. Adding, editing and removing a child, the PIN, the parent's view and the export
 * need a grown-up token from the gate (header GROWN_UP_HEADER).
 */

export const CHILDREN_MAX = 6;
/** Wrong gate answers in a row before the gate locks, and how long it stays locked. */
export const GATE_MISSES_MAX = 3;
export const GATE_LOCK_SECONDS = 60;
/** How long a passed gate lets the grown-up act without passing it again. */
export const GROWN_UP_SECONDS = 10 * 60;
export const GROWN_UP_HEADER = 'x-grown-up';
export const PIN_PATTERN = /^\d{4}$/;
/** The gate's factors: 3–9 times 3–9, so the product has two digits but is easy for a grown-up. */
export const GATE_FACTOR_MIN = 3;
export const GATE_FACTOR_MAX = 9;

export const childSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  avatar: avatarSchema,
});
export type Child = z.infer<typeof childSchema>;

/** GET /api/family: the children for "who is playing?", and whether a PIN replaces the question. */
export const familyResponseSchema = z.object({
  children: z.array(childSchema),
  activeChildId: z.number().int(),
  hasPin: z.boolean(),
});
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

export const childIdSchema = z.number({ error: 'childId must be a number' }).int().positive();

/** POST /api/family/active-child: the child who plays now; answers a new access token. */
export const switchChildRequestSchema = z.strictObject({ childId: childIdSchema });
export type SwitchChildRequest = z.infer<typeof switchChildRequestSchema>;
export const switchChildResponseSchema = z.object({
  accessToken: z.string(),
  child: childSchema,
});
export type SwitchChildResponse = z.infer<typeof switchChildResponseSchema>;

/** POST /api/family/children (grown-up). */
export const addChildRequestSchema = z.strictObject({
  name: childNameSchema,
  age: ageSchema.nullable().optional(),
  avatar: avatarSchema,
});
export type AddChildRequest = z.input<typeof addChildRequestSchema>;

/** PUT /api/family/children/{id} (grown-up). */
export const updateChildRequestSchema = z
  .strictObject({
    name: childNameSchema.optional(),
    age: ageSchema.nullable().optional(),
    avatar: avatarSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'give at least one of name, age, avatar');
export type UpdateChildRequest = z.input<typeof updateChildRequestSchema>;

/** GET /api/family/gate: a new question, or that the family's PIN replaces it. */
export const gateQuestionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    left: z.number().int(),
    right: z.number().int(),
    /** Signed by the server: the numbers, the family and an expiry. */
    challenge: z.string(),
  }),
  z.object({ kind: z.literal('pin') }),
]);
export type GateQuestion = z.infer<typeof gateQuestionSchema>;

/** POST /api/family/gate: the typed answer to the challenge, or the PIN. */
export const gateAnswerRequestSchema = z.union([
  z.strictObject({
    challenge: z.string().min(1).max(512),
    answer: z.string().max(8),
  }),
  z.strictObject({ pin: z.string().max(8) }),
]);
export type GateAnswerRequest = z.infer<typeof gateAnswerRequestSchema>;
export const gatePassSchema = z.object({
  grownUpToken: z.string(),
  expiresInSeconds: z.number().int(),
});
export type GatePass = z.infer<typeof gatePassSchema>;

/** PUT /api/family/pin (grown-up): four digits, or null to go back to the question. */
export const setPinRequestSchema = z.strictObject({
  pin: z.string().regex(PIN_PATTERN, 'pin must be four digits').nullable(),
});
export type SetPinRequest = z.infer<typeof setPinRequestSchema>;

/** One period's figures for one child in the parent's view. */
export const periodFiguresSchema = z.object({
  daysActive: z.number().int(),
  minutesPlayed: z.number().int(),
  gamesCompleted: z.number().int(),
  stars: z.number().int(),
  lessonsCompleted: z.number().int(),
  wordsLearned: z.number().int(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const childOverviewSchema = z.object({
  child: childSchema,
  last7: periodFiguresSchema,
  last30: periodFiguresSchema,
  /** The last 7 days, oldest first: each day's date (YYYY-MM-DD) and minutes played. */
  week: z.array(z.object({ day: z.string(), minutes: z.number().int() })),
  /** The last achievements earned, newest first (at most 3). */
  achievements: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      imageUrl: z.string(),
      earnedAt: z.string(),
    }),
  ),
  /** Words the child most often marks "don't know" or answers wrong, most first (at most 5). */
  wordsToPractise: z.array(
    z.object({
      id: z.number().int(),
      word: z.string(),
      translation: z.string(),
      misses: z.number().int(),
    }),
  ),
  streak: z.number().int(),
});
export type ChildOverview = z.infer<typeof childOverviewSchema>;

/** GET /api/family/overview (grown-up): the parent's view. */
export const familyOverviewSchema = z.object({
  /** The server's today (YYYY-MM-DD, UTC), the end of both periods. */
  today: z.string(),
  children: z.array(childOverviewSchema),
});
export type FamilyOverview = z.infer<typeof familyOverviewSchema>;

/** Seconds between two answers (or two dictionary marks) counted as play at most. */
export const PLAY_GAP_CAP_SECONDS = 60;
