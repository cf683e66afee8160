import type { AdminFamily, Role } from '@bolajon/contract';
import { MAX_STARS } from '@bolajon/contract/progress-rules';
import type { Transaction } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { AdminRepository, AuditEntry } from './admin.repository.js';

export type RoleChange =
  { outcome: 'unchanged' } | { outcome: 'last-admin' } | { outcome: 'change'; audit: AuditEntry };

/**
 * What a role change does: nothing when the user is unknown (`current` null) or already has the
 * role; refused when it would take the role of the last admin (`admins`: how many there are now);
 * else the change, with its audit entry.
 */
export function roleChange(input: {
  actorId: number | null;
  userId: number;
  current: Role | null;
  wanted: Role;
  admins: number;
}): RoleChange {
  const { current, wanted } = input;
  if (current === null || current === wanted) return { outcome: 'unchanged' };
  if (current === 'admin' && input.admins <= 1) return { outcome: 'last-admin' };
  return {
    outcome: 'change',
    audit: {
      actorId: input.actorId,
      targetUserId: input.userId,
      action: 'role.set',
      subject: 'role',
      before: current,
      after: wanted,
    },
  };
}

/** How the audit log writes the editor flag: "editor" or "none". */
export const editorState = (editor: boolean) => (editor ? 'editor' : 'none');

/**
 * The audit entry of granting (`wanted` true) or taking the course editor flag (ADR 0041); null
 * when nothing changes: no such user (`current` null) or the flag already so.
 */
export function editorChange(input: {
  actorId: number | null;
  userId: number;
  current: boolean | null;
  wanted: boolean;
}): AuditEntry | null {
  if (input.current === null || input.current === input.wanted) return null;
  return {
    actorId: input.actorId,
    targetUserId: input.userId,
    action: 'editor.set',
    subject: 'editor',
    before: editorState(input.current),
    after: editorState(input.wanted),
  };
}

/** The audit entry of a course opened or closed; null when it already was so: nothing changed. */
export function courseAccessAudit(input: {
  actorId: number | null;
  userId: number;
  courseTitle: string;
  open: boolean;
  wasOpen: boolean;
}): AuditEntry | null {
  if (input.wasOpen === input.open) return null;
  const state = (open: boolean) => (open ? 'open' : 'closed');
  return {
    actorId: input.actorId,
    targetUserId: input.userId,
    action: input.open ? 'course.open' : 'course.close',
    subject: input.courseTitle,
    before: state(input.wasOpen),
    after: state(input.open),
  };
}

export interface AdminServiceDeps {
  repo: AdminRepository;
  transaction: Transaction;
  now?: () => Date;
}

/** The support console's rules, and the command line's (cli/admin.ts): one service for both. */
export function createAdminService(deps: AdminServiceDeps) {
  const { repo, transaction } = deps;
  const now = deps.now ?? (() => new Date());

  /** The family's page: who, their courses with progress and access, the audit log. */
  async function family(userId: number): Promise<AdminFamily> {
    const [summary, progress, grants, audit] = await Promise.all([
      repo.family(userId),
      repo.courseProgress(userId),
      repo.grants(userId),
      repo.auditOf(userId),
    ]);
    if (!summary) throw notFound('Family not found');
    const grantOf = new Map(grants.map((g) => [g.courseId, g]));
    return {
      ...summary,
      courses: progress.map((course) => {
        const grant = grantOf.get(course.id);
        return {
          ...course,
          open: grant !== undefined,
          grantedAt: grant?.grantedAt.toISOString() ?? null,
          grantedBy: grant?.grantedBy ?? null,
          starsMax: course.gamesTotal * MAX_STARS,
        };
      }),
      audit,
    };
  }

  /**
   * Opens or closes a course for a family and records it, in one transaction; nothing is recorded
   * when the course already was so. `actorId` null: the command line.
   */
  async function openCourse(input: {
    actorId: number | null;
    grantedBy: string;
    userId: number;
    course: { id: number; title: string };
    open: boolean;
  }): Promise<{ changed: boolean }> {
    return transaction(async (tx) => {
      const { userId, course, open, grantedBy } = input;
      const { wasOpen } = await repo.setCourseOpen(
        { userId, courseId: course.id, open, grantedBy },
        tx,
      );
      const entry = courseAccessAudit({
        actorId: input.actorId,
        userId,
        courseTitle: course.title,
        open,
        wasOpen,
      });
      if (entry) await repo.recordChange(entry, tx);
      return { changed: entry !== null };
    });
  }

  /**
   * Sets a user's role and records it, in one transaction (nothing when it already is so). The
   * admins' rows are locked first, so two admins taking each other's role at once cannot leave
   * nobody: the last admin stays (`lastAdmin`). `actorId` null: the command line.
   */
  async function changeRole(input: {
    actorId: number | null;
    userId: number;
    role: Role;
  }): Promise<{ changed: boolean; lastAdmin: boolean }> {
    return transaction(async (tx) => {
      const admins = await repo.lockAdmins(tx);
      const change = roleChange({
        actorId: input.actorId,
        userId: input.userId,
        current: await repo.lockRoleOf(input.userId, tx),
        wanted: input.role,
        admins: admins.length,
      });
      if (change.outcome !== 'change') {
        return { changed: false, lastAdmin: change.outcome === 'last-admin' };
      }
      await repo.setRoleOf(input.userId, input.role, now(), tx);
      await repo.recordChange(change.audit, tx);
      return { changed: true, lastAdmin: false };
    });
  }

  /**
   * Grants or takes the course editor flag and records it, in one transaction (nothing when it
   * already is so). Unlike the role, no last editor is kept: admins can always grant it again.
   */
  async function changeEditor(input: {
    actorId: number | null;
    userId: number;
    editor: boolean;
  }): Promise<{ changed: boolean }> {
    return transaction(async (tx) => {
      const entry = editorChange({
        actorId: input.actorId,
        userId: input.userId,
        current: await repo.lockEditorOf(input.userId, tx),
        wanted: input.editor,
      });
      if (!entry) return { changed: false };
      await repo.setEditorOf(input.userId, input.editor, now(), tx);
      await repo.recordChange(entry, tx);
      return { changed: true };
    });
  }

  return {
    /**
     * 403 unless the user is an admin as the database says now: a role taken away counts at once,
     * not when the access token runs out.
     */
    async requireAdmin(userId: number) {
      if ((await repo.roleOf(userId)) !== 'admin') throw forbidden('Administrators only');
    },

    search: (digits: string) => repo.search(digits),

    family,

    async setCourseOpen(actorId: number, userId: number, courseId: number, open: boolean) {
      const [target, course, actor] = await Promise.all([
        repo.family(userId),
        repo.course({ id: courseId }),
        repo.family(actorId),
      ]);
      if (!target) throw notFound('Family not found');
      if (!course) throw notFound('Course not found');
      await openCourse({
        actorId,
        grantedBy: `support ${actor?.phone ?? `#${actorId}`}`,
        userId,
        course,
        open,
      });
      return family(userId);
    },

    async setRole(actorId: number, userId: number, role: Role) {
      if (actorId === userId && role !== 'admin') {
        throw badRequest('role: you cannot take away your own admin role; ask another admin');
      }
      if (!(await repo.family(userId))) throw notFound('Family not found');
      const { lastAdmin } = await changeRole({ actorId, userId, role });
      if (lastAdmin) throw badRequest('role: this is the last admin; make another admin first');
      return family(userId);
    },

    /** PUT /admin/users/{id}/editor: the family's page after the change; 404 for no such user. */
    async setEditor(actorId: number, userId: number, editor: boolean) {
      if (!(await repo.family(userId))) throw notFound('User not found');
      await changeEditor({ actorId, userId, editor });
      return family(userId);
    },

    openCourse,
    changeRole,
    changeEditor,

    /** The command line's lookups: a user by phone (confirmed or not), a course by id or key. */
    userByPhone: (phone: string) => repo.userByPhone(phone),
    course: (ref: { id: number } | { key: string }) => repo.course(ref),
    courses: () => repo.courses(),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
