import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sqlValues } from './check-sql.js';
import { blocks, courses, lessons } from './content.js';
import { users } from './users.js';

/*
 * The course studio's drafts and publishes (ADR 0044). A draft is a lesson in the content pack's
 * own shape (`packLessonSchema`, media as `/media/...` URLs): learners never read this table;
 * publishing imports it into the catalogue with the pack importer's sync.
 */

export const studioDrafts = pgTable(
  'studio_drafts',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    blockId: integer('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    /** The published lesson it edits; null for a lesson not published yet. */
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    /** The lesson's key in its block (its `key` in `data`). */
    lessonKey: text('lesson_key').notNull(),
    data: jsonb('data').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One draft a lesson: by its row once published, by its key in the block before.
    unique('studio_drafts_lesson').on(t.lessonId),
    unique('studio_drafts_block_key').on(t.blockId, t.lessonKey),
  ],
);

/** What an audit row records (ADR 0046): a studio change, or a pack import (the guard's mark). */
export const STUDIO_CHANGE_KINDS = ['publish', 'delete', 'reorder', 'import'] as const;
export type StudioChangeKind = (typeof STUDIO_CHANGE_KINDS)[number];

/**
 * Every publish, delete and reorder: who, which lesson (a reorder: its block's key path), what
 * changed in counts; and every pack import (`kind = 'import'`, no lesson: the pack's course
 * keys), so content:import knows which studio edits came after the last one. Rows are only ever
 * added; the key path stays readable after the lesson is gone.
 */
export const studioPublishes = pgTable(
  'studio_publishes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: STUDIO_CHANGE_KINDS }).notNull().default('publish'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    /** course/module/block/lesson keys, e.g. `ru-kids/basics/hello/greetings`. */
    lessonPath: text('lesson_path').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    deleted: integer('deleted').notNull(),
    unchanged: integer('unchanged').notNull(),
    /** The content version the publish made (unchanged when nothing changed). */
    contentVersion: integer('content_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('studio_publishes_lesson').on(t.lessonId, t.createdAt),
    index('studio_publishes_actor').on(t.actorId),
    check(
      'studio_publishes_counts',
      sql`${t.created} >= 0 and ${t.updated} >= 0 and ${t.deleted} >= 0 and ${t.unchanged} >= 0`,
    ),
    check('studio_publishes_kind', sql`${t.kind} in ${sqlValues(STUDIO_CHANGE_KINDS)}`),
  ],
);
