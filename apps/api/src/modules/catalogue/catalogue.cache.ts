import type { ContentCache } from '../content-cache/content-cache.js';
import type { CatalogueRepository, LessonInCourse } from './catalogue.repository.js';

/**
 * The catalogue repository served from the content cache (ADR 0018): the same calls, each read
 * once per content version, plus `entries` — the cached reads with their ETags, for the routes
 * that answer If-None-Match. Everything here is content: the user's access and marks are read by
 * their own repositories on every request.
 */
export function cacheCatalogue(repo: CatalogueRepository, cache: ContentCache) {
  /** Every lesson in course order, by id and by course: the access check's tree, read once. */
  const lessonIndex = () =>
    cache.value('lessons', async () => {
      const lessons = await repo.lessonsInOrder();
      const byId = new Map<number, LessonInCourse>();
      const byCourse = new Map<number, LessonInCourse[]>();
      for (const lesson of lessons) {
        byId.set(lesson.id, lesson);
        byCourse.set(lesson.courseId, [...(byCourse.get(lesson.courseId) ?? []), lesson]);
      }
      return { lessons, byId, byCourse };
    });

  const entries = {
    game: (id: number) => cache.get(`game:${id}`, () => repo.gameById(id)),
    questions: (gameId: number) =>
      cache.get(`questions:${gameId}`, () => repo.questionsOfGame(gameId)),
    words: (lessonId: number) => cache.get(`words:${lessonId}`, () => repo.wordsOfLesson(lessonId)),
    settings: () => cache.get('settings', () => repo.settings()),
  };

  const cached: CatalogueRepository = {
    ...repo,
    lessonsInOrder: async () => (await lessonIndex()).lessons,
    async lessonsOfCourseOf(lessonId) {
      const { byId, byCourse } = await lessonIndex();
      const lesson = byId.get(lessonId);
      return lesson ? (byCourse.get(lesson.courseId) ?? []) : [];
    },
    lessonPath: async (lessonId) => (await lessonIndex()).byId.get(lessonId)?.path ?? null,
    courseTree: () => cache.value('course-tree', () => repo.courseTree()),
    gameById: async (id) => (await entries.game(id)).value,
    questionsOfGame: async (gameId) => (await entries.questions(gameId)).value,
    wordsOfLesson: async (lessonId) => (await entries.words(lessonId)).value,
    settings: async () => (await entries.settings()).value,
  };
  return { repo: cached, entries, cache };
}

export type CachedCatalogue = ReturnType<typeof cacheCatalogue>;
