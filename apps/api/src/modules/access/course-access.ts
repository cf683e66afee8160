import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { courseAccess } from '../../db/schema/index.js';

/**
 * Who may open what (DESIGN.md section 4) — the one place the rule is written:
 * the first lesson of every course is free to everyone; every other lesson opens when support
 * has opened its course for the family (a `course_access` row, written only through
 * {@link createCourseAccessRepository}). Every read that filters lessons, games, words or awards
 * and every answer goes through {@link lessonIsOpen}.
 */
export function lessonIsOpen(
  lesson: { courseId: number; isFirstOfCourse: boolean },
  openCourses: ReadonlySet<number>,
): boolean {
  return lesson.isFirstOfCourse || openCourses.has(lesson.courseId);
}

/**
 * Marks the first lesson of each course in a list of lessons in course order (course, module,
 * block, lesson) — the free one.
 */
export function markFirstOfCourse<T extends { courseId: number }>(
  lessonsInOrder: readonly T[],
): (T & { isFirstOfCourse: boolean })[] {
  const seen = new Set<number>();
  return lessonsInOrder.map((lesson) => {
    const isFirstOfCourse = !seen.has(lesson.courseId);
    seen.add(lesson.courseId);
    return { ...lesson, isFirstOfCourse };
  });
}

export function createCourseAccessRepository(db: Db) {
  /** Prepared once: every content read checks it, so its SQL is not built per request. */
  const openCourses = db
    .select({ courseId: courseAccess.courseId })
    .from(courseAccess)
    .where(eq(courseAccess.userId, sql.placeholder('userId')))
    .prepare('open_courses');

  return {
    /** The courses opened for the user. */
    async openCourseIds(userId: number): Promise<Set<number>> {
      const rows = await openCourses.execute({ userId });
      return new Set(rows.map((r) => r.courseId));
    },

    /** The user's opened courses with when and by whom. */
    grants(userId: number, tx: Db | Tx = db) {
      return tx
        .select({
          courseId: courseAccess.courseId,
          grantedAt: courseAccess.grantedAt,
          grantedBy: courseAccess.grantedBy,
        })
        .from(courseAccess)
        .where(eq(courseAccess.userId, userId));
    },

    /**
     * Opens (or closes) a course for the user; opening twice keeps the first grant. Returns
     * whether the course was open before.
     */
    async setOpen(
      input: { userId: number; courseId: number; open: boolean; grantedBy: string },
      tx: Db | Tx = db,
    ): Promise<{ wasOpen: boolean }> {
      const where = and(
        eq(courseAccess.userId, input.userId),
        eq(courseAccess.courseId, input.courseId),
      );
      if (input.open) {
        const inserted = await tx
          .insert(courseAccess)
          .values({ userId: input.userId, courseId: input.courseId, grantedBy: input.grantedBy })
          .onConflictDoNothing({ target: [courseAccess.userId, courseAccess.courseId] })
          .returning({ id: courseAccess.id });
        return { wasOpen: inserted.length === 0 };
      }
      const deleted = await tx.delete(courseAccess).where(where).returning({ id: courseAccess.id });
      return { wasOpen: deleted.length > 0 };
    },
  };
}

export type CourseAccessRepository = ReturnType<typeof createCourseAccessRepository>;
