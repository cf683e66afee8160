import type { Question, Settings } from '@bolajon/contract';
import { courseLocked, notFound } from '../../errors.js';
import { lessonIsOpen, type CourseAccessRepository } from '../access/course-access.js';
import type { CachedContent } from '../content-cache/content-cache.js';
import type { CachedCatalogue } from './catalogue.cache.js';
import type { LessonInCourse } from './catalogue.repository.js';

/**
 * The catalogue's reads. Content comes from the content cache (`catalogue`); who may open it is
 * checked against the user's opened courses, read on every call.
 */
export function createCatalogueService(catalogue: CachedCatalogue, access: CourseAccessRepository) {
  const { repo, entries, cache } = catalogue;

  /**
   * The lessons the user can open, in course order, by id, each with its place in that order
   * (two queries side by side).
   */
  async function openLessons(
    userId: number,
  ): Promise<Map<number, LessonInCourse & { index: number }>> {
    const [lessons, openCourses] = await Promise.all([
      repo.lessonsInOrder(),
      access.openCourseIds(userId),
    ]);
    const open = new Map<number, LessonInCourse & { index: number }>();
    lessons.forEach((lesson, index) => {
      if (lessonIsOpen(lesson, openCourses)) open.set(lesson.id, { ...lesson, index });
    });
    return open;
  }

  /**
   * 404 for a lesson that does not exist, 403 COURSE_LOCKED for one in a course not open to the
   * user — every read of locked content and every answer to it goes through here.
   */
  async function requireOpenLesson(userId: number, lessonId: number, what: string) {
    // The lesson's course (cached) next to the user's opened courses, read on every call.
    const [, openCourses] = await Promise.all([
      repo.lessonsOfCourseOf(lessonId),
      access.openCourseIds(userId),
    ]);
    return requireOpenLessonGiven(openCourses, lessonId, what);
  }

  /**
   * {@link requireOpenLesson} for a caller that read the user's opened courses itself, in a
   * statement of its own (the answer path reads them with the rest of the user's state).
   */
  async function requireOpenLessonGiven(
    openCourses: ReadonlySet<number>,
    lessonId: number,
    what: string,
  ) {
    // Only the lesson's own course decides (its first lesson is the free one).
    const lessons = await repo.lessonsOfCourseOf(lessonId);
    const lesson = lessons.find((l) => l.id === lessonId);
    if (!lesson) throw notFound(`${what} not found`);
    if (!lessonIsOpen(lesson, openCourses)) {
      throw courseLocked(
        `This ${what.toLowerCase()} is in a course that is not open yet; contact support to buy it`,
      );
    }
    return { courseId: lesson.courseId, path: lesson.path };
  }

  /** The game (cached), if it exists and its course is open to the user. */
  async function openGame(userId: number, gameId: number) {
    const { value } = await entries.game(gameId);
    if (!value) throw notFound('Game not found');
    await requireOpenLesson(userId, value.lessonId, 'Game');
    return { value };
  }

  /** The game as the API gives it (a cached entry, with its ETag), when it is open to the user. */
  async function gameWithEtag(userId: number, gameId: number) {
    await openGame(userId, gameId);
    // Read again inside the load, so the answer is made from the game of the entry's version.
    return cache.get(`game-response:${gameId}`, async () => {
      const { value } = await entries.game(gameId);
      if (!value) throw notFound('Game not found');
      const { lessonId: _lessonId, ...rest } = value;
      return rest;
    });
  }

  return {
    async lessons(userId: number) {
      return [...(await openLessons(userId)).values()].map((l) => ({
        id: l.id,
        title: l.title,
        titleUz: l.titleUz,
      }));
    },

    openLessons,

    /** The lesson's words (with its ETag), when the lesson is open to the user. */
    async lessonWithDictionaries(userId: number, lessonId: number) {
      await requireOpenLesson(userId, lessonId, 'Lesson');
      return cache.get(`lesson-with-dictionaries:${lessonId}`, async () => {
        const [path, words] = await Promise.all([
          repo.lessonPath(lessonId),
          repo.wordsOfLesson(lessonId),
        ]);
        if (!path) throw notFound('Lesson not found');
        return {
          id: path.id,
          title: path.title,
          titleUz: path.titleUz,
          dictionaries: words.map((w) => ({ ...w, lesson: path })),
        };
      });
    },

    gameWithEtag,

    async game(userId: number, gameId: number) {
      return (await gameWithEtag(userId, gameId)).value;
    },

    requireOpenLesson,
    requireOpenLessonGiven,

    /** The game's questions (with their ETag), when the game is open to the user. */
    async questions(userId: number, gameId: number): Promise<CachedContent<Question[]>> {
      await openGame(userId, gameId);
      return entries.questions(gameId);
    },

    async settings(): Promise<CachedContent<Settings>> {
      const entry = await entries.settings();
      if (!entry.value) throw notFound('Settings are not set yet; import a content pack');
      return entry as CachedContent<Settings>;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
