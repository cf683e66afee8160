import { gameTypeFacts } from '@bolajon/contract';
import { paths } from '../../../lib/paths';
import type { GameNavState } from './nav-state';

export interface EndOfGame {
  to: string;
  state: GameNavState;
}

/** The stage after a game's last question. */
export type EndStage = 'final-video' | 'achievement' | 'outro';

/**
 * Where a finished game goes (ADR 0008; the spec's text loops): speech games to the final video,
 * which offers the achievement itself; other games to the achievement card when the game has one,
 * else to the outro.
 */
export function endStage(type: string, hasAchievements: boolean): EndStage {
  if (gameTypeFacts(type)?.end === 'final-video') return 'final-video';
  return hasAchievements ? 'achievement' : 'outro';
}

/** {@link endStage} as the learner's screens go there: its URL, and what it is handed. */
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
  switch (endStage(type, hasAchievements)) {
    case 'final-video':
      return { to: paths.gameFinalVideo.href(gameId), state: { score, totalQuestions } };
    case 'achievement':
      return { to: paths.gameAchievement.href(gameId), state: { score, totalQuestions } };
    case 'outro':
      return { to: paths.gameOutro.href(gameId), state: { score, totalQuestions, gameTitle } };
  }
}
