import { z } from 'zod';
import { gameStatusSchema, lessonPathSchema, starsSchema, titleUzSchema } from './catalogue.js';

export const progressLessonSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleUz: titleUzSchema,
  block: z.object({ title: z.string(), titleUz: titleUzSchema }),
  /**
   * Whether the active child has seen the lesson's show-and-say step through (its new words, ADR
   * 0038): the map marks that first step done and points to the games after it.
   */
  introSeen: z.boolean(),
  /**
   * How many new words the lesson's show-and-say step shows; 0 for a lesson that teaches none (a
   * review lesson, issue 22): it has no such step and its games come first.
   */
  newWords: z.number().int().min(0),
  games: z.array(z.object({ id: z.number(), stars: starsSchema, status: gameStatusSchema })),
});
export const myProgressResponseSchema = z.object({ lessons: z.array(progressLessonSchema) });
export type MyProgressResponse = z.infer<typeof myProgressResponseSchema>;

export const resultAchievementSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  lesson: lessonPathSchema,
});

/** One attempt of the latest round of a game. */
export const gameResultSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  isCorrect: z.boolean(),
  answer: z.string(),
  question: z.object({ id: z.number(), game: z.object({ id: z.number() }) }),
  /** The game's achievement when the user has earned it, else null. */
  achievement: resultAchievementSchema.nullable(),
});
export const gameResultsResponseSchema = z.array(gameResultSchema);
export type GameResult = z.infer<typeof gameResultSchema>;

/**
 * GET /user-achievements/my-achievements: an earned achievement. `createdAt` is when it was
 * earned, named as the spec's user results name their date (ADR 0026).
 */
export const userAchievementSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  achievement: z.object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    course: z.object({ id: z.number(), title: z.string() }),
    lesson: lessonPathSchema,
  }),
});
export const myAchievementsResponseSchema = z.array(userAchievementSchema);
export type UserAchievement = z.infer<typeof userAchievementSchema>;

/** GET /admin/achievements: the catalogue, with the caller's own earned marks. */
export const achievementSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  course: z.object({ id: z.number(), title: z.string() }),
  lesson: lessonPathSchema,
  block: z.object({ title: z.string() }),
  /** The caller's own mark, when earned (at `createdAt`, as on my-achievements); else empty. */
  userAchievements: z.array(z.object({ id: z.number(), createdAt: z.string() })),
});
export const achievementsResponseSchema = z.array(achievementSchema);
export type Achievement = z.infer<typeof achievementSchema>;

/** A UTC calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** POST /user-days/track takes no data: no body, or an empty object. */
export const trackDayRequestSchema = z.strictObject({}).nullish();
export const trackDayResponseSchema = z.object({ date: isoDateSchema });
export const myDaysResponseSchema = z.array(isoDateSchema);

/** POST /lessons/{id}/intro-seen takes no data: no body, or an empty object. */
export const introSeenRequestSchema = z.strictObject({}).nullish();
/** The lesson's show-and-say step, recorded as seen by the active child (when first seen). */
export const introSeenResponseSchema = z.object({ lessonId: z.number(), seenAt: z.string() });
export type IntroSeenResponse = z.infer<typeof introSeenResponseSchema>;

/**
 * POST /user-questions (and the learner's other writes: POST /user-dictionary/mark-learned|
 * mark-unlearned/{id}, /user-days/track, /user-onboarding) take an optional `Idempotency-Key`
 * request header (ADR 0050): a client id
 * for the answer, so that an answer queued offline and sent twice is stored once. The first
 * request with a key is judged and stored as any other, and its response kept with the key for
 * the active child (at least `IDEMPOTENCY_KEY_DAYS` days); a repeat with the same key and body
 * answers that response and stores nothing; the same key with another body is 422
 * IDEMPOTENCY_KEY_REUSED. A UUID, or 16–64 letters, digits, `_` and `-`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_DAYS = 7;
export const idempotencyKeySchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{16,64}$/,
    'Idempotency-Key must be a UUID or 16 to 64 letters, digits, _ or -',
  );
/** Other headers pass through untouched (the validated headers replace the request's). */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});
