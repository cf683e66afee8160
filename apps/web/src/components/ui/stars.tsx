import { MAX_STARS } from '@bolajon/contract/progress-rules';
import { classNames } from './class-names';
import { StarIcon } from './game-icons';
import './stars.css';

export interface StarsProps {
  /** Stars earned, 0 to `max`. */
  value: number;
  max?: number;
  /** Read instead of the pictures, e.g. "2 of 3 stars"; without one the stars are decoration. */
  label?: string;
  size?: 'small' | 'large';
}

/** `max` star slots with the earned ones filled. */
export function Stars({ value, max = MAX_STARS, label, size = 'small' }: StarsProps) {
  return (
    <span
      className={classNames('stars', `stars--${size}`)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {Array.from({ length: max }, (_, index) => (
        <StarIcon
          key={index}
          filled={index < value}
          className={classNames('stars__star', index < value && 'stars__star--earned')}
        />
      ))}
    </span>
  );
}
