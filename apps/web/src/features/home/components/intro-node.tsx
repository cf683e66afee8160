import type { GameStatus } from '@bolajon/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { CheckIcon, LockIcon, WordsIcon } from '../../../components/ui/game-icons';

export interface IntroNodeProps {
  lessonId: number;
  /** As the lesson's first game: locked, inactive (not reached yet) or active. */
  status: GameStatus;
  seen: boolean;
  /** The next step of the map: marked with the bouncing bubble. */
  next: boolean;
  busy: boolean;
  onOpen: (lessonId: number) => void;
  onLocked: () => void;
}

/**
 * A lesson's first stop on the map (ADR 0038): its new words, shown and said, before its games.
 * Drawn as a game's stop is (the same classes), with a picture card in the circle and a tick once
 * seen through.
 */
export function IntroNode({
  lessonId,
  status,
  seen,
  next,
  busy,
  onOpen,
  onLocked,
}: IntroNodeProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const statusText =
    status === 'locked'
      ? t('home.status.locked')
      : status === 'inactive'
        ? t('home.status.introInactive')
        : seen
          ? t('home.status.introSeen')
          : t('home.status.introNew');

  return (
    <div
      className={classNames(
        'game-node',
        'game-node--intro',
        `game-node--${status}`,
        status === 'active' && seen && 'game-node--done',
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
        onClick={() => (status === 'locked' ? onLocked() : onOpen(lessonId))}
      >
        {status === 'active' && seen ? (
          <span className="game-node__seen" aria-hidden="true">
            <CheckIcon width={22} height={22} />
          </span>
        ) : (
          <span className="game-node__no-stars" aria-hidden="true" />
        )}
        <span className="game-node__circle" aria-hidden="true">
          {status === 'locked' ? (
            <LockIcon width={34} height={34} />
          ) : (
            <WordsIcon width={40} height={40} />
          )}
        </span>
        <span className="game-node__label">{t('home.introLabel')}</span>
      </button>
      <span id={statusId} className="visually-hidden">
        {statusText}
      </span>
    </div>
  );
}
