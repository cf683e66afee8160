import type { GameType, JudgeQuestion } from '@bolajon/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lessonPathColumns } from '../catalogue/catalogue.repository.js';
import {
  achievements,
  blocks,
  courseAccess,
  courses,
  games,
  lessons,
  modules,
  questionDuolingos,
  questionImages,
  questionPairs,
  questionPersonages,
  questions,
  questionVariants,
  userAchievements,
  userDays,
  userGames,
  userQuestions,
} from '../../db/schema/index.js';

export function createProgressRepository(db: Db) {
  return {
    /** A question with what its judge needs and the game and lesson it belongs to. */
    async questionForJudging(questionId: number) {
      const [row] = await db
        .select({ id: questions.id, gameId: games.id, type: games.type, lessonId: games.lessonId })
        .from(questions)
        .innerJoin(games, eq(games.id, questions.gameId))
        .where(eq(questions.id, questionId));
      if (!row) return null;
      const [variants, personages, images, pairs] = await Promise.all([
        db.select().from(questionVariants).where(eq(questionVariants.questionId, questionId)),
        db.select().from(questionPersonages).where(eq(questionPersonages.questionId, questionId)),
        db
          .select({ id: questionImages.id })
          .from(questionImages)
          .where(eq(questionImages.questionId, questionId)),
        db.select().from(questionPairs).where(eq(questionPairs.questionId, questionId)),
      ]);
      const judge: JudgeQuestion = {
        questionVariants: variants,
        questionPersonages: personages,
        questionImages: images,
        pairs,
      };
      return { ...row, type: row.type as GameType, judge };
    },

    /** A duolingo item of a pair-connecting question, with the lesson whose course gates it. */
    async duolingoItem(id: number) {
      const [row] = await db
        .select({
          id: questionDuolingos.id,
          leftAnswer: questionDuolingos.leftAnswer,
          rightAnswer: questionDuolingos.rightAnswer,
          lessonId: games.lessonId,
        })
        .from(questionDuolingos)
        .innerJoin(questions, eq(questions.id, questionDuolingos.questionId))
        .innerJoin(games, eq(games.id, questions.gameId))
        .where(eq(questionDuolingos.id, id));
      return row ?? null;
    },

    /**
     * Where a game stands for the user in its course's order, in one query: whether the user has
     * completed the game before it in course order (module, block, lesson, game order; null when
     * it is the first game of its course) and whether the user has completed this one. Null for a
     * game that does not exist.
     */
    async gameInCourseOrder(userId: number, gameId: number) {
      const [row] = await db
        .select({
          previousComplete: sql<boolean | null>`(
            select ug.completed_at is not null from games g2
            join lessons l2 on l2.id = g2.lesson_id
            join blocks b2 on b2.id = l2.block_id
            join modules m2 on m2.id = b2.module_id
            left join user_games ug on ug.game_id = g2.id and ug.user_id = ${userId}
            where m2.course_id = ${modules.courseId}
              and (m2."order", b2."order", l2."order", g2."order", g2.id)
                < (${modules.order}, ${blocks.order}, ${lessons.order}, ${games.order}, ${games.id})
            order by m2."order" desc, b2."order" desc, l2."order" desc, g2."order" desc, g2.id desc
            limit 1)`,
          complete: sql<boolean>`exists (
            select 1 from user_games ug
            where ug.user_id = ${userId} and ug.game_id = ${games.id} and ug.completed_at is not null)`,
        })
        .from(games)
        .innerJoin(lessons, eq(lessons.id, games.lessonId))
        .innerJoin(blocks, eq(blocks.id, lessons.blockId))
        .innerJoin(modules, eq(modules.id, blocks.moduleId))
        .where(eq(games.id, gameId));
      return row ?? null;
    },

    /**
     * Stores one answer in the user's current round of the game and, when the round has covered
     * every question, scores it: result = share of questions whose first answer in the round was
     * right; stars and best result only ever go up; achievements of the game are awarded once
     * the game is complete with at least one star. One transaction with the user's game row locked.
     */
    async recordAnswer(input: {
      userId: number;
      gameId: number;
      questionId: number;
      answer: string;
      isCorrect: boolean;
      now: Date;
      starsFor: (percent: number) => number;
    }) {
      return db.transaction(async (tx) => {
        await tx
          .insert(userGames)
          .values({ userId: input.userId, gameId: input.gameId })
          .onConflictDoNothing({ target: [userGames.userId, userGames.gameId] });
        const [state] = await tx
          .select()
          .from(userGames)
          .where(and(eq(userGames.userId, input.userId), eq(userGames.gameId, input.gameId)))
          .for('update');
        if (!state) throw new Error('user game row missing');
        const round = state.roundComplete ? state.round + 1 : state.round;

        await tx.insert(userQuestions).values({
          userId: input.userId,
          gameId: input.gameId,
          questionId: input.questionId,
          round,
          answer: input.answer,
          isCorrect: input.isCorrect,
          createdAt: input.now,
        });

        const [counts] = await tx
          .select({
            total: sql<number>`(select count(*)::int from ${questions} where ${questions.gameId} = ${input.gameId})`,
            answered: sql<number>`count(distinct ${userQuestions.questionId})::int`,
            firstRight: sql<number>`count(*) filter (where ${userQuestions.id} in (
              select distinct on (uq.question_id) uq.id from user_questions uq
              where uq.user_id = ${input.userId} and uq.game_id = ${input.gameId} and uq.round = ${round}
              order by uq.question_id, uq.id) and ${userQuestions.isCorrect})::int`,
          })
          .from(userQuestions)
          .where(
            and(
              eq(userQuestions.userId, input.userId),
              eq(userQuestions.gameId, input.gameId),
              eq(userQuestions.round, round),
            ),
          );
        const total = counts?.total ?? 0;
        const complete = total > 0 && (counts?.answered ?? 0) >= total;
        if (!complete) {
          await tx
            .update(userGames)
            .set({ round, roundComplete: false, updatedAt: input.now })
            .where(eq(userGames.id, state.id));
          return { roundComplete: false as const };
        }
        const percent = Math.round(((counts?.firstRight ?? 0) * 100) / total);
        const stars = Math.max(state.stars, input.starsFor(percent));
        await tx
          .update(userGames)
          .set({
            round,
            roundComplete: true,
            bestResult: Math.max(state.bestResult ?? 0, percent),
            stars,
            completedAt: state.completedAt ?? input.now,
            updatedAt: input.now,
          })
          .where(eq(userGames.id, state.id));
        if (stars >= 1) {
          const list = await tx
            .select({ id: achievements.id })
            .from(achievements)
            .where(eq(achievements.gameId, input.gameId));
          if (list.length > 0) {
            await tx
              .insert(userAchievements)
              .values(
                list.map((a) => ({
                  userId: input.userId,
                  achievementId: a.id,
                  earnedAt: input.now,
                })),
              )
              .onConflictDoNothing({
                target: [userAchievements.userId, userAchievements.achievementId],
              });
          }
        }
        return { roundComplete: true as const, percent, stars };
      });
    },

    /** The attempts of the user's latest round of a game, oldest first. */
    async latestRound(userId: number, gameId: number) {
      const [state] = await db
        .select({ round: userGames.round })
        .from(userGames)
        .where(and(eq(userGames.userId, userId), eq(userGames.gameId, gameId)));
      if (!state) return [];
      return db
        .select({
          id: userQuestions.id,
          createdAt: userQuestions.createdAt,
          isCorrect: userQuestions.isCorrect,
          answer: userQuestions.answer,
          questionId: userQuestions.questionId,
        })
        .from(userQuestions)
        .where(
          and(
            eq(userQuestions.userId, userId),
            eq(userQuestions.gameId, gameId),
            eq(userQuestions.round, state.round),
          ),
        )
        .orderBy(asc(userQuestions.id));
    },

    /** Everything about the user that the map needs: games played and courses opened — one query. */
    async userState(userId: number) {
      const rows = await db
        .select({
          gameId: userGames.gameId,
          stars: userGames.stars,
          completed: sql<boolean>`${userGames.completedAt} is not null`,
          courseId: sql<number | null>`null::int`,
        })
        .from(userGames)
        .where(eq(userGames.userId, userId))
        .unionAll(
          db
            .select({
              gameId: sql<number>`null::int`,
              stars: sql<number>`0`,
              completed: sql<boolean>`false`,
              courseId: courseAccess.courseId,
            })
            .from(courseAccess)
            .where(eq(courseAccess.userId, userId)),
        );
      const stars = new Map<number, number>();
      const completed = new Set<number>();
      const openCourses = new Set<number>();
      for (const row of rows) {
        if (row.courseId !== null) openCourses.add(row.courseId);
        else if (row.gameId !== null) {
          stars.set(row.gameId, row.stars);
          if (row.completed) completed.add(row.gameId);
        }
      }
      return { stars, completed, openCourses };
    },

    /** Achievements with their lesson, block, module and course — for one user's earned list or all. */
    achievementsWithPath() {
      return db
        .select({
          id: achievements.id,
          title: achievements.title,
          description: achievements.description,
          imageUrl: achievements.imageUrl,
          ...lessonPathColumns,
        })
        .from(achievements)
        .innerJoin(games, eq(games.id, achievements.gameId))
        .innerJoin(lessons, eq(lessons.id, games.lessonId))
        .innerJoin(blocks, eq(blocks.id, lessons.blockId))
        .innerJoin(modules, eq(modules.id, blocks.moduleId))
        .innerJoin(courses, eq(courses.id, modules.courseId))
        .orderBy(
          asc(courses.order),
          asc(modules.order),
          asc(blocks.order),
          asc(lessons.order),
          asc(games.order),
          asc(achievements.order),
        );
    },

    earnedAchievements(userId: number) {
      return db
        .select({
          id: userAchievements.id,
          achievementId: userAchievements.achievementId,
          earnedAt: userAchievements.earnedAt,
        })
        .from(userAchievements)
        .where(eq(userAchievements.userId, userId))
        .orderBy(desc(userAchievements.earnedAt), desc(userAchievements.id));
    },

    /** Once a day per user: the unique (user, day) settles two calls at once. */
    async trackDay(userId: number, day: string) {
      await db
        .insert(userDays)
        .values({ userId, day })
        .onConflictDoNothing({ target: [userDays.userId, userDays.day] });
    },

    async days(userId: number) {
      const rows = await db
        .select({ day: userDays.day })
        .from(userDays)
        .where(eq(userDays.userId, userId))
        .orderBy(asc(userDays.day));
      return rows.map((r) => r.day);
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
