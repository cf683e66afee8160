import {
  ADMIN_SEARCH_LIMIT,
  type AdminAction,
  type AdminAuditEntry,
  type AdminFamilySummary,
  type Role,
} from '@bolajon/contract';
import { and, asc, desc, eq, isNotNull, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  adminAudit,
  blocks,
  courses,
  games,
  lessons,
  modules,
  userGames,
  users,
} from '../../db/schema/index.js';
import type { CourseAccessRepository } from '../access/course-access.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const lastActiveDay = sql<
  string | null
>`(select max(d.day)::text from user_days d where d.user_id = ${users.id})`;

const summaryColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  role: users.role,
  age: users.age,
  createdAt: users.createdAt,
  lastActiveDay,
};

type SummaryRow = {
  id: number;
  name: string;
  phone: string;
  role: Role;
  age: number | null;
  createdAt: Date;
  lastActiveDay: string | null;
};
const toSummary = (row: SummaryRow): AdminFamilySummary & { age: number | null } => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export function createAdminRepository(db: Db, access: CourseAccessRepository) {
  async function audit(
    tx: Db | Tx,
    entry: {
      actorId: number | null;
      targetUserId: number;
      action: AdminAction;
      subject: string;
      before: string;
      after: string;
    },
  ) {
    await tx.insert(adminAudit).values(entry);
  }

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

    /** Every course with the family's progress in it: one query. */
    courseProgress(userId: number) {
      return db
        .select({
          id: courses.id,
          title: courses.title,
          gamesTotal: sql<number>`count(${games.id})::int`,
          gamesCompleted: sql<number>`count(${userGames.completedAt})::int`,
          stars: sql<number>`coalesce(sum(${userGames.stars}), 0)::int`,
        })
        .from(courses)
        .leftJoin(modules, eq(modules.courseId, courses.id))
        .leftJoin(blocks, eq(blocks.moduleId, modules.id))
        .leftJoin(lessons, eq(lessons.blockId, blocks.id))
        .leftJoin(games, eq(games.lessonId, lessons.id))
        .leftJoin(userGames, and(eq(userGames.gameId, games.id), eq(userGames.userId, userId)))
        .groupBy(courses.id)
        .orderBy(asc(courses.order), asc(courses.id));
    },

    async course(courseId: number) {
      const [row] = await db
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(eq(courses.id, courseId));
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

    /**
     * Opens or closes a course for a family and records it, in one transaction; nothing is
     * recorded when the course was already so.
     */
    async setCourseOpen(input: {
      actorId: number | null;
      grantedBy: string;
      userId: number;
      course: { id: number; title: string };
      open: boolean;
    }) {
      return db.transaction(async (tx) => {
        const { wasOpen } = await access.setOpen(
          {
            userId: input.userId,
            courseId: input.course.id,
            open: input.open,
            grantedBy: input.grantedBy,
          },
          tx,
        );
        if (wasOpen === input.open) return { changed: false };
        await audit(tx, {
          actorId: input.actorId,
          targetUserId: input.userId,
          action: input.open ? 'course.open' : 'course.close',
          subject: input.course.title,
          before: wasOpen ? 'open' : 'closed',
          after: input.open ? 'open' : 'closed',
        });
        return { changed: true };
      });
    },

    /**
     * Sets a family's role and records it, in one transaction (nothing when it is already so).
     * The admins' rows are locked first, so two admins taking each other's role at once cannot
     * leave nobody: the last admin stays (`lastAdmin`).
     */
    async setRole(input: { actorId: number | null; userId: number; role: Role }) {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'admin'))
          .orderBy(asc(users.id))
          .for('update');
        const [row] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, input.userId))
          .for('update');
        if (!row) return { changed: false, lastAdmin: false };
        if (row.role === input.role) return { changed: false, lastAdmin: false };
        if (row.role === 'admin' && admins.length <= 1) return { changed: false, lastAdmin: true };
        await tx
          .update(users)
          .set({ role: input.role, updatedAt: new Date() })
          .where(eq(users.id, input.userId));
        await audit(tx, {
          actorId: input.actorId,
          targetUserId: input.userId,
          action: 'role.set',
          subject: 'role',
          before: row.role,
          after: input.role,
        });
        return { changed: true, lastAdmin: false };
      });
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
