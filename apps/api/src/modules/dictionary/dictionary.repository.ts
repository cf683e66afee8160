import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { dictionaryWords, userDictionary } from '../../db/schema/index.js';
import type { Mark, MarkState } from './schedule.js';

const wordColumns = {
  id: dictionaryWords.id,
  lessonId: dictionaryWords.lessonId,
  word: dictionaryWords.word,
  translation: dictionaryWords.translation,
  imageUrl: dictionaryWords.imageUrl,
  audioUrl: dictionaryWords.audioUrl,
  translationAudioUrl: dictionaryWords.translationAudioUrl,
};

export function createDictionaryRepository(db: Db) {
  return {
    /** Every word of the catalogue with the child's row for it, if any (state null: none): one query. */
    wordsWithMarks(childId: number) {
      return db
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
          and(eq(userDictionary.wordId, dictionaryWords.id), eq(userDictionary.childId, childId)),
        );
    },

    async wordById(wordId: number) {
      const [row] = await db
        .select(wordColumns)
        .from(dictionaryWords)
        .where(eq(dictionaryWords.id, wordId));
      return row ?? null;
    },

    /**
     * The child's row for the word, locked for the caller's transaction; made first if there is
     * none, as `state` with no due day (no mark applied yet), so two marks at once lock one row.
     */
    async lockMark(input: { childId: number; wordId: number; state: MarkState }, tx: Tx) {
      const { childId, wordId, state } = input;
      await tx
        .insert(userDictionary)
        .values({ childId, wordId, state, dueOn: null })
        .onConflictDoNothing({ target: [userDictionary.childId, userDictionary.wordId] });
      const [row] = await tx
        .select()
        .from(userDictionary)
        .where(and(eq(userDictionary.childId, childId), eq(userDictionary.wordId, wordId)))
        .for('update');
      if (!row) throw new Error('user dictionary row missing');
      return row;
    },

    async writeMark(id: number, mark: Mark, at: Date, tx: Db | Tx = db) {
      const [row] = await tx
        .update(userDictionary)
        .set({ ...mark, updatedAt: at })
        .where(eq(userDictionary.id, id))
        .returning();
      if (!row) throw new Error('user dictionary row missing');
      return row;
    },

    /** The user's words in one state, last marked first, with the word: one query. */
    records(childId: number, state: MarkState) {
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
        .where(and(eq(userDictionary.childId, childId), eq(userDictionary.state, state)))
        .orderBy(desc(userDictionary.updatedAt), desc(userDictionary.id));
    },
  };
}

export type DictionaryRepository = ReturnType<typeof createDictionaryRepository>;
