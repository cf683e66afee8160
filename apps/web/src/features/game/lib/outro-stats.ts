import { gameTypeFacts, type GameResult } from '@bolajon/contract';
import { resultPercent, roundResult, type RoundAnswer } from '@bolajon/contract/progress-rules';

export interface OutroStats {
  correct: number;
  incorrect: number;
  total: number;
  /** correct / total as a whole percentage; 0 when there is nothing to count. */
  percent: number;
}

/**
 * The round's counts by the contract's {@link roundResult}, the rule the server scores with: a
 * question is right when its first attempt in the round was right; a repeat after a wrong answer
 * is practice. `attempts` come oldest first.
 */
export function outroStats(attempts: readonly GameResult[]): OutroStats {
  return roundStats(
    attempts.map((attempt) => ({ questionId: attempt.question.id, isCorrect: attempt.isCorrect })),
  );
}

/** {@link outroStats} of answers judged on the device (a preview, whose answers are not sent). */
export function roundStats(answers: readonly RoundAnswer[]): OutroStats {
  const { answered, right, percent } = roundResult(answers);
  return { correct: right, incorrect: answered - right, total: answered, percent };
}

/**
 * The score the outro shows: the right answers' points, or — for a game scored per reply (2.4),
 * whose replies earn their points as they go — the score the child saw, when it was handed on.
 */
export function outroScore(type: string, stats: OutroStats, shownScore: number | null): number {
  const facts = gameTypeFacts(type);
  if (facts?.scoring === 'reply' && shownScore !== null) return shownScore;
  return stats.correct * (facts?.points ?? 10);
}

/** The counts from the navigation state, when the results could not be loaded (spec section 2). */
export function statsFromScore(
  score: number,
  totalQuestions: number,
  pointsPerCorrect: number,
): OutroStats {
  const correct = Math.min(totalQuestions, Math.round(score / Math.max(1, pointsPerCorrect)));
  return {
    correct,
    incorrect: totalQuestions - correct,
    total: totalQuestions,
    percent: resultPercent(correct, totalQuestions),
  };
}
