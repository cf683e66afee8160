import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { CheckIcon, LockIcon } from '../../../components/ui/game-icons';
import { DEFAULT_PICTURE } from '../../../games/kit/pictures';
import type { AwardCard } from '../lib/awards';

export interface AwardPictureProps {
  award: AwardCard;
  size: number;
  className?: string;
}

/**
 * The award's picture with its mark: a green check when earned; greyed with a lock while not,
 * so a child who cannot read yet still sees which ones are theirs. The picture is decoration
 * next to the title, so it has no text of its own.
 */
export function AwardPicture({ award, size, className }: AwardPictureProps) {
  const earned = award.earnedAt !== null;
  return (
    <span
      className={classNames(
        'award-picture',
        earned ? 'award-picture--earned' : 'award-picture--locked',
        className,
      )}
    >
      <FallbackImage
        className="award-picture__image"
        src={award.imageUrl}
        fallbackSrc={DEFAULT_PICTURE}
        alt=""
        width={size}
        height={size}
        loading="lazy"
      />
      <span className="award-picture__mark" aria-hidden="true">
        {earned ? <CheckIcon width={20} height={20} /> : <LockIcon width={20} height={20} />}
      </span>
    </span>
  );
}

export interface AwardTileProps {
  award: AwardCard;
  onOpen: (award: AwardCard) => void;
}

/** One award of the catalogue: in colour when earned, greyed with how to earn it when not. */
export function AwardTile({ award, onOpen }: AwardTileProps) {
  const { t } = useTranslation();
  const earned = award.earnedAt !== null;
  return (
    <button
      type="button"
      className={classNames('award-tile', earned ? 'award-tile--earned' : 'award-tile--locked')}
      onClick={() => onOpen(award)}
    >
      <AwardPicture award={award} size={96} />
      <span className="award-tile__title">{award.title}</span>
      <span className="award-tile__description">{award.description}</span>
      <span className="award-tile__lesson">
        {earned
          ? t('achievements.lesson', { lesson: award.lessonTitle })
          : t('achievements.howToEarn', { lesson: award.lessonTitle })}
      </span>
      <span className="visually-hidden">
        {earned ? t('achievements.earned') : t('achievements.locked')}
      </span>
    </button>
  );
}
