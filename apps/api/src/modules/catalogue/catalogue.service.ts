import { courseLocked, notFound } from '../../errors.js';
import type { CatalogueRepository } from './catalogue.repository.js';

export function createCatalogueService(repo: CatalogueRepository) {
  /**
   * 404 for a lesson that does not exist, 403 COURSE_LOCKED for one in a course not open to the
   * user — every read of locked content and every answer to it goes through here.
   */
  async function requireOpenLesson(userId: number, lessonId: number, what: string) {
    const access = await repo.lessonAccess(userId, lessonId);
    if (!access) throw notFound(`${what} not found`);
    if (!access.open) {
      throw courseLocked(
        `This ${what.toLowerCase()} is in a course that is not open yet; contact support to buy it`,
      );
    }
    return access;
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
      const [lessons, openCourses] = await Promise.all([
        repo.lessonsInOrder(),
        repo.openCourseIds(userId),
      ]);
      return lessons
        .filter((l) => l.isFirstOfCourse || openCourses.has(l.courseId))
        .map((l) => ({ id: l.id, title: l.title }));
    },

    async lessonWithDictionaries(userId: number, lessonId: number) {
      await requireOpenLesson(userId, lessonId, 'Lesson');
      const [path, words] = await Promise.all([
        repo.lessonPath(lessonId),
        repo.wordsOfLesson(lessonId),
      ]);
      if (!path) throw notFound('Lesson not found');
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
