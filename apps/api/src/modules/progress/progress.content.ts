import { previousGameIds } from '@bolajon/contract/progress-rules';
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
  /** The game before each game in its course's order, as the map's statuses read it. */
  const previousGames = () =>
    cache.value('previous-games', async () => previousGameIds(await catalogue.courseTree()));

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
