/**
 * What the game screens hand on to each other in the navigation state (spec section 2): the score
 * and the number of questions, the game's title for the outro, and whether the achievement card
 * was already opened (so the final video offers "finish" rather than the card again).
 */
export interface GameNavState {
  score: number;
  totalQuestions: number;
  gameTitle?: string;
  achievementSeen?: boolean;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The state as carried, or null when it is missing or not ours (a reload keeps it; a typed URL does not). */
export function readGameNavState(state: unknown): GameNavState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { score, totalQuestions, gameTitle, achievementSeen } = state as Record<string, unknown>;
  if (!isCount(score) || !isCount(totalQuestions)) return null;
  return {
    score,
    totalQuestions,
    ...(typeof gameTitle === 'string' ? { gameTitle } : {}),
    ...(achievementSeen === true ? { achievementSeen: true } : {}),
  };
}
