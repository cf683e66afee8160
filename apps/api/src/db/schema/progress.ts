import { MARK_STATES } from '@bolajon/contract';
import { MAX_STARS } from '@bolajon/contract/progress-rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sqlNumber, sqlValues } from './check-sql.js';
import { achievements, dictionaryWords, games, lessons, questions } from './content.js';
import { children } from './users.js';

/** A learner's mark on a dictionary word and its review schedule (DESIGN.md section 3). */
export const userDictionary = pgTable(
  'user_dictionary',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    wordId: integer('word_id')
      .notNull()
      .references(() => dictionaryWords.id, { onDelete: 'cascade' }),
    state: text('state', { enum: MARK_STATES }).notNull(),
    /** Index into the review intervals (1, 3, 7, 16, 35 days). */
    step: integer('step').notNull().default(0),
    dueOn: date('due_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_dictionary_user_word').on(t.childId, t.wordId),
    index('user_dictionary_word').on(t.wordId),
    check('user_dictionary_state', sql`${t.state} in ${sqlValues(MARK_STATES)}`),
  ],
);

/** Every answer a user gave, in the round (play-through) it belongs to. */
export const userQuestions = pgTable(
  'user_questions',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_questions_user_game_round').on(t.childId, t.gameId, t.round),
    index('user_questions_question').on(t.questionId),
    index('user_questions_game').on(t.gameId),
  ],
);

/** A user's standing in one game: the round in play and the best complete result. */
export const userGames = pgTable(
  'user_games',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    round: integer('round').notNull().default(1),
    roundComplete: boolean('round_complete').notNull().default(false),
    /** Best share of first answers right in a complete round, 0–100; null before any. */
    bestResult: integer('best_result'),
    stars: integer('stars').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by every stored answer: an answer is written only if the row is still at the version
     * its rules were computed from (ADR 0022), so two answers at once never score one round twice.
     */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    unique('user_games_user_game').on(t.childId, t.gameId),
    index('user_games_game').on(t.gameId),
    check('user_games_stars', sql`${t.stars} between 0 and ${sqlNumber(MAX_STARS)}`),
  ],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_achievements_user_achievement').on(t.childId, t.achievementId),
    index('user_achievements_achievement').on(t.achievementId),
  ],
);

/**
 * A lesson's show-and-say step (its new words, each shown and heard) that a learner has seen
 * through (ADR 0038): the map marks the step done and points past it. Kept once, when first seen.
 */
export const lessonIntrosSeen = pgTable(
  'lesson_intros_seen',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lesson_intros_seen_child_lesson').on(t.childId, t.lessonId),
    index('lesson_intros_seen_lesson').on(t.lessonId),
  ],
);

/**
 * A client's key for a write (the Idempotency-Key header, ADR 0050), per child: the request's
 * fingerprint and the response it got, answered again to a repeat. Written in the same statement
 * as the write; kept at least IDEMPOTENCY_KEY_DAYS, then removed by later keyed writes.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the method, path and body the key was first sent with. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('request_keys_child_key').on(t.childId, t.key),
    index('request_keys_created').on(t.createdAt),
  ],
);
