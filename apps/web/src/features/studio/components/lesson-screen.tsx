import type { StudioDraft } from '@bolajon/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { dateLocale } from '../../../lib/date-locale';
import { useScreenTitle } from '../../../lib/document-title';
import { describeLoadError } from '../../../lib/load-error';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useLessonDraft } from '../api/get-lesson-draft';
import { useDraftActions } from '../api/publish-draft';
import { useStudioCourses } from '../api/get-studio-courses';
import { isForbidden } from '../lib/errors';
import { findLesson, type LessonPlace } from '../lib/tree';
import { StudioHeader } from './studio-header';
import { LessonEditor } from './lesson-editor/lesson-editor';
import { PublishLoss } from './publish-loss';
import { StudioRefusal } from './studio-refusal';
import './studio.css';

export interface StudioLessonScreenProps {
  /** From the URL; null when it is no id. */
  lessonId: number | null;
}

/** The way back to the tree: with the lesson, so the tree opens where it is and focuses it. */
export interface BackToTreeState {
  fromLessonId: number;
}

/**
 * /studio/lessons/:id: one lesson — its place in the course (from the tree), and its titles, words
 * and games as GET /studio/lessons/{id}/draft gives them: the saved draft, or the published lesson
 * when there is none (ADR 0044).
 */
export function StudioLessonScreen({ lessonId }: StudioLessonScreenProps) {
  const { t } = useTranslation('studio');
  // describeLoadError reads the app's texts (errors.*), not the studio's.
  const { t: appT } = useTranslation();
  const courses = useStudioCourses();
  const place = lessonId !== null && courses.data ? findLesson(courses.data, lessonId) : null;
  useScreenTitle(place?.lesson.title);

  const backState: BackToTreeState | undefined =
    lessonId !== null ? { fromLessonId: lessonId } : undefined;
  const back = { label: t('backToTree'), to: paths.studio.href(), state: backState };

  if (courses.isError && isForbidden(courses.error)) return <StudioRefusal />;

  if (!courses.data) {
    return (
      <div className="studio">
        <StudioHeader title={t('lesson.title')} back={back} showStudioName />
        {courses.isError ? (
          <ErrorState
            title={describeLoadError(courses.error, appT)}
            actionLabel={appT('common.tryAgain')}
            onAction={() => void courses.refetch()}
          />
        ) : (
          <Loading />
        )}
      </div>
    );
  }

  if (!place) {
    return (
      <div className="studio">
        <StudioHeader title={t('lesson.title')} back={back} showStudioName />
        <p className="studio__empty" role="status">
          {t('lesson.notFound')}
        </p>
      </div>
    );
  }

  return (
    <div className="studio">
      <StudioHeader title={place.lesson.title} back={back} showStudioName />
      <LessonBody place={place} />
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="studio__state">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

function LessonBody({ place }: { place: LessonPlace }) {
  const { t } = useTranslation('studio');
  const { t: appT } = useTranslation();
  const draft = useLessonDraft(place.lesson.id);
  const [generation, setGeneration] = useState(0);
  // Said after a discard, which starts the editor (and its actions) again.
  const [discarded, setDiscarded] = useState(false);

  if (!draft.data) {
    if (draft.isError) {
      if (isForbidden(draft.error)) return <StudioRefusal />;
      return (
        <ErrorState
          title={t('lesson.draftError')}
          message={describeLoadError(draft.error, appT)}
          actionLabel={appT('common.tryAgain')}
          onAction={() => void draft.refetch()}
        />
      );
    }
    return <Loading />;
  }

  return (
    <>
      <DraftStatus draft={draft.data} />
      <dl className="studio-facts">
        <div className="studio-facts__wide">
          <dt>{t('lesson.place')}</dt>
          <dd>
            <ol className="studio-place">
              <li>{place.course.title}</li>
              <li>{place.module.title}</li>
              <li>{place.block.title}</li>
            </ol>
          </dd>
        </div>
      </dl>
      <LessonEditor
        // A thrown-away draft starts the editor again from the lesson learners have.
        key={generation}
        draft={draft.data}
        target={{ kind: 'lesson', lessonId: place.lesson.id }}
        lessonId={place.lesson.id}
        actions={({ dirty }) => (
          <DraftActions
            lessonId={place.lesson.id}
            hasDraft={draft.data.draft}
            dirty={dirty}
            discarded={discarded}
            onDiscarded={() => {
              setDiscarded(true);
              setGeneration((n) => n + 1);
            }}
          />
        )}
      />
    </>
  );
}

type Confirming = 'publish' | 'discard' | null;

/**
 * A saved draft is published (learners see it from their next screen) or thrown away, each after
 * an "are you sure?" whose safe answer comes first; the publish's says what learners would lose
 * (publish-loss.tsx). What a publish changed is said after it.
 */
function DraftActions({
  lessonId,
  hasDraft,
  dirty,
  discarded,
  onDiscarded,
}: {
  lessonId: number;
  hasDraft: boolean;
  /** Changes not saved yet: what is published is the saved draft, so save first. */
  dirty: boolean;
  /** The draft was thrown away (this is the editor started again after it). */
  discarded: boolean;
  onDiscarded: () => void;
}) {
  const { t } = useTranslation('studio');
  const { t: appT } = useTranslation();
  const { publish, discard } = useDraftActions(lessonId);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const titleId = useId();
  const busy = publish.isPending || discard.isPending;
  const failed = publish.error ?? discard.error;

  const run = (action: 'publish' | 'discard') => {
    setConfirming(null);
    publish.reset();
    discard.reset();
    if (action === 'publish') publish.mutate();
    else discard.mutate(undefined, { onSuccess: onDiscarded });
  };

  return (
    <div className="studio-actions">
      {hasDraft && (
        <div className="studio-actions__buttons">
          <Button disabled={busy || dirty} onClick={() => setConfirming('publish')}>
            {t('lesson.publish')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming('discard')}>
            {t('lesson.discard')}
          </Button>
        </div>
      )}
      {hasDraft && dirty && <p className="studio-actions__note">{t('editor.saveFirst')}</p>}
      <p className="studio-actions__result" role="status">
        {publish.data
          ? t('lesson.published', {
              created: publish.data.created,
              updated: publish.data.updated,
              deleted: publish.data.deleted,
            })
          : discarded
            ? t('lesson.discarded')
            : ''}
      </p>
      {failed && (
        <p className="studio-actions__error" role="alert">
          {t('lesson.actionFailed', { message: failed.message || appT('errors.unknownError') })}
        </p>
      )}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        labelledBy={titleId}
        className="studio-confirm"
      >
        <h2 id={titleId} className="studio__subtitle">
          {confirming === 'discard' ? t('lesson.discardTitle') : t('lesson.publishTitle')}
        </h2>
        <p>{confirming === 'discard' ? t('lesson.discardText') : t('lesson.publishText')}</p>
        {/* Counted each time it opens; the publish does not wait for it. */}
        {confirming === 'publish' && <PublishLoss lessonId={lessonId} />}
        <div className="studio-actions__buttons">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('lesson.cancel')}
          </Button>
          <Button onClick={() => confirming && run(confirming)}>
            {confirming === 'discard' ? t('lesson.discard') : t('lesson.publish')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

/** Whether the editor sees a saved draft (when, by whom) or the lesson as learners have it. */
function DraftStatus({ draft }: { draft: StudioDraft }) {
  const { t, i18n } = useTranslation('studio');
  if (!draft.draft || !draft.updatedAt) {
    return <p className="studio-status">{t('lesson.noDraft')}</p>;
  }
  // In figures: Chromium has no Uzbek month names (it writes "2026 M11 27").
  const date = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(draft.updatedAt));
  return (
    <p className="studio-status studio-status--draft">
      {draft.updatedBy
        ? t('lesson.draftSavedBy', { date, name: draft.updatedBy.name })
        : t('lesson.draftSaved', { date })}
    </p>
  );
}
