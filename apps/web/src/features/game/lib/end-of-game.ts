import { gameTypeFacts } from '@bolajon/contract';
import { paths } from '../../../lib/paths';
import type { GameNavState } from './nav-state';

export interface EndOfGame {
  to: string;
  state: GameNavState;
}

/**
 * Where a finished game goes (ADR 0008; the spec's text loops): speech games to the final video,
 * which offers the achievement itself; other games to the achievement card when the game has one,
 * else to the outro.
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
  if (gameTypeFacts(type)?.end === 'final-video') {
    return { to: paths.gameFinalVideo.href(gameId), state: { score, totalQuestions } };
  }
  if (hasAchievements) {
    return { to: paths.gameAchievement.href(gameId), state: { score, totalQuestions } };
  }
  return { to: paths.gameOutro.href(gameId), state: { score, totalQuestions, gameTitle } };
}
