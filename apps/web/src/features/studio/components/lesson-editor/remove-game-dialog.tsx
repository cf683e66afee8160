import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { useLessonImpact } from '../../api/get-lesson-impact';
import type { EditGame } from '../../lib/edit-lesson';

export interface RemoveGameDialogProps {
  lessonId: number;
  /** The game to remove; the dialog is open while there is one. */
  game: EditGame | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Removing a game of a published lesson asks first, saying what learners would lose when the
 * lesson is published (GET /studio/lessons/{id}/impact, by the game's key). The safe answer
 * comes first.
 */
export function RemoveGameDialog({ lessonId, game, onCancel, onConfirm }: RemoveGameDialogProps) {
  const { t } = useTranslation('studio');
  const titleId = useId();
  const impact = useLessonImpact(lessonId, game !== undefined);
  const loss = impact.data?.games.find((g) => g.key === game?.key);

  return (
    <Modal
      open={game !== undefined}
      onClose={onCancel}
      labelledBy={titleId}
      className="studio-confirm"
    >
      <h2 id={titleId} className="studio__subtitle">
        {t('editor.removeGameTitle', { title: game?.title ?? '' })}
      </h2>
      {impact.isPending ? (
        <Spinner label={t('editor.impactLoading')} />
      ) : impact.isError ? (
        <p>{t('editor.impactFailed')}</p>
      ) : loss && (loss.learners > 0 || loss.answers > 0 || loss.stars > 0) ? (
        <p>
          {t('editor.impact', {
            learners: loss.learners,
            answers: loss.answers,
            stars: loss.stars,
          })}
        </p>
      ) : (
        <p>{t('editor.noImpact')}</p>
      )}
      <div className="studio-actions__buttons">
        <Button variant="secondary" onClick={onCancel}>
          {t('lesson.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('editor.removeGame')}
        </Button>
      </div>
    </Modal>
  );
}
