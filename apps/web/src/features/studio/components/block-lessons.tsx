import type { StudioBlock, StudioDraftSummary, StudioLesson } from '@bolajon/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { studioPaths } from '../lib/studio-paths';
import { useDeleteLesson } from '../api/delete-lesson';
import { useOrderLessons } from '../api/order-lessons';
import { moveAt } from '../lib/edit-lesson';
import { useReorder } from '../lib/reorder';
import { AddLessonForm } from './add-lesson-form';
import { DeleteLessonDialog } from './delete-lesson-dialog';
import './tree-edits.css';

export interface BlockLessonsProps {
  block: StudioBlock;
  /** New lessons' drafts in this block (not published yet). */
  newDrafts: readonly StudioDraftSummary[];
  /** A lesson's link, as the tree draws it. */
  renderLesson: (lesson: StudioLesson) => ReactNode;
  /**
   * The course's first block: its first lesson is the course's free one (DESIGN.md section 4),
   * so moving or deleting it changes what families who have not paid can open — said so.
   */
  firstOfCourse?: boolean;
}

/** Where the keyboard goes once the moved lesson stands at `index`. */
type MoveFocus = { lessonId: number; index: number; control: 'up' | 'down' | 'link' };

/**
 * A block's lessons with the tree's own edits (ADR 0046), each saved at once: reorder by drag and
 * drop, by the "up" / "down" buttons or Alt+↑ / Alt+↓ on a lesson (said in a live region, the
 * focus staying on the moved lesson); delete behind a confirmation that says what learners lose;
 * new lessons' drafts listed, and a new lesson added as a draft.
 */
export function BlockLessons({
  block,
  newDrafts,
  renderLesson,
  firstOfCourse = false,
}: BlockLessonsProps) {
  const { t } = useTranslation('studio');
  const { t: appT } = useTranslation();
  const order = useOrderLessons();
  const remove = useDeleteLesson();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<StudioLesson | undefined>(undefined);
  const [said, setSaid] = useState('');
  const rows = useRef(new Map<number, HTMLLIElement>());
  const moveFocus = useRef<MoveFocus | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const lessons = block.lessons;

  // After a move, the keyboard stays on the moved lesson: on the control used while it still
  // applies there, else on the lesson's link. Once it stands at its new place: moving its row in
  // the page takes the focus off it.
  useEffect(() => {
    const focus = moveFocus.current;
    if (!focus || lessons.findIndex((l) => l.id === focus.lessonId) !== focus.index) return;
    moveFocus.current = null;
    const row = rows.current.get(focus.lessonId);
    const control = row?.querySelector<HTMLElement>(
      `[data-move="${focus.control}"]:not([disabled])`,
    );
    (control ?? row?.querySelector<HTMLElement>('[data-move="link"]'))?.focus();
  });

  const move = (index: number, to: number, control: MoveFocus['control']) => {
    const lesson = lessons[index];
    if (!lesson || to < 0 || to >= lessons.length || to === index) return;
    const ids = moveAt(
      lessons.map((l) => l.id),
      index,
      to - index,
    );
    moveFocus.current = { lessonId: lesson.id, index: to, control };
    const moved = t('tree.moved', { title: lesson.title, position: to + 1, count: lessons.length });
    const newFree = lessons.find((l) => l.id === ids[0]);
    setSaid(
      firstOfCourse && (index === 0 || to === 0) && newFree
        ? `${moved} ${t('tree.freeLessonMoved', { title: newFree.title })}`
        : moved,
    );
    order.mutate(
      { blockId: block.id, lessonIds: ids },
      {
        onError: (error) => {
          // Put back where it was: the focus goes with it.
          moveFocus.current = { lessonId: lesson.id, index, control: 'link' };
          setSaid(t('tree.orderFailed', { message: error.message || appT('errors.unknownError') }));
        },
      },
    );
  };

  // Alt+arrows and a drop (lib/reorder.ts, as the lesson editor's lists): the keyboard stays on
  // the lesson's link.
  const reorder = useReorder({
    ids: lessons.map((l) => l.id),
    onMove: (from, to) => move(from, to, 'link'),
  });

  const confirmDelete = () => {
    const lesson = deleting;
    setDeleting(undefined);
    if (!lesson) return;
    remove.mutate(lesson.id, {
      onSuccess: () => setSaid(t('tree.deleted', { title: lesson.title })),
      onError: (error) =>
        setSaid(t('tree.deleteFailed', { message: error.message || appT('errors.unknownError') })),
    });
  };

  return (
    <div className="studio-block-lessons">
      {lessons.length === 0 && newDrafts.length === 0 ? (
        <p className="studio-tree__empty">{t('tree.emptyBlock')}</p>
      ) : (
        <ul className="studio-lessons">
          {lessons.map((lesson, index) => (
            <li
              key={lesson.id}
              ref={(element) => {
                if (element) rows.current.set(lesson.id, element);
                else rows.current.delete(lesson.id);
              }}
              className={
                reorder.dragged === lesson.id
                  ? 'studio-lessons__row studio-lessons__row--dragged'
                  : 'studio-lessons__row'
              }
              {...reorder.source(lesson.id)}
              {...reorder.target(index)}
            >
              {renderLesson(lesson)}
              <span className="studio-lessons__tools">
                <Button
                  variant="ghost"
                  data-move="up"
                  aria-label={t('tree.moveUpLabel', { title: lesson.title })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  {t('tree.moveUp')}
                </Button>
                <Button
                  variant="ghost"
                  data-move="down"
                  aria-label={t('tree.moveDownLabel', { title: lesson.title })}
                  disabled={index === lessons.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  {t('tree.moveDown')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('tree.deleteLabel', { title: lesson.title })}
                  onClick={() => setDeleting(lesson)}
                >
                  {t('tree.delete')}
                </Button>
              </span>
            </li>
          ))}
          {newDrafts.map((draft) => (
            <li key={`draft-${draft.draftId}`} className="studio-lessons__row">
              <Link className="studio-lesson" to={studioPaths.draft.href(draft.draftId)}>
                <span className="studio-lesson__names">
                  <span className="studio-lesson__title">{draft.title || draft.key}</span>
                </span>{' '}
                <span className="studio-lesson__draft">{t('tree.draft')}</span>{' '}
                <span className="studio-lesson__counts">{t('tree.newDraft')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {lessons.length > 1 && <p className="studio-block-lessons__hint">{t('tree.reorderHint')}</p>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      {adding ? (
        <AddLessonForm
          blockId={block.id}
          blockTitle={block.title}
          onCancel={() => {
            setAdding(false);
            // Back where the form was opened from.
            requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      ) : (
        <Button ref={addButton} variant="secondary" onClick={() => setAdding(true)}>
          {t('tree.addLesson')}
        </Button>
      )}
      <DeleteLessonDialog
        lesson={deleting}
        free={firstOfCourse && deleting !== undefined && lessons[0]?.id === deleting.id}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
