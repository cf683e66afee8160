import type { GameResult } from '@bolajon/contract';

export interface OutroStats {
  correct: number;
  incorrect: number;
  total: number;
  /** correct / total as a whole percentage; 0 when there is nothing to count. */
  percent: number;
}

function withPercent(correct: number, total: number): OutroStats {
  return {
    correct,
    incorrect: total - correct,
    total,
    percent: total === 0 ? 0 : Math.round((correct / total) * 100),
  };
}

/**
 * The round's counts as the server counts them (DESIGN.md section 4): a question is right when
 * its first attempt in the round was right; a repeat after a wrong answer is practice.
 * `attempts` come oldest first.
 */
export function outroStats(attempts: readonly GameResult[]): OutroStats {
  const firstAttempt = new Map<number, boolean>();
  for (const attempt of attempts) {
    if (!firstAttempt.has(attempt.question.id)) {
      firstAttempt.set(attempt.question.id, attempt.isCorrect);
    }
  }
  const correct = [...firstAttempt.values()].filter(Boolean).length;
  return withPercent(correct, firstAttempt.size);
}

/** The counts from the navigation state, when the results could not be loaded (spec section 2). */
export function statsFromScore(
  score: number,
  totalQuestions: number,
  pointsPerCorrect: number,
): OutroStats {
  const correct = Math.min(totalQuestions, Math.round(score / Math.max(1, pointsPerCorrect)));
  return withPercent(correct, totalQuestions);
}
