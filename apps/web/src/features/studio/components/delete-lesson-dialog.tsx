import type { StudioLesson } from '@bolajon/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useLessonImpact } from '../api/get-lesson-impact';

export interface DeleteLessonDialogProps {
  /** The lesson to delete; the dialog is open while there is one. */
  lesson: StudioLesson | undefined;
  /** The course's free lesson (its first): deleting it makes the next one free instead. */
  free?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Deleting a published lesson asks first and says, in words, what learners would lose (GET
 * /studio/lessons/{id}/impact, asked when the dialog opens). The safe answer comes first.
 */
export function DeleteLessonDialog({
  lesson,
  free = false,
  onCancel,
  onConfirm,
}: DeleteLessonDialogProps) {
  const { t } = useTranslation('studio');
  const titleId = useId();
  const impact = useLessonImpact(lesson?.id ?? 0, lesson !== undefined);
  const loss = impact.data;

  return (
    <Modal
      open={lesson !== undefined}
      onClose={onCancel}
      labelledBy={titleId}
      className="studio-confirm"
    >
      <h2 id={titleId} className="studio__subtitle">
        {t('tree.deleteTitle', { title: lesson?.title ?? '' })}
      </h2>
      <p>{t('tree.deleteText')}</p>
      {free && <p className="studio-confirm__impact">{t('tree.deleteFree')}</p>}
      {impact.isPending ? (
        <Spinner label={t('tree.impactLoading')} />
      ) : impact.isError ? (
        <p>{t('tree.impactFailed')}</p>
      ) : loss && (loss.learners > 0 || loss.answers > 0 || loss.stars > 0) ? (
        <p className="studio-confirm__impact">
          {t('tree.impact', {
            count: loss.learners,
            children: t('tree.children', { count: loss.learners }),
            answers: t('tree.answers', { count: loss.answers }),
            stars: t('tree.stars', { count: loss.stars }),
          })}
          {loss.wordMarks > 0 &&
            ` ${t('tree.impactWordMarks', { marks: t('publishLoss.wordMarks', { count: loss.wordMarks }) })}`}
        </p>
      ) : (
        <p>{t('tree.noImpact')}</p>
      )}
      <div className="studio-actions__buttons">
        <Button variant="secondary" onClick={onCancel}>
          {t('tree.keep')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('tree.deleteConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
