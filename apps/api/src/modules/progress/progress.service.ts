import {
  judgeAnswer,
  normaliseSpeech,
  submitAnswerResponseSchema,
  trackDayResponseSchema,
  type Achievement,
  type GameResult,
  type GameStatus,
  type MyProgressResponse,
  type SubmitAnswerRequest,
  type UserAchievement,
} from '@bolajon/contract';
import { previousGameIds } from '@bolajon/contract/progress-rules';
import {
  busy,
  gameNotOpen,
  idempotencyKeyReused,
  notFound,
  tooManyRequests,
} from '../../errors.js';
import type { Transaction } from '../../db/client.js';
import { createKeyedQueue } from '../../lib/keyed-queue.js';
import type { Learner } from '../../plugins/auth.js';
import { lessonIsOpen } from '../access/course-access.js';
import {
  toLessonPath,
  type CatalogueRepository,
  type LessonInTree,
} from '../catalogue/catalogue.repository.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { requestFingerprint } from '../../lib/request-key.js';
import { keyedReplay, keyedWrite, requestKeyOf } from '../request-keys/keyed-write.js';
import type { RequestKeysRepository } from '../request-keys/request-keys.repository.js';
import { scoreAnswer } from './answer-rules.js';
import type { ProgressContent } from './progress.content.js';
import type { ProgressRepository } from './progress.repository.js';

/**
 * The status of one game (DESIGN.md section 4): locked when its course is not open to the user
 * (the first lesson of every course is); otherwise active when it is the first game of its course
 * (`previousComplete` null) or the game before it in course order is complete; otherwise inactive.
 */
export function gameStatus(courseOpen: boolean, previousComplete: boolean | null): GameStatus {
  if (!courseOpen) return 'locked';
  return previousComplete === false ? 'inactive' : 'active';
}

/**
 * Status of each game in course order: {@link gameStatus} along the course tree, the game before
 * each one by the contract's {@link previousGameIds} (the rule answers are taken by, too).
 */
export function gameStatuses(
  lessons: (Pick<LessonInTree, 'courseId' | 'isFirstOfCourse'> & { games: { id: number }[] })[],
  openCourses: ReadonlySet<number>,
  completed: ReadonlySet<number>,
): Map<number, GameStatus> {
  const statuses = new Map<number, GameStatus>();
  const previousGames = previousGameIds(lessons);
  for (const lesson of lessons) {
    const open = lessonIsOpen(lesson, openCourses);
    for (const game of lesson.games) {
      const previous = previousGames.get(game.id) ?? null;
      statuses.set(game.id, gameStatus(open, previous === null ? null : completed.has(previous)));
    }
  }
  return statuses;
}

/**
 * Whether a game of an open course takes answers: an active game does, and so does a game the
 * user has completed (a replay, even if a content edit has since put an unfinished game before
 * it); an inactive one does not (GAME_NOT_OPEN).
 */
export function takesAnswers(game: { previousComplete: boolean | null; complete: boolean }) {
  return game.complete || gameStatus(true, game.previousComplete) === 'active';
}

/**
 * A duolingo check (spec section 7): the word is either side of the item, compared as speech is
 * (case, ё, ь and ъ, punctuation ignored). An answer that is nothing once normalised never matches.
 */
export function duolingoAnswerMatches(
  item: { leftAnswer: string; rightAnswer: string },
  answer: string,
): boolean {
  const given = normaliseSpeech(answer);
  return (
    given !== '' &&
    (given === normaliseSpeech(item.leftAnswer) || given === normaliseSpeech(item.rightAnswer))
  );
}

const ANSWER_ROUTE = 'POST /api/user-questions';

/** Tries of an answer that keeps meeting another process's answer of the same user and game. */
const MAX_ANSWER_ATTEMPTS = 5;

/**
 * Answers of one user a process holds at once, the one being stored included (ADR 0028). A
 * child answers one question at a time; a double tap, a second tab or a flaky network's retries
 * make a few. Past it, 429 at once, before any read: one user cannot queue up work for everyone.
 */
export const MAX_ANSWERS_IN_FLIGHT_PER_USER = 8;
/** An answer takes milliseconds; a second is the shortest whole wait Retry-After can say. */
const ANSWERS_RETRY_AFTER_SECONDS = 1;

export interface ProgressServiceDeps {
  progress: ProgressRepository;
  content: ProgressContent;
  catalogueRepo: CatalogueRepository;
  catalogue: CatalogueService;
  /** Days sent with an Idempotency-Key (ADR 0050); answers keep theirs in their own statements. */
  requestKeys: RequestKeysRepository;
  transaction: Transaction;
  now?: () => Date;
}

export function createProgressService(deps: ProgressServiceDeps) {
  const { progress, content, catalogueRepo, catalogue } = deps;
  const now = deps.now ?? (() => new Date());
  const answers = createKeyedQueue({
    maxPerKey: MAX_ANSWERS_IN_FLIGHT_PER_USER,
    refuse: () =>
      tooManyRequests(
        'Too many answers at once; wait for the last ones',
        ANSWERS_RETRY_AFTER_SECONDS,
      ),
  });

  /** The map for one user: two queries whatever the number of lessons and games. */
  async function map(learner: Learner): Promise<MyProgressResponse> {
    const [tree, state] = await Promise.all([
      catalogueRepo.courseTree(),
      progress.userState(learner),
    ]);
    const statuses = gameStatuses(tree, state.openCourses, state.completed);
    return {
      lessons: tree.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        titleUz: lesson.titleUz,
        block: { title: lesson.blockTitle, titleUz: lesson.blockTitleUz },
        introSeen: state.introsSeen.has(lesson.id),
        newWords: lesson.newWords,
        games: lesson.games.map((g) => ({
          id: g.id,
          stars: state.stars.get(g.id) ?? 0,
          status: statuses.get(g.id) ?? 'inactive',
        })),
      })),
    };
  }

  return {
    async home(learner: Learner) {
      const { lessons } = await map(learner);
      return {
        lessons: lessons.map(
          ({ block: _block, introSeen: _introSeen, newWords: _newWords, ...lesson }) => lesson,
        ),
      };
    },

    myProgress: map,

    /**
     * The child saw the lesson's show-and-say step through (ADR 0038): 404 for no such lesson,
     * COURSE_LOCKED for a lesson of a course not open to the family, as its words are.
     */
    async markIntroSeen(learner: Learner, lessonId: number) {
      await catalogue.requireOpenLesson(learner.familyId, lessonId, 'Lesson');
      const seenAt = await progress.markIntroSeen(learner.childId, lessonId, now());
      return { lessonId, seenAt: seenAt.toISOString() };
    },

    /**
     * Judges and stores an answer (ADR 0022): the question and the game's scoring come from the
     * content cache; the user's access and standing are one read; the rules are the pure
     * {@link scoreAnswer}; the answer, the standing and any awards are one write, made only if
     * the standing is still the one read. Answers of one user are taken one at a time in this
     * process (a double tap, two tabs), at most {@link MAX_ANSWERS_IN_FLIGHT_PER_USER} held, so
     * one user has one answer at the database at a time (ADR 0028); another process's answer at
     * the same moment fails the write, which reads again and retries.
     */
    async answer(learner: Learner, body: SubmitAnswerRequest, idempotencyKey?: string) {
      // The same method, path and body a repeat must have (questionId, answer: the strict schema).
      const fields = [body.questionId, body.answer];
      const keyOf = (at: Date) =>
        idempotencyKey === undefined
          ? undefined
          : requestKeyOf(idempotencyKey, ANSWER_ROUTE, fields, at);
      const fingerprint =
        idempotencyKey === undefined ? null : requestFingerprint(ANSWER_ROUTE, fields);
      // One queue per family: the children of one phone share its fair share (ADR 0028).
      return answers.run(String(learner.familyId), async () => {
        const question = await content.questionForJudging(body.questionId);
        if (!question) throw notFound('Question not found');
        const scoring = await content.gameScoring(question.gameId);
        const isCorrect = judgeAnswer(question.type, question.judge, body.answer);
        for (let attempt = 1; ; attempt += 1) {
          const state = await progress.answerContext(
            learner,
            question.gameId,
            scoring.previousGameId,
            idempotencyKey ?? null,
          );
          // A repeat answers as the first time did, before any rule: it stores nothing (ADR 0050).
          if (state.keyed && fingerprint !== null) {
            const replay = keyedReplay(state.keyed, fingerprint);
            if (replay === null) throw idempotencyKeyReused();
            return submitAnswerResponseSchema.parse(replay);
          }
          await catalogue.requireOpenLessonGiven(state.openCourses, question.lessonId, 'Question');
          // Completion only moves forward (completed_at is set once, never cleared), so a game
          // read as open cannot turn inactive before the answer is stored.
          if (!takesAnswers(state)) throw gameNotOpen();
          const at = now();
          const outcome = scoreAnswer({
            standing: state.standing,
            firstAnswers: state.firstAnswers,
            lastAnswer: state.lastAnswer,
            questionCount: scoring.questionCount,
            questionId: question.id,
            isCorrect,
            now: at,
          });
          const stored = await progress.storeAnswer({
            childId: learner.childId,
            gameId: question.gameId,
            questionId: question.id,
            answer: body.answer,
            isCorrect,
            now: at,
            expectedVersion: state.standing?.version ?? null,
            outcome,
            achievementIds: scoring.achievementIds,
            response: { isCorrect },
            requestKey: keyOf(at),
          });
          if (stored) return { isCorrect };
          if (attempt >= MAX_ANSWER_ATTEMPTS) throw busy('Too many answers at once; try again');
        }
      });
    },

    /** Checks a word against a duolingo item of an open course; stores nothing. */
    async checkDuolingo(learner: Learner, id: number, answer: string) {
      const item = await content.duolingoItem(id);
      if (!item) throw notFound('Duolingo item not found');
      await catalogue.requireOpenLesson(learner.familyId, item.lessonId, 'Question');
      return { isCorrect: duolingoAnswerMatches(item, answer) };
    },

    async gameResults(learner: Learner, gameId: number): Promise<GameResult[]> {
      const game = await catalogue.game(learner.familyId, gameId);
      const [attempts, earned] = await Promise.all([
        progress.latestRound(learner.childId, gameId),
        progress.earnedAchievements(learner.childId),
      ]);
      const earnedIds = new Set(earned.map((e) => e.achievementId));
      const first = game.achievements.find((a) => earnedIds.has(a.id));
      const path = first ? await catalogueRepo.lessonPath(game.lesson.id) : null;
      const achievement = first && path ? { ...first, lesson: path } : null;
      return attempts.map((a) => ({
        id: a.id,
        createdAt: a.createdAt.toISOString(),
        isCorrect: a.isCorrect,
        answer: a.answer,
        question: { id: a.questionId, game: { id: gameId } },
        achievement,
      }));
    },

    async myAchievements(learner: Learner): Promise<UserAchievement[]> {
      const [earned, all] = await Promise.all([
        progress.earnedAchievements(learner.childId),
        content.achievementsWithPath(),
      ]);
      const byId = new Map(all.map((a) => [a.id, a]));
      return earned.flatMap((e) => {
        const a = byId.get(e.achievementId);
        if (!a) return [];
        return [
          {
            id: e.id,
            createdAt: e.earnedAt.toISOString(),
            achievement: {
              id: a.id,
              title: a.title,
              description: a.description,
              imageUrl: a.imageUrl,
              course: { id: a.courseId, title: a.courseTitle },
              lesson: toLessonPath(a),
            },
          },
        ];
      });
    },

    /** The catalogue of achievements in lessons the user may open, with the user's own marks. */
    async allAchievements(learner: Learner): Promise<Achievement[]> {
      const [all, earned, tree, state] = await Promise.all([
        content.achievementsWithPath(),
        progress.earnedAchievements(learner.childId),
        catalogueRepo.courseTree(),
        progress.userState(learner),
      ]);
      const openLessons = new Set(
        tree.filter((l) => lessonIsOpen(l, state.openCourses)).map((l) => l.id),
      );
      const marks = new Map(earned.map((e) => [e.achievementId, e]));
      return all
        .filter((a) => openLessons.has(a.lessonId))
        .map((a) => {
          const mark = marks.get(a.id);
          return {
            id: a.id,
            title: a.title,
            description: a.description,
            imageUrl: a.imageUrl,
            course: { id: a.courseId, title: a.courseTitle },
            lesson: toLessonPath(a),
            block: { title: a.blockTitle },
            userAchievements: mark ? [{ id: mark.id, createdAt: mark.earnedAt.toISOString() }] : [],
          };
        });
    },

    /** Today's UTC date, once per user per day; with a key, a repeat answers the first date. */
    async trackDay(learner: Learner, idempotencyKey?: string) {
      const at = now();
      const date = at.toISOString().slice(0, 10);
      // Without a key, one statement as before (no transaction around it).
      if (idempotencyKey === undefined) {
        await progress.trackDay(learner.childId, date);
        return { date };
      }
      return keyedWrite(
        { transaction: deps.transaction, requestKeys: deps.requestKeys, now: () => at },
        {
          childId: learner.childId,
          key: idempotencyKey,
          route: 'POST /api/user-days/track',
          body: [],
          parse: (stored) => trackDayResponseSchema.parse(stored),
        },
        async (tx) => {
          await progress.trackDay(learner.childId, date, tx);
          return { date };
        },
      );
    },

    days: (learner: Learner) => progress.days(learner.childId),
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
