import { placeDialogueLines, type GameType, type JudgeQuestion } from '@bolajon/contract';
import { and, asc, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.js';
import type { Learner } from '../../plugins/auth.js';
import { childGone, isRemovedChildError, notFound } from '../../errors.js';
import type { AnswerOutcome, FirstAnswer, GameStanding } from './answer-rules.js';
import { lessonPathColumns } from '../catalogue/catalogue.repository.js';
import { KEYS_SWEPT_PER_WRITE, type RequestKey } from '../request-keys/request-keys.repository.js';
import {
  achievements,
  blocks,
  courseAccess,
  courses,
  games,
  lessonIntrosSeen,
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

/** The row of {@link ProgressRepository.answerContext}'s statement, as the drivers give it. */
interface AnswerContextRow {
  open_courses: number[];
  previous_complete: boolean;
  standing: {
    round: number;
    round_complete: boolean;
    stars: number;
    best_result: number | null;
    completed_at: string | null;
    version: number;
  } | null;
  first_answers: { question_id: number; is_correct: boolean }[];
  last_answer: { question_id: number; is_correct: boolean; round: number; at: string } | null;
  keyed: { fingerprint: string; status: number; response: unknown } | null;
}

/** PostgreSQL's unique_violation of `constraint`, on the error or (as Drizzle wraps it) its cause. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    if (typeof e !== 'object' || e === null) continue;
    const fields = e as { code?: unknown; constraint?: unknown };
    if (fields.code === '23505' && fields.constraint === constraint) return true;
  }
  return false;
}

/** PostgreSQL's foreign_key_violation, on the error or (as Drizzle wraps it) its cause. */
function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined;
  return (
    codeOf(error) === '23503' ||
    (error instanceof Error && codeOf((error as { cause?: unknown }).cause) === '23503')
  );
}

export function createProgressRepository(db: Db) {
  /**
   * The map's one statement about the learner: games played, courses opened (the family's) and
   * lessons whose show-and-say step was seen (ADR 0038). Built apart so a test can check its plan
   * (every part by a unique index on the learner).
   */
  function userStateQuery(childId: number | Placeholder, familyId: number | Placeholder) {
    return db
      .select({
        gameId: userGames.gameId,
        stars: userGames.stars,
        completed: sql<boolean>`${userGames.completedAt} is not null`,
        courseId: sql<number | null>`null::int`,
        introLessonId: sql<number | null>`null::int`,
      })
      .from(userGames)
      .where(eq(userGames.childId, childId))
      .unionAll(
        db
          .select({
            gameId: sql<number>`null::int`,
            stars: sql<number>`0`,
            completed: sql<boolean>`false`,
            courseId: courseAccess.courseId,
            introLessonId: sql<number | null>`null::int`,
          })
          .from(courseAccess)
          .where(eq(courseAccess.userId, familyId)),
      )
      .unionAll(
        db
          .select({
            gameId: sql<number>`null::int`,
            stars: sql<number>`0`,
            completed: sql<boolean>`false`,
            courseId: sql<number | null>`null::int`,
            introLessonId: lessonIntrosSeen.lessonId,
          })
          .from(lessonIntrosSeen)
          .where(eq(lessonIntrosSeen.childId, childId)),
      );
  }

  /** Prepared once: the hot map read skips building its SQL on every request. */
  const userStatePrepared = userStateQuery(
    sql.placeholder('childId'),
    sql.placeholder('familyId'),
  ).prepare('user_state');

  /**
   * The answer path's read (see `answerContext`), prepared once: its SQL is built a single time
   * and, on PostgreSQL, parsed and planned once per connection.
   */
  const family = sql.placeholder('familyId');
  const child = sql.placeholder('childId');
  const game = sql.placeholder('gameId');
  const previousGame = sql.placeholder('previousGameId');
  const requestKey = sql.placeholder('requestKey');
  const answerContextPrepared = db
    .select({
      open_courses: sql<number[]>`coalesce((select array_agg(ca.course_id) from course_access ca
        where ca.user_id = ${family}), '{}')`,
      previous_complete: sql<boolean>`exists (select 1 from user_games pg
        where pg.child_id = ${child} and pg.game_id = ${previousGame}
          and pg.completed_at is not null)`,
      standing: sql<AnswerContextRow['standing']>`(select json_build_object('round', ug.round,
          'round_complete', ug.round_complete, 'stars', ug.stars, 'best_result', ug.best_result,
          'completed_at', ug.completed_at, 'version', ug.version)
        from user_games ug where ug.child_id = ${child} and ug.game_id = ${game})`,
      first_answers: sql<AnswerContextRow['first_answers']>`coalesce((select json_agg(
          json_build_object('question_id', f.question_id, 'is_correct', f.is_correct))
        from (select distinct on (uq.question_id) uq.question_id, uq.is_correct
              from user_questions uq
              join user_games ug on ug.child_id = uq.child_id and ug.game_id = uq.game_id
              where uq.child_id = ${child} and uq.game_id = ${game}
                and uq.round = ug.round and not ug.round_complete
              order by uq.question_id, uq.id) f), '[]')`,
      last_answer: sql<AnswerContextRow['last_answer']>`(select json_build_object(
          'question_id', uq.question_id, 'is_correct', uq.is_correct, 'round', uq.round,
          'at', uq.created_at)
        from user_questions uq where uq.child_id = ${child} and uq.game_id = ${game}
        order by uq.id desc limit 1)`,
      // A key is found as long as its row is there (at least IDEMPOTENCY_KEY_DAYS, ADR 0050).
      keyed: sql<AnswerContextRow['keyed']>`(select json_build_object('fingerprint', k.fingerprint,
          'status', k.status, 'response', k.response)
        from request_keys k where k.child_id = ${child} and k.key = ${requestKey})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('answer_context');

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
        questionVariants: placeDialogueLines(questionId, variants, personages),
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

    /** What scoring an answer to a game needs from the content: its questions and awards. */
    async gameScoring(gameId: number) {
      const [row] = await db
        .select({
          questionCount: sql<number>`(select count(*)::int from ${questions} where ${questions.gameId} = ${gameId})`,
          achievementIds: sql<
            number[]
          >`coalesce((select array_agg(${achievements.id} order by ${achievements.id}) from ${achievements} where ${achievements.gameId} = ${gameId}), '{}')`,
        })
        .from(sql`(select 1) as one`);
      return { questionCount: row?.questionCount ?? 0, achievementIds: row?.achievementIds ?? [] };
    },

    /**
     * Everything about the user that an answer to a game depends on, in one statement: the
     * courses opened to them, whether they completed the game before it in course order
     * (`previousGameId`, null for the first game of a course) and this one, their standing in the
     * game and the first answer to each question of the round in play (none when it is complete).
     */
    async answerContext(
      learner: Learner,
      gameId: number,
      previousGameId: number | null,
      requestKey: string | null = null,
    ) {
      const [row] = await answerContextPrepared.execute({
        familyId: learner.familyId,
        childId: learner.childId,
        gameId,
        previousGameId: previousGameId ?? -1,
        // '' is never a valid key (idempotencyKeySchema): no row.
        requestKey: requestKey ?? '',
      });
      if (!row) throw new Error('answer context: no row');
      const standing: GameStanding | null = row.standing && {
        round: row.standing.round,
        roundComplete: row.standing.round_complete,
        stars: row.standing.stars,
        bestResult: row.standing.best_result,
        completedAt: row.standing.completed_at ? new Date(row.standing.completed_at) : null,
        version: row.standing.version,
      };
      return {
        openCourses: new Set(row.open_courses.map(Number)),
        previousComplete: previousGameId === null ? null : row.previous_complete,
        complete: standing?.completedAt != null,
        standing,
        firstAnswers: row.first_answers.map((a): FirstAnswer => ({
          questionId: a.question_id,
          isCorrect: a.is_correct,
        })),
        lastAnswer: row.last_answer && {
          questionId: row.last_answer.question_id,
          isCorrect: row.last_answer.is_correct,
          round: row.last_answer.round,
          at: new Date(row.last_answer.at),
        },
        /** The request first sent with the answer's key, if any: its fingerprint and response. */
        keyed: row.keyed,
      };
    },

    /**
     * Stores an answer and the standing it leads to in one statement — only if the user's row of
     * the game is still at the version the outcome was computed from (none yet: `expectedVersion`
     * null). Returns false when another answer got there first; the caller reads again and
     * retries. The game's achievements are awarded in the same statement when `outcome.award`.
     * With a `requestKey`, the key and `response` are stored in the same statement too, and up to
     * {@link KEYS_SWEPT_PER_WRITE} expired keys removed; a key another request stored meanwhile
     * stores nothing and returns false as well (the read again finds it).
     */
    async storeAnswer(input: {
      childId: number;
      gameId: number;
      questionId: number;
      answer: string;
      isCorrect: boolean;
      now: Date;
      expectedVersion: number | null;
      outcome: AnswerOutcome;
      achievementIds: readonly number[];
      requestKey?: RequestKey | undefined;
      response?: unknown;
    }): Promise<boolean> {
      const { outcome, requestKey } = input;
      const awards = outcome.award ? input.achievementIds : [];
      const keyed = requestKey
        ? sql`, keyed as (
          insert into request_keys (child_id, key, fingerprint, status, response, created_at)
          select ${input.childId}, ${requestKey.key}, ${requestKey.fingerprint}, 200,
                 ${JSON.stringify(input.response ?? null)}::jsonb, ${input.now.toISOString()}
          from standing
          returning id
        ), swept as (
          delete from request_keys where id in (
            select id from request_keys where created_at < ${requestKey.expiredBefore.toISOString()}
            order by created_at limit ${KEYS_SWEPT_PER_WRITE} for update skip locked)
          returning id
        )`
        : sql``;
      const result = await db
        .execute(
          sql`
        with standing as (
          insert into user_games as ug
            (child_id, game_id, round, round_complete, best_result, stars, completed_at,
             updated_at, version)
          values (${input.childId}, ${input.gameId}, ${outcome.round}, ${outcome.roundComplete},
                  ${outcome.bestResult}, ${outcome.stars}, ${outcome.completedAt?.toISOString() ?? null},
                  ${input.now.toISOString()}, 1)
          on conflict (child_id, game_id) do update set
            round = excluded.round, round_complete = excluded.round_complete,
            best_result = excluded.best_result, stars = excluded.stars,
            completed_at = excluded.completed_at, updated_at = excluded.updated_at,
            version = ug.version + 1
          where ug.version = ${input.expectedVersion ?? -1}
          returning ug.id
        ), answer as (
          insert into user_questions (child_id, game_id, question_id, round, answer, is_correct, created_at)
          select ${input.childId}, ${input.gameId}, ${input.questionId}, ${outcome.round},
                 ${input.answer}, ${input.isCorrect}, ${input.now.toISOString()}
          from standing
          returning id
        ), awarded as (
          insert into user_achievements (child_id, achievement_id, earned_at)
          select ${input.childId}, a.id, ${input.now.toISOString()}
          from standing, unnest(${`{${awards.join(',')}}`}::int[]) as a(id)
          on conflict (child_id, achievement_id) do nothing
          returning id
        )${keyed}
        select (select count(*) from answer)::int as stored`,
        )
        .catch((error: unknown) => {
          // Another process stored this key since the read: nothing was stored; read again.
          if (isUniqueViolation(error, 'request_keys_child_key')) return null;
          // The question or game went in an import the cache has not seen yet (it checks once a
          // second), or the child was removed: the answer refers to nothing, which is a 404.
          if (isRemovedChildError(error)) throw childGone();
          if (isForeignKeyViolation(error)) throw notFound('Question not found');
          throw error;
        });
      if (result === null) return false;
      return Number(rowsOf<{ stored: number }>(result)[0]?.stored ?? 0) === 1;
    },

    /** The attempts of the user's latest round of a game, oldest first. */
    async latestRound(childId: number, gameId: number) {
      const [state] = await db
        .select({ round: userGames.round })
        .from(userGames)
        .where(and(eq(userGames.childId, childId), eq(userGames.gameId, gameId)));
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
            eq(userQuestions.childId, childId),
            eq(userQuestions.gameId, gameId),
            eq(userQuestions.round, state.round),
          ),
        )
        .orderBy(asc(userQuestions.id));
    },

    userStateQuery,

    /**
     * Everything about the learner that the map needs: games played, courses opened and intros
     * seen — one query.
     */
    async userState(learner: Learner) {
      const rows = await userStatePrepared.execute({ ...learner });
      const stars = new Map<number, number>();
      const completed = new Set<number>();
      const openCourses = new Set<number>();
      const introsSeen = new Set<number>();
      for (const row of rows) {
        if (row.courseId !== null) openCourses.add(row.courseId);
        else if (row.introLessonId !== null) introsSeen.add(row.introLessonId);
        else if (row.gameId !== null) {
          stars.set(row.gameId, row.stars);
          if (row.completed) completed.add(row.gameId);
        }
      }
      return { stars, completed, openCourses, introsSeen };
    },

    /**
     * Records that the child saw the lesson's show-and-say step through; a second time keeps the
     * first time. Returns when it was first seen.
     */
    async markIntroSeen(childId: number, lessonId: number, now: Date): Promise<Date> {
      const [row] = await db
        .insert(lessonIntrosSeen)
        .values({ childId, lessonId, seenAt: now })
        .onConflictDoUpdate({
          target: [lessonIntrosSeen.childId, lessonIntrosSeen.lessonId],
          // A no-op update, so the row (and its first time) is returned either way.
          set: { seenAt: sql`${lessonIntrosSeen.seenAt}` },
        })
        .returning({ seenAt: lessonIntrosSeen.seenAt })
        .catch((error: unknown) => {
          // The child was removed (its token lives on), or an import removed the lesson since the
          // cache read it.
          if (isRemovedChildError(error)) throw childGone();
          if (isForeignKeyViolation(error)) throw notFound('Lesson not found');
          throw error;
        });
      if (!row) throw new Error('intro seen: no row');
      return row.seenAt;
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

    earnedAchievements(childId: number) {
      return db
        .select({
          id: userAchievements.id,
          achievementId: userAchievements.achievementId,
          earnedAt: userAchievements.earnedAt,
        })
        .from(userAchievements)
        .where(eq(userAchievements.childId, childId))
        .orderBy(desc(userAchievements.earnedAt), desc(userAchievements.id));
    },

    /** Once a day per user: the unique (user, day) settles two calls at once. */
    async trackDay(childId: number, day: string, tx: Db | Tx = db) {
      await tx
        .insert(userDays)
        .values({ childId, day })
        .onConflictDoNothing({ target: [userDays.childId, userDays.day] });
    },

    async days(childId: number) {
      const rows = await db
        .select({ day: userDays.day })
        .from(userDays)
        .where(eq(userDays.childId, childId))
        .orderBy(asc(userDays.day));
      return rows.map((r) => r.day);
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
