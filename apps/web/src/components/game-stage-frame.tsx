import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameFrame } from './ui/game-frame';

export interface GameStageFrameProps {
  title: string;
  progress: number;
  score: number;
  children: ReactNode;
  footer?: ReactNode;
}

/** The game frame with this app's labels: every stage and every game screen sits in it. */
export function GameStageFrame({ title, progress, score, children, footer }: GameStageFrameProps) {
  const { t } = useTranslation();
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
