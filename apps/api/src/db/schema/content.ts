import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/*
 * The course catalogue (DESIGN.md section 3). Items a teacher writes carry the `key` of the
 * content pack, unique among siblings, so a re-import updates rows in place and learners'
 * progress (which points at ids) survives. Everything a child sees in sequence has an `order`.
 */

const fk = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  /** The title's Uzbek form (Latin), shown under the Russian in the Uzbek interface. */
  titleUz: text('title_uz'),
  order: integer('order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    courseId: fk('course_id', () => courses.id),
    key: text('key').notNull(),
    title: text('title').notNull(),
    titleUz: text('title_uz'),
    order: integer('order').notNull(),
  },
  (t) => [
    unique('modules_course_key').on(t.courseId, t.key),
    index('modules_course').on(t.courseId),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    moduleId: fk('module_id', () => modules.id),
    key: text('key').notNull(),
    title: text('title').notNull(),
    titleUz: text('title_uz'),
    order: integer('order').notNull(),
  },
  (t) => [unique('blocks_module_key').on(t.moduleId, t.key), index('blocks_module').on(t.moduleId)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    blockId: fk('block_id', () => blocks.id),
    key: text('key').notNull(),
    title: text('title').notNull(),
    titleUz: text('title_uz'),
    order: integer('order').notNull(),
  },
  (t) => [unique('lessons_block_key').on(t.blockId, t.key), index('lessons_block').on(t.blockId)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    lessonId: fk('lesson_id', () => lessons.id),
    key: text('key').notNull(),
    title: text('title').notNull(),
    titleUz: text('title_uz'),
    type: text('type').notNull(),
    /** What the child is asked to do, heard when the game opens (null: the app's words for the type). */
    instruction: text('instruction'),
    /** The instruction in Uzbek (Latin), heard in the Uzbek interface. */
    instructionUz: text('instruction_uz'),
    /** Each instruction spoken: the pack's recording or rendered file (null: POST /audio). */
    instructionAudioUrl: text('instruction_audio_url'),
    instructionUzAudioUrl: text('instruction_uz_audio_url'),
    mainImage: text('main_image').notNull(),
    videoFirst: text('video_first').notNull(),
    videoFirstPoster: text('video_first_poster').notNull(),
    /** The intro video with its instruction in Uzbek, and its poster (null: the one video). */
    videoFirstUz: text('video_first_uz'),
    videoFirstPosterUz: text('video_first_poster_uz'),
    videoLast: text('video_last').notNull(),
    videoLastPoster: text('video_last_poster').notNull(),
    order: integer('order').notNull(),
  },
  (t) => [unique('games_lesson_key').on(t.lessonId, t.key), index('games_lesson').on(t.lessonId)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    gameId: fk('game_id', () => games.id),
    key: text('key').notNull(),
    text: text('text').notNull(),
    /** The question in Uzbek (Latin), heard in the Uzbek interface where the app asks it so. */
    promptUz: text('prompt_uz'),
    promptUzAudioUrl: text('prompt_uz_audio_url'),
    audioUrl: text('audio_url'),
    order: integer('order').notNull(),
  },
  (t) => [unique('questions_game_key').on(t.gameId, t.key), index('questions_game').on(t.gameId)],
);

export const questionVariants = pgTable(
  'question_variants',
  {
    id: serial('id').primaryKey(),
    questionId: fk('question_id', () => questions.id),
    answer: text('answer').notNull(),
    imageUrl: text('image_url'),
    audioUrl: text('audio_url'),
    isCorrect: boolean('is_correct').notNull().default(false),
    order: integer('order').notNull(),
  },
  (t) => [index('question_variants_question').on(t.questionId)],
);

export const questionPersonages = pgTable(
  'question_personages',
  {
    id: serial('id').primaryKey(),
    questionId: fk('question_id', () => questions.id),
    variantId: integer('variant_id').references(() => questionVariants.id, { onDelete: 'cascade' }),
    personageNumber: integer('personage_number').notNull(),
    answer: text('answer').notNull(),
    audioUrl: text('audio_url'),
    order: integer('order').notNull(),
  },
  (t) => [
    index('question_personages_question').on(t.questionId),
    index('question_personages_variant').on(t.variantId),
    check('question_personages_number', sql`${t.personageNumber} between 1 and 4`),
  ],
);

export const questionDuolingos = pgTable(
  'question_duolingos',
  {
    id: serial('id').primaryKey(),
    questionId: fk('question_id', () => questions.id),
    leftAnswer: text('left_answer').notNull(),
    rightAnswer: text('right_answer').notNull(),
    order: integer('order').notNull(),
  },
  (t) => [index('question_duolingos_question').on(t.questionId)],
);

export const questionPairs = pgTable(
  'question_pairs',
  {
    id: serial('id').primaryKey(),
    questionId: fk('question_id', () => questions.id),
    left: text('left').notNull(),
    right: text('right').notNull(),
    order: integer('order').notNull(),
  },
  (t) => [index('question_pairs_question').on(t.questionId)],
);

export const questionImages = pgTable(
  'question_images',
  {
    id: serial('id').primaryKey(),
    questionId: fk('question_id', () => questions.id),
    imageUrl: text('image_url').notNull(),
    order: integer('order').notNull(),
  },
  (t) => [index('question_images_question').on(t.questionId)],
);

export const dictionaryWords = pgTable(
  'dictionary_words',
  {
    id: serial('id').primaryKey(),
    lessonId: fk('lesson_id', () => lessons.id),
    key: text('key').notNull(),
    word: text('word').notNull(),
    translation: text('translation').notNull(),
    imageUrl: text('image_url'),
    audioUrl: text('audio_url'),
    /** The Uzbek translation spoken (the back of the dictionary card). */
    translationAudioUrl: text('translation_audio_url'),
    order: integer('order').notNull(),
  },
  (t) => [
    unique('dictionary_words_lesson_key').on(t.lessonId, t.key),
    index('dictionary_words_lesson').on(t.lessonId),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    gameId: fk('game_id', () => games.id),
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The award's title and text in Uzbek (Latin), shown in the Uzbek interface. */
    titleUz: text('title_uz'),
    descriptionUz: text('description_uz'),
    imageUrl: text('image_url').notNull(),
    order: integer('order').notNull(),
  },
  (t) => [
    unique('achievements_game_key').on(t.gameId, t.key),
    index('achievements_game').on(t.gameId),
  ],
);

/**
 * How the synthesiser says a course text (the pack's `say`, or its `pronunciations` applied):
 * POST /audio speaks `say` for exactly that text and voice. The importer rewrites it.
 */
export const pronunciations = pgTable(
  'pronunciations',
  {
    voice: text('voice').notNull(),
    text: text('text').notNull(),
    say: text('say').notNull(),
  },
  (t) => [primaryKey({ columns: [t.voice, t.text] })],
);

/** One row: the support line and social links the app shows. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    supportPhone: text('support_phone').notNull(),
    telegramLink: text('telegram_link'),
    instagramLink: text('instagram_link'),
    facebookLink: text('facebook_link'),
    youtubeLink: text('youtube_link'),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

/** A course opened for a user who paid (the first lesson of every course is free). */
export const courseAccess = pgTable(
  'course_access',
  {
    id: serial('id').primaryKey(),
    userId: fk('user_id', () => users.id),
    courseId: fk('course_id', () => courses.id),
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('course_access_user_course').on(t.userId, t.courseId),
    index('course_access_course').on(t.courseId),
  ],
);
