import type { StudioPublishLoss } from '@bolajon/contract';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import type {
  DeletedItems,
  PublishedItems,
  PublishLossRepository,
} from './publish-loss.repository.js';
import type { StudioRepository } from './studio.repository.js';

/*
 * What publishing a draft would take from learners (issue 23). The publish's sync (`syncLesson`,
 * import-pack.ts) matches the draft with the published lesson by key — words and games under the
 * lesson, questions under their game — and deletes every published item whose key the draft no
 * longer has, learners' rows with it. A key renamed in the editor is such a delete (and a new
 * item). This counts it beforehand, matching the same way.
 */

/** The keys of a saved draft: what the sync matches by (the rest of the lesson is not read). */
const draftKeysSchema = z.object({
  words: z.array(z.object({ key: z.string() })),
  games: z.array(z.object({ key: z.string(), questions: z.array(z.object({ key: z.string() })) })),
});
export type DraftKeys = z.infer<typeof draftKeysSchema>;

/** The published items the draft's publish would delete, and the keys to name them by. */
export interface Removal extends DeletedItems {
  gameKeys: string[];
  wordKeys: string[];
}

/**
 * The published items whose key the draft no longer has: games by key, questions of the games
 * that stay by question key (a removed game's questions go with it and are not listed again),
 * words by key — the sync's own matching.
 */
export function removedByPublish(draft: DraftKeys, published: PublishedItems): Removal {
  const gameKeys = new Set(draft.games.map((g) => g.key));
  const questionKeys = new Map(
    draft.games.map((g) => [g.key, new Set(g.questions.map((q) => q.key))]),
  );
  const wordKeys = new Set(draft.words.map((w) => w.key));
  const games = published.games.filter((g) => !gameKeys.has(g.key));
  const words = published.words.filter((w) => !wordKeys.has(w.key));
  const questionIds = published.questions
    .filter((q) => {
      const kept = questionKeys.get(q.gameKey);
      return kept !== undefined && !kept.has(q.key);
    })
    .map((q) => q.id);
  return {
    gameIds: games.map((g) => g.id),
    gameKeys: games.map((g) => g.key),
    questionIds,
    wordIds: words.map((w) => w.id),
    wordKeys: words.map((w) => w.key),
  };
}

export interface PublishLossDeps {
  studio: StudioRepository;
  repo: PublishLossRepository;
}

export function createPublishLossService({ studio, repo }: PublishLossDeps) {
  return {
    /** What publishing the lesson's saved draft would delete of learners' work; 404 without a draft. */
    async lessonDraftLoss(lessonId: number): Promise<StudioPublishLoss> {
      if (!(await studio.lessonPlace(lessonId))) throw notFound('No such lesson');
      const draft = await studio.draftOfLesson(lessonId);
      if (!draft) throw notFound('The lesson has no draft');
      // A saved draft passed the importer's checks, keys included: this only reads them.
      const keys = draftKeysSchema.parse(draft.data);
      const removal = removedByPublish(keys, await repo.publishedItems(lessonId));
      const rows = await repo.learnerRows(removal);
      return {
        ...rows,
        games: removal.gameKeys,
        questions: removal.questionIds.length,
        words: removal.wordKeys,
      };
    },
  };
}

export type PublishLossService = ReturnType<typeof createPublishLossService>;
