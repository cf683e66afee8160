import type { Game } from '@bolajon/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { GameStageFrame, type GameStageFrameProps } from '../../../components/game-stage-frame';
import { Spinner } from '../../../components/ui/spinner';
import { describeLoadError, isNotFound } from '../../../lib/load-error';
import { paths } from '../../../lib/paths';
import { useGame } from '../api/get-game';
import { GameRefused, refusalOf } from './game-refused';
import './game-stage.css';

export { GameStageFrame };

export interface GameLoaderProps extends Omit<GameStageFrameProps, 'children' | 'footer'> {
  gameId: number | null;
  children: (game: Game) => ReactNode;
}

/** Loads the game of a stage screen, with loading, error (retry) and not-found states. */
export function GameLoader({ gameId, children, ...frame }: GameLoaderProps) {
  if (gameId === null) return <GameNotFound {...frame} />;
  return (
    <LoadGame gameId={gameId} {...frame}>
      {children}
    </LoadGame>
  );
}

export function GameNotFound(frame: Omit<GameStageFrameProps, 'children' | 'footer'>) {
  const { t } = useTranslation();
  return (
    <GameStageFrame {...frame}>
      <EmptyState message={t('game.notFound')}>
        <ButtonLink to={paths.home.href()}>{t('common.goHome')}</ButtonLink>
      </EmptyState>
    </GameStageFrame>
  );
}

export function GameLoading(frame: Omit<GameStageFrameProps, 'children' | 'footer'>) {
  const { t } = useTranslation();
  return (
    <GameStageFrame {...frame}>
      <div className="game-stage__state">
        <Spinner label={t('common.loading')} size="large" />
      </div>
    </GameStageFrame>
  );
}

function LoadGame({ gameId, children, ...frame }: GameLoaderProps & { gameId: number }) {
  const { t } = useTranslation();
  const game = useGame(gameId);
  // Data already here wins over a failed background refresh.
  if (game.data) return children(game.data);
  if (game.isPending) return <GameLoading {...frame} />;
  if (isNotFound(game.error)) return <GameNotFound {...frame} />;
  const refusal = refusalOf(game.error);
  if (refusal) return <GameRefused title={frame.title} refusal={refusal} />;
  return (
    <GameStageFrame {...frame}>
      <ErrorState
        title={describeLoadError(game.error, t)}
        actionLabel={t('common.tryAgain')}
        onAction={() => void game.refetch()}
      />
    </GameStageFrame>
  );
}
