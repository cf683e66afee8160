import { ADMIN_ACTIONS } from '@bolajon/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sqlValues } from './check-sql.js';
import { users } from './users.js';

/**
 * Every change support makes to a family (the /admin console and `npm run admin`): who, when,
 * what, the state before and after. Rows are only ever added.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    /** The support person; null when the change came from the command line. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    /** What the change was about in words, e.g. the course's title. */
    subject: text('subject').notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_target').on(t.targetUserId, t.createdAt),
    index('admin_audit_actor').on(t.actorId),
    check('admin_audit_action', sql`${t.action} in ${sqlValues(ADMIN_ACTIONS)}`),
  ],
);
