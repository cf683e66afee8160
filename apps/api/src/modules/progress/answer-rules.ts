import { roundResult, starsForResult } from '@bolajon/contract/progress-rules';

/** A user's standing in one game as stored (user_games), or null before their first answer. */
export interface GameStanding {
  round: number;
  roundComplete: boolean;
  stars: number;
  /** Best share of first answers right in a complete round, 0–100; null before any. */
  bestResult: number | null;
  completedAt: Date | null;
  /** Bumped by every stored answer; the write is made only at the version read. */
  version: number;
}

/** The first answer given to each question in the round in play (older answers are ignored). */
export interface FirstAnswer {
  questionId: number;
  isCorrect: boolean;
}

/** The last answer the user gave in the game (any round), or null before any. */
export interface LastAnswer {
  questionId: number;
  isCorrect: boolean;
  round: number;
  at: Date;
}

/**
 * How soon after a wrong answer that completed a round the same question is still its retry
 * («Ещё раз» is tapped at once); later, it is a replay of the game and starts a new round.
 */
export const RETRY_WINDOW_MS = 10 * 60 * 1000;

export interface AnswerInput {
  standing: GameStanding | null;
  /** First answers of `standing.round`; ignored when that round is complete (a new one starts). */
  firstAnswers: readonly FirstAnswer[];
  /** The game's last answer: a retry of a wrong answer that completed a round is told by it. */
  lastAnswer?: LastAnswer | null;
  /** Questions in the game; a game without questions never completes. */
  questionCount: number;
  questionId: number;
  isCorrect: boolean;
  now: Date;
}

/** What the answer makes of the standing: the row to write and whether awards are due. */
export interface AnswerOutcome {
  round: number;
  roundComplete: boolean;
  stars: number;
  bestResult: number | null;
  completedAt: Date | null;
  /** The round's result (0–100) when this answer completed it, else null. */
  percent: number | null;
  /** The game's achievements are awarded (idempotently) when a round completes with a star. */
  award: boolean;
}

/**
 * The learning loop's rules for one answer (spec sections 4 and 7), with no database: an answer
 * after a complete round starts the next round; a round completes once every question of the game
 * has an answer in it; its result is the contract's {@link roundResult}, the share of questions
 * whose first answer in the round was right (the outro counts the same); stars and the best
 * result only ever go up; the game is complete from its first complete round on; its achievements
 * are due whenever a complete round leaves the game with at least one star.
 *
 * A round completes with the first answer to its last question, right or wrong; after a wrong
 * one the game offers to try it again («Ещё раз»). Such a retry — the same question as the
 * round's last answer, which was wrong, within {@link RETRY_WINDOW_MS} of it — is practice in the
 * round it completed: it is stored in that round, changes nothing of the standing and starts no
 * new one (else a one-question game answered wrong, then right, would count as a new round of
 * 100 %). The next day the same answer is a replay: a new round.
 */
export function scoreAnswer(input: AnswerInput): AnswerOutcome {
  const { standing, lastAnswer } = input;
  if (
    standing?.roundComplete &&
    lastAnswer &&
    lastAnswer.round === standing.round &&
    lastAnswer.questionId === input.questionId &&
    !lastAnswer.isCorrect &&
    input.now.getTime() - lastAnswer.at.getTime() <= RETRY_WINDOW_MS
  ) {
    return {
      round: standing.round,
      roundComplete: true,
      stars: standing.stars,
      bestResult: standing.bestResult,
      completedAt: standing.completedAt,
      percent: null,
      award: false,
    };
  }
  const newRound = standing === null || standing.roundComplete;
  const round = standing === null ? 1 : newRound ? standing.round + 1 : standing.round;
  const previous = newRound ? [] : input.firstAnswers;
  const result = roundResult(
    [...previous, { questionId: input.questionId, isCorrect: input.isCorrect }],
    input.questionCount,
  );

  const kept = {
    stars: standing?.stars ?? 0,
    bestResult: standing?.bestResult ?? null,
    completedAt: standing?.completedAt ?? null,
  };
  const complete = input.questionCount > 0 && result.answered >= input.questionCount;
  if (!complete) {
    return { round, roundComplete: false, ...kept, percent: null, award: false };
  }
  const { percent } = result;
  const stars = Math.max(kept.stars, starsForResult(percent));
  return {
    round,
    roundComplete: true,
    stars,
    bestResult: Math.max(kept.bestResult ?? 0, percent),
    completedAt: kept.completedAt ?? input.now,
    percent,
    award: stars >= 1,
  };
}
