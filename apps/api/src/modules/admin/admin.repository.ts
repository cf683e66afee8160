import {
  ADMIN_SEARCH_LIMIT,
  type AdminAction,
  type AdminAuditEntry,
  type AdminFamilySummary,
  type Role,
} from '@bolajon/contract';
import { and, asc, desc, eq, isNotNull, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import {
  adminAudit,
  blocks,
  courses,
  games,
  lessons,
  modules,
  userGames,
  users,
  children,
} from '../../db/schema/index.js';
import type { CourseAccessRepository } from '../access/course-access.js';

/*
 * Correlated to the outer "users" row by name: in a select from one table Drizzle writes a
 * column without its table, and a bare "id" inside these subqueries would be their own table's.
 */
const lastActiveDay = sql<string | null>`(select max(d.day)::text from user_days d
  join children c on c.id = d.child_id where c.user_id = "users"."id")`;
/** The family's first child's age (ADR 0036: the age is a child's). */
const firstChildAge = sql<number | null>`(select c.age from children c
  where c.user_id = "users"."id" order by c.id limit 1)`;

const summaryColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  role: users.role,
  editor: users.editor,
  age: firstChildAge,
  createdAt: users.createdAt,
  lastActiveDay,
};

type SummaryRow = {
  id: number;
  name: string;
  phone: string;
  role: Role;
  editor: boolean;
  age: number | null;
  createdAt: Date;
  lastActiveDay: string | null;
};
const toSummary = (row: SummaryRow): AdminFamilySummary & { age: number | null } => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** One change support made to a family, as the audit log records it. */
export interface AuditEntry {
  /** Null: the command line (npm run admin). */
  actorId: number | null;
  targetUserId: number;
  action: AdminAction;
  subject: string;
  before: string;
  after: string;
}

export function createAdminRepository(db: Db, access: CourseAccessRepository) {
  return {
    /** The user's role as stored now (a token's claim may be up to 15 minutes old). */
    async roleOf(userId: number): Promise<Role | null> {
      const [row] = await db
        .select({ role: users.role })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.phoneVerifiedAt)));
      return row?.role ?? null;
    },

    /** Signed-up families whose phone holds `digits`, newest first: one query. */
    async search(digits: string) {
      const rows = await db
        .select(summaryColumns)
        .from(users)
        .where(and(isNotNull(users.phoneVerifiedAt), like(users.phone, `%${digits}%`)))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(ADMIN_SEARCH_LIMIT);
      return rows.map((row) => {
        const { age: _age, ...summary } = toSummary(row);
        return summary;
      });
    },

    async family(userId: number) {
      const [row] = await db
        .select(summaryColumns)
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.phoneVerifiedAt)));
      return row ? toSummary(row) : null;
    },

    /** Every course with the family's progress in it (each game at its best child's): one query. */
    courseProgress(userId: number) {
      const familyGames = db
        .select({
          gameId: userGames.gameId,
          stars: sql<number>`max(${userGames.stars})`.as('stars'),
          completedAt: sql<Date | null>`max(${userGames.completedAt})`.as('completed_at'),
        })
        .from(userGames)
        .innerJoin(children, eq(children.id, userGames.childId))
        .where(eq(children.userId, userId))
        .groupBy(userGames.gameId)
        .as('family_games');
      return db
        .select({
          id: courses.id,
          title: courses.title,
          gamesTotal: sql<number>`count(${games.id})::int`,
          gamesCompleted: sql<number>`count(${familyGames.completedAt})::int`,
          stars: sql<number>`coalesce(sum(${familyGames.stars}), 0)::int`,
        })
        .from(courses)
        .leftJoin(modules, eq(modules.courseId, courses.id))
        .leftJoin(blocks, eq(blocks.moduleId, modules.id))
        .leftJoin(lessons, eq(lessons.blockId, blocks.id))
        .leftJoin(games, eq(games.lessonId, lessons.id))
        .leftJoin(familyGames, eq(familyGames.gameId, games.id))
        .groupBy(courses.id)
        .orderBy(asc(courses.order), asc(courses.id));
    },

    /** A course by its id, or by its key (the command line names it either way). */
    async course(ref: { id: number } | { key: string }) {
      const [row] = await db
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where('id' in ref ? eq(courses.id, ref.id) : eq(courses.key, ref.key));
      return row ?? null;
    },

    grants: (userId: number) => access.grants(userId),

    /** The family's audit log, newest first (the last 100 changes). */
    async auditOf(userId: number): Promise<AdminAuditEntry[]> {
      const actor = alias(users, 'actor');
      const rows = await db
        .select({
          id: adminAudit.id,
          at: adminAudit.createdAt,
          actorId: actor.id,
          actorName: actor.name,
          actorPhone: actor.phone,
          action: adminAudit.action,
          subject: adminAudit.subject,
          before: adminAudit.before,
          after: adminAudit.after,
        })
        .from(adminAudit)
        .leftJoin(actor, eq(actor.id, adminAudit.actorId))
        .where(eq(adminAudit.targetUserId, userId))
        .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
        .limit(100);
      return rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor:
          r.actorId === null ? null : { id: r.actorId, name: r.actorName!, phone: r.actorPhone! },
        action: r.action,
        subject: r.subject,
        before: r.before,
        after: r.after,
      }));
    },

    /** A user by phone, whether or not the phone is confirmed yet (the command line's lookup). */
    async userByPhone(phone: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      return row ?? null;
    },

    /** Every course's key and title, in no particular order. */
    courses: () => db.select({ key: courses.key, title: courses.title }).from(courses),

    /** Opens or closes a course for a family (course-access.ts); whether it was open before. */
    setCourseOpen: (
      input: { userId: number; courseId: number; open: boolean; grantedBy: string },
      tx: Db | Tx = db,
    ) => access.setOpen(input, tx),

    async recordChange(entry: AuditEntry, tx: Db | Tx = db) {
      await tx.insert(adminAudit).values(entry);
    },

    /**
     * The admins' ids, locked for the caller's transaction in id order: two role changes at
     * once wait for each other here, so they cannot both take away an admin and leave none.
     */
    async lockAdmins(tx: Tx): Promise<number[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** The user's role, the row locked for the caller's transaction; null when there is no such user. */
    async lockRoleOf(userId: number, tx: Tx): Promise<Role | null> {
      const [row] = await tx
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row?.role ?? null;
    },

    async setRoleOf(userId: number, role: Role, at: Date, tx: Db | Tx = db) {
      await tx.update(users).set({ role, updatedAt: at }).where(eq(users.id, userId));
    },

    /**
     * The signed-up user's editor flag, the row locked for the caller's transaction; null when
     * there is no such user.
     */
    async lockEditorOf(userId: number, tx: Tx): Promise<boolean | null> {
      const [row] = await tx
        .select({ editor: users.editor })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.phoneVerifiedAt)))
        .for('update');
      return row?.editor ?? null;
    },

    async setEditorOf(userId: number, editor: boolean, at: Date, tx: Db | Tx = db) {
      await tx.update(users).set({ editor, updatedAt: at }).where(eq(users.id, userId));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
