import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../lib/document-title';
import { paths } from '../lib/paths';
import { GameFrame } from './ui/game-frame';

/**
 * Where a game's close button goes: the map (by default), or what a host of play elsewhere gives
 * (the studio's preview: back to the lesson being written).
 */
export const GameCloseContext = createContext<string | null>(null);

export interface GameStageFrameProps {
  title: string;
  /** The game's number in its lesson, once known: the tab reads "Игра 2 · …". */
  gameNumber?: number;
  progress: number;
  score: number;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The game frame with this app's labels: every stage and every game screen sits in it. Once the
 * game is loaded, the browser tab names it too ("Игра 2 · Начало игры"; the route names the screen).
 */
export function GameStageFrame({
  title,
  gameNumber,
  progress,
  score,
  children,
  footer,
}: GameStageFrameProps) {
  const { t } = useTranslation();
  const closeTo = useContext(GameCloseContext) ?? paths.home.href();
  useScreenTitle(
    gameNumber === undefined
      ? null
      : t('game.documentTitle', { number: gameNumber, screen: title }),
  );
  return (
    <GameFrame
      title={title}
      progress={progress}
      progressLabel={t('game.progress')}
      score={score}
      scoreLabel={t('game.score')}
      closeTo={closeTo}
      closeLabel={t('game.close')}
      footer={footer}
    >
      {children}
    </GameFrame>
  );
}
