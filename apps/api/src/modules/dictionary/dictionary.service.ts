import {
  wordMarkSchema,
  type DictionaryRecord,
  type RandomWordResponse,
  type WordMark,
} from '@bolajon/contract';
import type { Learner } from '../../plugins/auth.js';
import type { Transaction } from '../../db/client.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { notFound } from '../../errors.js';
import { keyedWrite } from '../request-keys/keyed-write.js';
import type { RequestKeysRepository } from '../request-keys/request-keys.repository.js';
import type { DictionaryRepository } from './dictionary.repository.js';
import { applyMark, pickReviewWord, utcDay, type Mark, type MarkState } from './schedule.js';

/**
 * The mark a new mark is applied to (schedule.ts applyMark): none for a row without a due day —
 * the row the mark's transaction has just made, or one written by hand: a first mark.
 */
export function previousMark(row: {
  state: MarkState;
  step: number;
  dueOn: string | null;
}): Mark | null {
  return row.dueOn === null ? null : { state: row.state, step: row.step, dueOn: row.dueOn };
}

/**
 * The mark the review schedule sees on a word (schedule.ts pickReviewWord): none when the user
 * has no row for it (`state` null); a mark without a due day (written by hand) is due now.
 */
export function reviewMark(row: {
  state: MarkState | null;
  step: number | null;
  dueOn: string | null;
}): Mark | null {
  if (row.state === null) return null;
  return { state: row.state, step: row.step ?? 0, dueOn: row.dueOn ?? '0000-01-01' };
}

export interface DictionaryServiceDeps {
  dictionary: DictionaryRepository;
  /** The keys of marks sent with an Idempotency-Key (ADR 0050). */
  requestKeys: RequestKeysRepository;
  catalogue: CatalogueService;
  transaction: Transaction;
  now?: () => Date;
}

export function createDictionaryService(deps: DictionaryServiceDeps) {
  const { dictionary, catalogue, transaction } = deps;
  const now = deps.now ?? (() => new Date());

  async function records(learner: Learner, state: MarkState): Promise<DictionaryRecord[]> {
    const [open, rows] = await Promise.all([
      catalogue.openLessons(learner.familyId),
      dictionary.records(learner.childId, state),
    ]);
    return rows
      .filter((row) => open.has(row.lessonId))
      .map(({ id, dictionaryId, lessonId: _lessonId, ...word }) => ({
        id,
        dictionaryId,
        dictionary: word,
      }));
  }

  async function mark(
    learner: Learner,
    wordId: number,
    state: MarkState,
    idempotencyKey?: string,
  ): Promise<WordMark> {
    const word = await dictionary.wordById(wordId);
    if (!word) throw notFound('Word not found');
    await catalogue.requireOpenLesson(learner.familyId, word.lessonId, 'Word');
    const at = now();
    // The user's row for the word is locked while the mark moves its review (schedule.ts): two
    // marks at once leave one row, the second applied to what the first wrote.
    // With a key, a repeat answers the first mark and moves the review no further (ADR 0050).
    return keyedWrite(
      { transaction, requestKeys: deps.requestKeys, now: () => at },
      {
        childId: learner.childId,
        key: idempotencyKey,
        route: `POST /api/user-dictionary/mark-${state}`,
        body: [wordId],
        parse: (stored) => wordMarkSchema.parse(stored),
      },
      async (tx) => {
        const stored = await dictionary.lockMark({ childId: learner.childId, wordId, state }, tx);
        const next = applyMark(previousMark(stored), state, utcDay(at));
        const row = await dictionary.writeMark(stored.id, next, at, tx);
        return { id: row.id, dictionaryId: row.wordId, state: row.state, dueOn: row.dueOn! };
      },
    );
  }

  return {
    /**
     * The next word to review among the words of lessons the user can open (schedule.ts), not
     * the one on the screen (`exclude`): three queries side by side, whatever the number of words.
     */
    async randomWord(learner: Learner, exclude: number | undefined): Promise<RandomWordResponse> {
      const [open, words] = await Promise.all([
        catalogue.openLessons(learner.familyId),
        dictionary.wordsWithMarks(learner.childId),
      ]);
      const candidates = words
        .filter((w) => open.has(w.lessonId))
        .map(({ state, step, dueOn, ...word }) => ({
          ...word,
          mark: reviewMark({ state, step, dueOn }),
        }));
      // Course order: the lesson's place, then the word's place in its lesson.
      const position = (w: (typeof candidates)[number]) =>
        open.get(w.lessonId)!.index * 100_000 + w.order;
      const pick = pickReviewWord(
        candidates.map((w) => ({
          wordId: w.id,
          position: position(w),
          mark: w.mark,
          reviewedAt: w.reviewedAt,
        })),
        now(),
        exclude ?? null,
      );
      if (!pick) return null;
      const chosen = candidates.find((w) => w.id === pick.wordId)!;
      const { lessonId, order: _order, mark: wordMark, reviewedAt: _seen, ...word } = chosen;
      return {
        ...word,
        lesson: open.get(lessonId)!.path,
        state: wordMark?.state ?? 'new',
        due: pick.due,
      };
    },

    markLearned: (learner: Learner, wordId: number, idempotencyKey?: string) =>
      mark(learner, wordId, 'learned', idempotencyKey),
    markUnlearned: (learner: Learner, wordId: number, idempotencyKey?: string) =>
      mark(learner, wordId, 'unlearned', idempotencyKey),
    learned: (learner: Learner) => records(learner, 'learned'),
    unlearned: (learner: Learner) => records(learner, 'unlearned'),
  };
}

export type DictionaryService = ReturnType<typeof createDictionaryService>;
