import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  dictionaryWords,
  questionDuolingos,
  questionPairs,
  questionPersonages,
  questions,
  questionVariants,
} from '../../db/schema/index.js';

export function createAudioRepository(db: Db) {
  return {
    /**
     * Every text the course speaks, once each: questions, answer variants, dialogue lines, the
     * two sides of pairs and duolingo items, dictionary words and their translations. Those with
     * a rendered file are played from /media/c; the rest come through POST /audio and are kept.
     */
    async contentTexts(): Promise<string[]> {
      const rows = await union(
        db.select({ text: questions.text }).from(questions),
        db.select({ text: questionVariants.answer }).from(questionVariants),
        db.select({ text: questionPersonages.answer }).from(questionPersonages),
        db.select({ text: questionDuolingos.leftAnswer }).from(questionDuolingos),
        db.select({ text: questionDuolingos.rightAnswer }).from(questionDuolingos),
        db.select({ text: questionPairs.left }).from(questionPairs),
        db.select({ text: questionPairs.right }).from(questionPairs),
        db.select({ text: dictionaryWords.word }).from(dictionaryWords),
        db.select({ text: dictionaryWords.translation }).from(dictionaryWords),
      );
      return rows.map((row) => row.text);
    },
  };
}

export type AudioRepository = ReturnType<typeof createAudioRepository>;
