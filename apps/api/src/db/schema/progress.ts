import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { dictionaryWords } from './content.js';
import { users } from './users.js';

/** A learner's mark on a dictionary word and its review schedule (DESIGN.md section 3). */
export const userDictionary = pgTable(
  'user_dictionary',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wordId: integer('word_id')
      .notNull()
      .references(() => dictionaryWords.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['learned', 'unlearned'] }).notNull(),
    /** Index into the review intervals (1, 3, 7, 16, 35 days). */
    step: integer('step').notNull().default(0),
    dueOn: date('due_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_dictionary_user_word').on(t.userId, t.wordId),
    index('user_dictionary_word').on(t.wordId),
    check('user_dictionary_state', sql`${t.state} in ('learned', 'unlearned')`),
  ],
);
