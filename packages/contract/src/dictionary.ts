import { z } from 'zod';
import { dictionaryWordSchema, idSchema } from './catalogue.js';

/**
 * The review intervals of a word the learner knows (DESIGN.md section 4): the first "know" brings
 * it back after 1 day, each further "know" when it was due after the next interval; 35 stays 35.
 */
export const REVIEW_INTERVAL_DAYS = [1, 3, 7, 16, 35] as const;

/** The learner's marks on a word: "know" and "don't know" (also the database's `state` values). */
export const MARK_STATES = ['learned', 'unlearned'] as const;
export type MarkState = (typeof MARK_STATES)[number];

/** Where a word stands for the learner: never marked, or one of {@link MARK_STATES}. */
export const wordStateSchema = z.enum(['new', ...MARK_STATES]);
export type WordState = z.infer<typeof wordStateSchema>;

/**
 * GET /user-dictionary/random/advanced?exclude={id}: `exclude` is the word on the screen, which
 * the next one must not repeat.
 */
export const randomWordQuerySchema = z.strictObject({
  exclude: idSchema.optional(),
});
export type RandomWordQuery = z.infer<typeof randomWordQuerySchema>;

/**
 * The next word to review: the dictionary word with the learner's state of it, and `due` false
 * when nothing was due and this is the least recently seen word, offered for practice.
 */
export const reviewWordSchema = dictionaryWordSchema.extend({
  state: wordStateSchema,
  due: z.boolean(),
});
export type ReviewWord = z.infer<typeof reviewWordSchema>;
/**
 * The answer of GET /user-dictionary/random/advanced: the word itself at the top level (spec
 * section 3: `id`, `word`, `translation`, `lesson`), or JSON `null` (200) only when no lesson the
 * learner can open has words (ADR 0026). While there are words there is always one: when none is
 * due, the least recently seen with `due: false`.
 */
export const randomWordResponseSchema = reviewWordSchema.nullable();
export type RandomWordResponse = z.infer<typeof randomWordResponseSchema>;

/** POST /user-dictionary/mark-learned/{id} and /mark-unlearned/{id}: the mark as it now stands. */
export const wordMarkSchema = z.object({
  id: z.number(),
  dictionaryId: z.number(),
  state: z.enum(MARK_STATES),
  /** The UTC date the word is next due for review. */
  dueOn: z.string(),
});
export type WordMark = z.infer<typeof wordMarkSchema>;

/** A learned or unlearned record (spec section 3), with the word's audio so the list can speak. */
export const dictionaryRecordSchema = z.object({
  id: z.number(),
  dictionaryId: z.number(),
  dictionary: dictionaryWordSchema.pick({
    word: true,
    translation: true,
    imageUrl: true,
    audioUrl: true,
    translationAudioUrl: true,
  }),
});
export type DictionaryRecord = z.infer<typeof dictionaryRecordSchema>;
export const dictionaryRecordsResponseSchema = z.array(dictionaryRecordSchema);
