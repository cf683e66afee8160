import { AGE_MAX, AGE_MIN, AVATARS, ROLES } from '@bolajon/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

/**
 * A phone account: a family (ADR 0036). Its learners are its children; `name` is the name given
 * at registration (the first child's).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('learner'),
    /**
     * A course editor (ADR 0041): the studio is open to this account. A flag beside the role, so
     * support staff and parents may be editors too.
     */
    editor: boolean('editor').notNull().default(false),
    /** scrypt of the parent's 4-digit PIN with its salt ("salt:hash", hex); null: no PIN. */
    parentPinHash: text('parent_pin_hash'),
    /** Wrong gate answers in a row (ADR 0036); the third locks the gate until gateLockedUntil. */
    gateMisses: integer('gate_misses').notNull().default(0),
    gateLockedUntil: timestamp('gate_locked_until', { withTimezone: true }),
    /** Set when the first code sent to this phone is confirmed; until then registration is pending. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_role', sql`${t.role} in ${sqlValues(ROLES)}`)],
);

/**
 * A learner: one of a family's 1–6 children. Everything a learner owns (answers, rounds, stars,
 * awards, days, dictionary marks, onboarding) is keyed by the child (ADR 0036).
 */
export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    age: integer('age'),
    avatar: text('avatar', { enum: AVATARS }).notNull().default('boy'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('children_user').on(t.userId),
    check(
      'children_age_range',
      sql`${t.age} is null or (${t.age} between ${sqlNumber(AGE_MIN)} and ${sqlNumber(AGE_MAX)})`,
    ),
    check('children_avatar', sql`${t.avatar} in ${sqlValues(AVATARS)}`),
  ],
);

export const userDays = pgTable(
  'user_days',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The UTC calendar date the user was active. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_days_user_day').on(t.childId, t.day), index('user_days_user').on(t.childId)],
);

/** The onboarding questionnaire's answers: one record per child, a second save replaces it. */
export const userOnboarding = pgTable(
  'user_onboarding',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
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
    unique('user_onboarding_user').on(t.childId),
    check(
      'user_onboarding_age_range',
      sql`${t.age} between ${sqlNumber(AGE_MIN)} and ${sqlNumber(AGE_MAX)}`,
    ),
  ],
);
