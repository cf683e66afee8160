import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';
import { GameFrame } from './ui/game-frame';

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
 * The game frame with this app's labels: every stage and every game screen sits in it, and it
 * names the browser tab after the screen (and the game, once loaded).
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
  useDocumentTitle(
    gameNumber === undefined
      ? title
      : t('game.documentTitle', { number: gameNumber, screen: title }),
  );
  return (
    <GameFrame
      title={title}
      progress={progress}
      progressLabel={t('game.progress')}
      score={score}
      scoreLabel={t('game.score')}
      closeLabel={t('game.close')}
      footer={footer}
    >
      {children}
    </GameFrame>
  );
}
