import type { SpeechVoice } from '@bolajon/contract';
import { and, eq } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  dictionaryWords,
  games,
  pronunciations,
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
        // A nullable column first: the union takes its type from the first select.
        db.select({ text: questions.promptUz }).from(questions),
        db.select({ text: questions.text }).from(questions),
        db.select({ text: games.instruction }).from(games),
        db.select({ text: games.instructionUz }).from(games),
        db.select({ text: questionVariants.answer }).from(questionVariants),
        db.select({ text: questionPersonages.answer }).from(questionPersonages),
        db.select({ text: questionDuolingos.leftAnswer }).from(questionDuolingos),
        db.select({ text: questionDuolingos.rightAnswer }).from(questionDuolingos),
        db.select({ text: questionPairs.left }).from(questionPairs),
        db.select({ text: questionPairs.right }).from(questionPairs),
        db.select({ text: dictionaryWords.word }).from(dictionaryWords),
        db.select({ text: dictionaryWords.translation }).from(dictionaryWords),
      );
      return rows.flatMap((row) => (row.text === null ? [] : [row.text]));
    },

    /** How the course says a text in a voice (the pack's `say` or word list), if it says so. */
    async pronunciationOf(voice: SpeechVoice, text: string): Promise<string | null> {
      const [row] = await db
        .select({ say: pronunciations.say })
        .from(pronunciations)
        .where(and(eq(pronunciations.voice, voice), eq(pronunciations.text, text)));
      return row?.say ?? null;
    },

    /** Every pronunciation of the course, keyed `<voice>\n<text>`. */
    async allPronunciations(): Promise<Map<string, string>> {
      const rows = await db.select().from(pronunciations);
      return new Map(rows.map((row) => [`${row.voice}\n${row.text}`, row.say]));
    },
  };
}

export type AudioRepository = ReturnType<typeof createAudioRepository>;
