import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted per bucket (e.g. `audio:<client address>`) and fixed window, in the database
 * so every api process shares them (DESIGN.md section 2). Old windows are deleted as they age.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pk', columns: [t.bucket, t.windowStart] }),
    index('rate_limit_counters_window').on(t.windowStart),
  ],
);
