import { AGE_MAX, AGE_MIN, AVATARS, ROLES } from '@bolajon/contract';
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
import { sqlNumber, sqlValues } from './check-sql.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    age: integer('age'),
    avatar: text('avatar', { enum: AVATARS }).notNull().default('boy'),
    role: text('role', { enum: ROLES }).notNull().default('learner'),
    /** Set when the first code sent to this phone is confirmed; until then registration is pending. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'users_age_range',
      sql`${t.age} is null or (${t.age} between ${sqlNumber(AGE_MIN)} and ${sqlNumber(AGE_MAX)})`,
    ),
    check('users_role', sql`${t.role} in ${sqlValues(ROLES)}`),
    check('users_avatar', sql`${t.avatar} in ${sqlValues(AVATARS)}`),
  ],
);

export const userDays = pgTable(
  'user_days',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC calendar date the user was active. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_days_user_day').on(t.userId, t.day), index('user_days_user').on(t.userId)],
);

/** The onboarding questionnaire's answers: one record per user, a second save replaces it. */
export const userOnboarding = pgTable(
  'user_onboarding',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    age: integer('age').notNull(),
    /** Reasons joined by ", ", as spec section 3 stores them. */
    whyLearning: text('why_learning').notNull(),
    degree: text('degree').notNull(),
    skills: text('skills').array().notNull(),
    time: text('time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_onboarding_user').on(t.userId),
    check(
      'user_onboarding_age_range',
      sql`${t.age} between ${sqlNumber(AGE_MIN)} and ${sqlNumber(AGE_MAX)}`,
    ),
  ],
);
