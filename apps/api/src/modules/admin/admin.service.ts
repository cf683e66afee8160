import type { AdminFamily, Role } from '@bolajon/contract';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { AdminRepository } from './admin.repository.js';

export function createAdminService(repo: AdminRepository) {
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
          starsMax: course.gamesTotal * 3,
        };
      }),
      audit,
    };
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
        repo.course(courseId),
        repo.family(actorId),
      ]);
      if (!target) throw notFound('Family not found');
      if (!course) throw notFound('Course not found');
      await repo.setCourseOpen({
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
      const { lastAdmin } = await repo.setRole({ actorId, userId, role });
      if (lastAdmin) throw badRequest('role: this is the last admin; make another admin first');
      return family(userId);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
