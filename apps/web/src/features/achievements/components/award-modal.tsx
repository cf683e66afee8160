import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import { Modal } from '../../../components/ui/modal';
import type { AwardCard } from '../lib/awards';
import { formatEarnedDate } from '../lib/earned-date';
import { AwardPicture } from './award-tile';

export interface AwardModalProps {
  /** The award to show big, or null when the modal is closed. */
  award: AwardCard | null;
  onClose: () => void;
}

/** An award up close: the big picture, its words, and when it was earned or how to earn it. */
export function AwardModal({ award, onClose }: AwardModalProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Modal open={award !== null} onClose={onClose} labelledBy={titleId} className="award-modal">
      {award && (
        <>
          <AwardPicture award={award} size={180} className="award-modal__picture" />
          <h2 id={titleId} className="award-modal__title">
            {award.title}
          </h2>
          <p className="award-modal__description">{award.description}</p>
          <p
            className={classNames(
              'award-modal__status',
              award.earnedAt !== null
                ? 'award-modal__status--earned'
                : 'award-modal__status--locked',
            )}
          >
            {award.earnedAt !== null
              ? t('achievements.earnedOn', {
                  date: formatEarnedDate(award.earnedAt, i18n.resolvedLanguage),
                })
              : t('achievements.locked')}
          </p>
          <p className="award-modal__lesson">
            {award.earnedAt !== null
              ? t('achievements.lesson', { lesson: award.lessonTitle })
              : t('achievements.howToEarn', { lesson: award.lessonTitle })}
          </p>
          <Button block onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      )}
    </Modal>
  );
}
