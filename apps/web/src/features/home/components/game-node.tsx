import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { LockIcon } from '../../../components/ui/game-icons';
import { Stars } from '../../../components/ui/stars';
import type { MapGame } from '../lib/merge-progress';

export interface GameNodeProps {
  game: MapGame;
  /** The game's position within its lesson, from 1. */
  number: number;
  /** The game to play next: marked with a bouncing bubble. */
  next: boolean;
  busy: boolean;
  onStart: (gameId: number) => void;
  onLocked: () => void;
}

/** One stop on the map: a round button named 'ИГРА n', with stars, a lock, or muted. */
export function GameNode({ game, number, next, busy, onStart, onLocked }: GameNodeProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const { status } = game;
  const statusText =
    status === 'locked'
      ? t('home.status.locked')
      : status === 'inactive'
        ? t('home.status.inactive')
        : t('home.status.stars', { count: game.stars });

  return (
    <div
      className={classNames(
        'game-node',
        `game-node--${status}`,
        status === 'active' && game.stars > 0 && 'game-node--done',
        next && 'game-node--next',
      )}
    >
      {next && (
        <span className="game-node__bubble" aria-hidden="true">
          {t('home.play')}
        </span>
      )}
      <button
        type="button"
        className="game-node__button"
        disabled={status === 'inactive'}
        aria-describedby={statusId}
        aria-busy={busy || undefined}
        onClick={() => (status === 'locked' ? onLocked() : onStart(game.id))}
      >
        {status === 'active' ? (
          <Stars value={game.stars} />
        ) : (
          <span className="game-node__no-stars" aria-hidden="true" />
        )}
        <span className="game-node__circle" aria-hidden="true">
          {status === 'locked' ? <LockIcon width={34} height={34} /> : number}
        </span>
        <span className="game-node__label">{t('home.gameLabel', { n: number })}</span>
      </button>
      <span id={statusId} className="visually-hidden">
        {statusText}
      </span>
    </div>
  );
}
