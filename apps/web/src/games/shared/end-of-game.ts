import { isSpeechGame } from '@bolajon/contract';
import type { GameNavState } from '../../features/game/lib/nav-state';

export interface EndOfGame {
  to: string;
  state: GameNavState;
}

/**
 * Where a finished game goes (decided; the spec's text loops): speech games (1.x) to the final
 * video, which offers the achievement itself; other games to the achievement card when the game
 * has one, else to the outro.
 */
export function endOfGame({
  gameId,
  type,
  hasAchievements,
  score,
  totalQuestions,
  gameTitle,
}: {
  gameId: number;
  type: string;
  hasAchievements: boolean;
  score: number;
  totalQuestions: number;
  gameTitle: string;
}): EndOfGame {
  if (isSpeechGame(type)) {
    return { to: `/game-stage-4/${gameId}`, state: { score, totalQuestions } };
  }
  if (hasAchievements) {
    return { to: `/get-achievement/${gameId}`, state: { score, totalQuestions } };
  }
  return { to: `/game-outro/${gameId}`, state: { score, totalQuestions, gameTitle } };
}
