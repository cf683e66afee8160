import type { ContentCache } from '../content-cache/content-cache.js';
import type { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import type { ProgressRepository } from './progress.repository.js';

/**
 * The content that progress calls read, from the content cache (ADR 0018): a question with what
 * its judge needs, a game's scoring (question count, achievements, the game before it in course
 * order), duolingo items and the achievements catalogue. Read once per content version; the
 * user's progress and access never go in here.
 */
export function cacheProgressContent(
  progress: ProgressRepository,
  catalogue: CatalogueRepository,
  cache: ContentCache,
) {
  /** The game before each game in its course's order (the map's order: one rule for both). */
  const previousGames = () =>
    cache.value('previous-games', async () => {
      const previous = new Map<number, number | null>();
      const lastInCourse = new Map<number, number>();
      for (const lesson of await catalogue.courseTree()) {
        for (const game of lesson.games) {
          previous.set(game.id, lastInCourse.get(lesson.courseId) ?? null);
          lastInCourse.set(lesson.courseId, game.id);
        }
      }
      return previous;
    });

  return {
    questionForJudging: (questionId: number) =>
      cache.value(`judge:${questionId}`, () => progress.questionForJudging(questionId)),

    /** What scoring an answer to the game needs; `previousGameId` null for a course's first. */
    async gameScoring(gameId: number) {
      const [scoring, previous] = await Promise.all([
        cache.get(`scoring:${gameId}`, () => progress.gameScoring(gameId)),
        previousGames(),
      ]);
      return { ...scoring.value, previousGameId: previous.get(gameId) ?? null };
    },

    duolingoItem: (id: number) => cache.value(`duolingo:${id}`, () => progress.duolingoItem(id)),

    achievementsWithPath: () => cache.value('achievements', () => progress.achievementsWithPath()),
  };
}

export type ProgressContent = ReturnType<typeof cacheProgressContent>;
