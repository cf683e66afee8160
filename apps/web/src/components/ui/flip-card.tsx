import type { ReactNode } from 'react';
import { classNames } from './class-names';
import './flip-card.css';

export interface FlipCardProps {
  flipped: boolean;
  onFlip: () => void;
  /** The accessible name of the closed card, a button that opens it. */
  frontLabel: string;
  front: ReactNode;
  back: ReactNode;
  className?: string;
}

/**
 * A card that turns over (CSS 3D; without the turn when reduced motion is asked for). The closed
 * side is a button; the open side is ordinary content.
 */
export function FlipCard({ flipped, onFlip, frontLabel, front, back, className }: FlipCardProps) {
  return (
    <div className={classNames('flip-card', flipped && 'flip-card--flipped', className)}>
      <div className="flip-card__inner">
        <button
          type="button"
          className="flip-card__face flip-card__face--front"
          aria-label={frontLabel}
          onClick={onFlip}
          disabled={flipped}
          inert={flipped}
          aria-hidden={flipped || undefined}
        >
          {front}
        </button>
        <div
          className="flip-card__face flip-card__face--back"
          inert={!flipped}
          aria-hidden={!flipped || undefined}
        >
          {back}
        </div>
      </div>
    </div>
  );
}
