import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The catalogue's version: one row the content importer bumps in the transaction that changes
 * the catalogue. API processes cache content reads keyed by it (ADR 0018) and read it with one
 * tiny query at most once a second, so every process sees an import. No row yet reads as 0.
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)],
);
