import { z } from 'zod';
import { GAME_TYPES } from './game-types.js';

/** The largest id a PostgreSQL integer column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A path or query id: a plain positive integer in decimal digits, without sign, spaces, exponent,
 * hex prefix or leading zeros (`01` is refused: every object has exactly one URL).
 */
export const idSchema = z
  .string({ error: 'id must be a number' })
  .regex(/^[1-9][0-9]{0,9}$/, 'id must be a positive whole number written in digits')
  .transform(Number)
  .pipe(z.number().max(MAX_ID, 'id is too large'));

export const idParamsSchema = z.strictObject({ id: idSchema });
export const gameIdParamsSchema = z.strictObject({ gameId: idSchema });

export const gameStatusSchema = z.enum(['active', 'inactive', 'locked']);
export type GameStatus = z.infer<typeof gameStatusSchema>;
export const starsSchema = z.number().int().min(0).max(3);

export const homeGameSchema = z.object({
  id: z.number(),
  stars: starsSchema,
  status: gameStatusSchema,
});
export type HomeGame = z.infer<typeof homeGameSchema>;
/**
 * A content title's Uzbek form (Latin), shown under the Russian title in the Uzbek interface;
 * null when the content pack gives none (then only the Russian title is shown).
 */
export const titleUzSchema = z.string().nullable();

export const homeLessonSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleUz: titleUzSchema,
  games: z.array(homeGameSchema),
});
export const homeResponseSchema = z.object({ lessons: z.array(homeLessonSchema) });
export type HomeResponse = z.infer<typeof homeResponseSchema>;

export const courseRefSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleUz: titleUzSchema,
});
/** lesson → block → module → course, titles only, as the dictionary and achievements show them. */
export const lessonPathSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleUz: titleUzSchema,
  block: z.object({
    title: z.string(),
    titleUz: titleUzSchema,
    module: z.object({ title: z.string(), titleUz: titleUzSchema, course: courseRefSchema }),
  }),
});
export type LessonPath = z.infer<typeof lessonPathSchema>;

export const lessonSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  titleUz: titleUzSchema,
});
export const lessonsResponseSchema = z.array(lessonSummarySchema);
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const dictionaryWordSchema = z.object({
  id: z.number(),
  word: z.string(),
  translation: z.string(),
  imageUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  /** The translation spoken (Uzbek voice). */
  translationAudioUrl: z.string().nullable(),
  lesson: lessonPathSchema,
});
export type DictionaryWord = z.infer<typeof dictionaryWordSchema>;

export const lessonWithDictionariesSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleUz: titleUzSchema,
  dictionaries: z.array(dictionaryWordSchema),
});
export type LessonWithDictionaries = z.infer<typeof lessonWithDictionariesSchema>;

/**
 * A field issue 21 added to the catalogue: the server always sends it (null when the pack has
 * none); optional in the type, so a client's fixtures written before it stay valid.
 */
const contentAddition = z.string().nullable().optional();

export const gameAchievementSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The award in Uzbek (Latin), for the Uzbek interface; null when the pack gives none. */
  titleUz: contentAddition,
  descriptionUz: contentAddition,
  imageUrl: z.string(),
});

export const gameSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleUz: titleUzSchema,
  type: z.enum(GAME_TYPES),
  /**
   * What the child is asked to do, heard when the game opens: Russian, and Uzbek for the Uzbek
   * interface, each with its sound (a recording or the pack's rendered voice; null: POST /audio).
   * Null when the pack gives none: the app says its own words for the game type.
   */
  instruction: contentAddition,
  instructionUz: contentAddition,
  instructionAudioUrl: contentAddition,
  instructionUzAudioUrl: contentAddition,
  mainImage: z.string(),
  videoFirst: z.string(),
  videoFirstPoster: z.string(),
  /** The intro video with its instruction spoken in Uzbek, for the Uzbek interface (null: none). */
  videoFirstUz: contentAddition,
  videoFirstPosterUz: contentAddition,
  videoLast: z.string(),
  videoLastPoster: z.string(),
  /** The game's number within its lesson, from 1 (the outro's "Game n"). */
  number: z.number().int().min(1),
  lesson: z.object({ id: z.number(), title: z.string(), titleUz: titleUzSchema }),
  achievements: z.array(gameAchievementSchema),
});
export type Game = z.infer<typeof gameSchema>;

export const questionPersonageSchema = z.object({
  id: z.number(),
  answer: z.string(),
  /** The line spoken: a recording, or the pack's rendered voice; null when neither exists. */
  audioUrl: z.string().nullable(),
  order: z.number(),
  personageNumber: z.number().int().min(1),
});
export type QuestionPersonage = z.infer<typeof questionPersonageSchema>;

/**
 * A question's answer option (spec section 3), with the dialogue lines that sit on it. Each line
 * of a question sits on exactly one variant (ADR 0026): on the variant the content ties it to,
 * else on the first variant. A dialogue question without options (types 1.5, 3.1 and 3.2) has one
 * variant that holds the whole dialogue: its id is the question's id negated (it is no stored
 * option and is never sent back), its answer empty, `isCorrect` true.
 */
export const questionVariantSchema = z.object({
  id: z.number(),
  answer: z.string(),
  imageUrl: z.string().nullable(),
  /** The answer spoken: a recording, or the pack's rendered voice; null when neither exists. */
  audioUrl: z.string().nullable(),
  isCorrect: z.boolean(),
  order: z.number(),
  questionPersonages: z.array(questionPersonageSchema),
});
export type QuestionVariant = z.infer<typeof questionVariantSchema>;

export const questionSchema = z.object({
  id: z.number(),
  text: z.string(),
  audioUrl: z.string().nullable(),
  /**
   * The question in Uzbek (Latin) and its sound, heard instead of `text` in the Uzbek interface
   * where the app asks so (lessons 1–10's choice and listening games); null when none.
   */
  promptUz: contentAddition,
  promptUzAudioUrl: contentAddition,
  order: z.number(),
  questionImages: z.array(z.object({ id: z.number(), imageUrl: z.string() })),
  /** The options, and the dialogue's lines on them: read the lines with `dialogueLines`. */
  questionVariants: z.array(questionVariantSchema),
  questionDuolingos: z.array(
    z.object({ id: z.number(), leftAnswer: z.string(), rightAnswer: z.string() }),
  ),
  pairs: z.array(z.object({ id: z.number(), left: z.string(), right: z.string() })),
  game: z.object({ id: z.number() }),
});
export type Question = z.infer<typeof questionSchema>;
export const questionsResponseSchema = z.array(questionSchema);

/**
 * A question's dialogue in the order it is spoken: the lines of all its variants (each line is on
 * exactly one), by `order`, then by id.
 */
export function dialogueLines<L extends { order: number; id?: number }>(question: {
  questionVariants: readonly { questionPersonages: readonly L[] }[];
}): L[] {
  return question.questionVariants
    .flatMap((v) => v.questionPersonages)
    .sort((a, b) => a.order - b.order || (a.id ?? 0) - (b.id ?? 0));
}

export const settingsSchema = z.object({
  supportPhone: z.string(),
  telegramLink: z.string().nullable(),
  instagramLink: z.string().nullable(),
  facebookLink: z.string().nullable(),
  youtubeLink: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;
