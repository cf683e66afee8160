import { courseLocked, notFound } from '../../errors.js';
import { lessonIsOpen, type CourseAccessRepository } from '../access/course-access.js';
import type { CatalogueRepository, LessonInCourse } from './catalogue.repository.js';

export function createCatalogueService(repo: CatalogueRepository, access: CourseAccessRepository) {
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
    // Only the lesson's own course decides (its first lesson is the free one): one indexed query
    // next to the user's opened courses, not the whole catalogue.
    const [lessons, openCourses] = await Promise.all([
      repo.lessonsOfCourseOf(lessonId),
      access.openCourseIds(userId),
    ]);
    const lesson = lessons.find((l) => l.id === lessonId);
    if (!lesson) throw notFound(`${what} not found`);
    if (!lessonIsOpen(lesson, openCourses)) {
      throw courseLocked(
        `This ${what.toLowerCase()} is in a course that is not open yet; contact support to buy it`,
      );
    }
    return { courseId: lesson.courseId, path: lesson.path };
  }

  /** The game, if it exists and its course is open to the user. */
  async function openGame(userId: number, gameId: number) {
    const game = await repo.gameById(gameId);
    if (!game) throw notFound('Game not found');
    await requireOpenLesson(userId, game.lessonId, 'Game');
    return game;
  }

  return {
    async lessons(userId: number) {
      return [...(await openLessons(userId)).values()].map((l) => ({ id: l.id, title: l.title }));
    },

    openLessons,

    async lessonWithDictionaries(userId: number, lessonId: number) {
      const [{ path }, words] = await Promise.all([
        requireOpenLesson(userId, lessonId, 'Lesson'),
        repo.wordsOfLesson(lessonId),
      ]);
      return {
        id: path.id,
        title: path.title,
        dictionaries: words.map((w) => ({ ...w, lesson: path })),
      };
    },

    async game(userId: number, gameId: number) {
      const { lessonId: _lessonId, ...game } = await openGame(userId, gameId);
      return game;
    },

    requireOpenLesson,

    async questions(userId: number, gameId: number) {
      await openGame(userId, gameId);
      return repo.questionsOfGame(gameId);
    },

    async settings() {
      const settings = await repo.settings();
      if (!settings) throw notFound('Settings are not set yet; import a content pack');
      return settings;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
