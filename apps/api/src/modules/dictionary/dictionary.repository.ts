import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dictionaryWords, userDictionary } from '../../db/schema/index.js';
import { applyMark, type Mark, type MarkState } from './schedule.js';

const wordColumns = {
  id: dictionaryWords.id,
  lessonId: dictionaryWords.lessonId,
  word: dictionaryWords.word,
  translation: dictionaryWords.translation,
  imageUrl: dictionaryWords.imageUrl,
  audioUrl: dictionaryWords.audioUrl,
  translationAudioUrl: dictionaryWords.translationAudioUrl,
};

export interface WordWithMark {
  id: number;
  lessonId: number;
  order: number;
  word: string;
  translation: string;
  imageUrl: string | null;
  audioUrl: string | null;
  translationAudioUrl: string | null;
  mark: Mark | null;
  reviewedAt: Date | null;
}

export function createDictionaryRepository(db: Db) {
  return {
    /** Every word of the catalogue with the user's mark on it, if any: one query. */
    async wordsWithMarks(userId: number): Promise<WordWithMark[]> {
      const rows = await db
        .select({
          ...wordColumns,
          order: dictionaryWords.order,
          state: userDictionary.state,
          step: userDictionary.step,
          dueOn: userDictionary.dueOn,
          reviewedAt: userDictionary.updatedAt,
        })
        .from(dictionaryWords)
        .leftJoin(
          userDictionary,
          and(eq(userDictionary.wordId, dictionaryWords.id), eq(userDictionary.userId, userId)),
        );
      return rows.map(({ state, step, dueOn, reviewedAt, ...word }) => ({
        ...word,
        // A mark always has a due day; one without (written by hand) is due now.
        mark: state === null ? null : { state, step: step ?? 0, dueOn: dueOn ?? '0000-01-01' },
        reviewedAt,
      }));
    },

    async wordById(wordId: number) {
      const [row] = await db
        .select(wordColumns)
        .from(dictionaryWords)
        .where(eq(dictionaryWords.id, wordId));
      return row ?? null;
    },

    /**
     * Marks a word "know" or "don't know" for the user and moves its review (schedule.ts), in one
     * transaction with the user's row for the word locked: two marks at once leave one row, the
     * second applied to what the first wrote.
     */
    async mark(input: {
      userId: number;
      wordId: number;
      state: MarkState;
      today: string;
      now: Date;
    }) {
      return db.transaction(async (tx) => {
        await tx
          .insert(userDictionary)
          .values({ userId: input.userId, wordId: input.wordId, state: input.state, dueOn: null })
          .onConflictDoNothing({ target: [userDictionary.userId, userDictionary.wordId] });
        const [row] = await tx
          .select()
          .from(userDictionary)
          .where(
            and(eq(userDictionary.userId, input.userId), eq(userDictionary.wordId, input.wordId)),
          )
          .for('update');
        if (!row) throw new Error('user dictionary row missing');
        // A row without a due day is the one just inserted: a first mark.
        const previous: Mark | null =
          row.dueOn === null ? null : { state: row.state, step: row.step, dueOn: row.dueOn };
        const next = applyMark(previous, input.state, input.today);
        const [updated] = await tx
          .update(userDictionary)
          .set({ ...next, updatedAt: input.now })
          .where(eq(userDictionary.id, row.id))
          .returning();
        return updated!;
      });
    },

    /** The user's words in one state, last marked first, with the word: one query. */
    records(userId: number, state: MarkState) {
      return db
        .select({
          id: userDictionary.id,
          dictionaryId: userDictionary.wordId,
          lessonId: dictionaryWords.lessonId,
          word: dictionaryWords.word,
          translation: dictionaryWords.translation,
          imageUrl: dictionaryWords.imageUrl,
          audioUrl: dictionaryWords.audioUrl,
          translationAudioUrl: dictionaryWords.translationAudioUrl,
        })
        .from(userDictionary)
        .innerJoin(dictionaryWords, eq(dictionaryWords.id, userDictionary.wordId))
        .where(and(eq(userDictionary.userId, userId), eq(userDictionary.state, state)))
        .orderBy(desc(userDictionary.updatedAt), desc(userDictionary.id));
    },
  };
}

export type DictionaryRepository = ReturnType<typeof createDictionaryRepository>;
