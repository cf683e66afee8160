import type { GameStatus, HomeResponse } from '@bolajon/contract';
import { forbidden, notFound } from '../../errors.js';
import type { CatalogueRepository, LessonInCourse } from './catalogue.repository.js';

/**
 * Status of each game in course order (DESIGN.md section 4): locked when the course is not open
 * to the user (its first lesson always is); otherwise active for the first game of the course or
 * when the game before it is complete; otherwise inactive.
 */
export function gameStatuses(
  lessons: (LessonInCourse & { games: { id: number }[] })[],
  openCourses: Set<number>,
  completed: Set<number>,
): Map<number, GameStatus> {
  const statuses = new Map<number, GameStatus>();
  const previousByCourse = new Map<number, number>();
  for (const lesson of lessons) {
    const open = lesson.isFirstOfCourse || openCourses.has(lesson.courseId);
    for (const game of lesson.games) {
      const previous = previousByCourse.get(lesson.courseId);
      const reachable = previous === undefined || completed.has(previous);
      statuses.set(game.id, !open ? 'locked' : reachable ? 'active' : 'inactive');
      previousByCourse.set(lesson.courseId, game.id);
    }
  }
  return statuses;
}

export function createCatalogueService(repo: CatalogueRepository) {
  async function lessonOpenTo(userId: number, lesson: LessonInCourse) {
    return lesson.isFirstOfCourse || repo.hasCourseAccess(userId, lesson.courseId);
  }

  async function findLesson(id: number) {
    const lesson = (await repo.lessonsInOrder()).find((l) => l.id === id);
    if (!lesson) throw notFound('Lesson not found');
    return lesson;
  }

  /** The game, if it exists and its course is open to the user. */
  async function openGame(userId: number, gameId: number) {
    const game = await repo.gameById(gameId);
    if (!game) throw notFound('Game not found');
    const lesson = await findLesson(game.lessonId);
    if (!(await lessonOpenTo(userId, lesson))) {
      throw forbidden('This game is in a course that is not open yet; contact support to buy it');
    }
    return game;
  }

  return {
    async home(
      userId: number,
      completed: Set<number> = new Set(),
      stars = new Map<number, number>(),
    ): Promise<HomeResponse> {
      const lessons = await repo.lessonsInOrder();
      const [games, openCourses] = await Promise.all([
        repo.gamesOfLessons(lessons.map((l) => l.id)),
        repo.openCourseIds(userId),
      ]);
      const withGames = lessons.map((lesson) => ({
        ...lesson,
        games: games.filter((g) => g.lessonId === lesson.id),
      }));
      const statuses = gameStatuses(withGames, openCourses, completed);
      return {
        lessons: withGames.map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          games: lesson.games.map((g) => ({
            id: g.id,
            stars: stars.get(g.id) ?? 0,
            status: statuses.get(g.id) ?? 'inactive',
          })),
        })),
      };
    },

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
      const lesson = await findLesson(lessonId);
      if (!(await lessonOpenTo(userId, lesson)))
        throw forbidden('This lesson is in a course that is not open yet');
      const words = await repo.wordsOfLesson(lessonId);
      return {
        id: lesson.id,
        title: lesson.title,
        dictionaries: words.map((w) => ({ ...w, lesson: lesson.path })),
      };
    },

    async game(userId: number, gameId: number) {
      const { lessonId: _lessonId, ...game } = await openGame(userId, gameId);
      return game;
    },

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
