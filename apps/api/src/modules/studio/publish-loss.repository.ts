import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  dictionaryWords,
  games,
  questions,
  userDictionary,
  userGames,
  userQuestions,
} from '../../db/schema/index.js';

/** A published lesson's items with the keys a publish matches them by. */
export interface PublishedItems {
  games: { id: number; key: string }[];
  questions: { id: number; gameKey: string; key: string }[];
  words: { id: number; key: string }[];
}

/** The published items a publish would delete (their games' questions go with those games). */
export interface DeletedItems {
  gameIds: number[];
  questionIds: number[];
  wordIds: number[];
}

export interface LearnerRows {
  learners: number;
  answers: number;
  stars: number;
  wordMarks: number;
}

/** What a publish would take from learners (issue 23): storage only, the matching is the service's. */
export function createPublishLossRepository(db: Db) {
  return {
    /** The lesson's games, questions and words as published: one statement each. */
    async publishedItems(lessonId: number): Promise<PublishedItems> {
      const [lessonGames, lessonQuestions, words] = await Promise.all([
        db
          .select({ id: games.id, key: games.key })
          .from(games)
          .where(eq(games.lessonId, lessonId))
          .orderBy(asc(games.order), asc(games.id)),
        db
          .select({ id: questions.id, gameKey: games.key, key: questions.key })
          .from(questions)
          .innerJoin(games, eq(games.id, questions.gameId))
          .where(eq(games.lessonId, lessonId))
          .orderBy(asc(games.order), asc(games.id), asc(questions.order), asc(questions.id)),
        db
          .select({ id: dictionaryWords.id, key: dictionaryWords.key })
          .from(dictionaryWords)
          .where(eq(dictionaryWords.lessonId, lessonId))
          .orderBy(asc(dictionaryWords.order), asc(dictionaryWords.id)),
      ]);
      return { games: lessonGames, questions: lessonQuestions, words };
    },

    /**
     * The learners' rows that go with `items` (as the foreign keys' ON DELETE CASCADE takes
     * them): answers on the games or the questions, stars on the games (rows with stars, summed
     * as the lesson's impact sums them), marks on the words, and the children with any of them
     * counted once. One statement.
     */
    async learnerRows({ gameIds, questionIds, wordIds }: DeletedItems): Promise<LearnerRows> {
      const answers = db
        .select({ childId: userQuestions.childId })
        .from(userQuestions)
        .where(
          sql`${inArray(userQuestions.gameId, gameIds)} or ${inArray(userQuestions.questionId, questionIds)}`,
        );
      const starred = db
        .select({ childId: userGames.childId, stars: userGames.stars })
        .from(userGames)
        .where(and(gt(userGames.stars, 0), inArray(userGames.gameId, gameIds)));
      const marks = db
        .select({ childId: userDictionary.childId })
        .from(userDictionary)
        .where(inArray(userDictionary.wordId, wordIds));
      const children = sql`select child_id from (${answers}) a
        union select child_id from (${starred}) s
        union select child_id from (${marks}) m`;
      const [row] = await db
        .select({
          learners: sql<number>`(select count(distinct t.child_id)::int from (${children}) t)`,
          answers: sql<number>`(select count(*)::int from (${answers}) a)`,
          stars: sql<number>`(select coalesce(sum(s.stars), 0)::int from (${starred}) s)`,
          wordMarks: sql<number>`(select count(*)::int from (${marks}) m)`,
        })
        .from(sql`(select 1) as one`);
      return row ?? { learners: 0, answers: 0, stars: 0, wordMarks: 0 };
    },
  };
}

export type PublishLossRepository = ReturnType<typeof createPublishLossRepository>;
