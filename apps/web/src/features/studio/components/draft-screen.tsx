import type { StudioDraft } from '@bolajon/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useScreenTitle } from '../../../lib/document-title';
import { describeLoadError } from '../../../lib/load-error';
import { studioPaths } from '../lib/studio-paths';
import { useQuery } from '@tanstack/react-query';
import { draftQueryOptions } from '../api/get-draft';
import { useDiscardNewLesson, usePublishNewLesson } from '../api/publish-new-lesson';
import { isForbidden } from '../lib/errors';
import { LessonEditor } from './lesson-editor/lesson-editor';
import { StudioHeader } from './studio-header';
import { StudioRefusal } from './studio-refusal';
import './studio.css';

export interface StudioDraftScreenProps {
  /** From the URL; null when it is no id. */
  draftId: number | null;
}

/**
 * /studio/drafts/:id: a lesson never published, edited as its draft (GET/PUT
 * /studio/drafts/{draftId}); publishing it puts it on learners' maps and opens it as a lesson.
 */
export function StudioDraftScreen({ draftId }: StudioDraftScreenProps) {
  const { t } = useTranslation('studio');
  const { t: appT } = useTranslation();
  const back = { label: t('backToTree'), to: studioPaths.tree.href() };
  const draft = useQuery({ ...draftQueryOptions(draftId ?? 0), enabled: draftId !== null });
  const title = typeof draft.data?.lesson.title === 'string' ? draft.data.lesson.title : undefined;
  useScreenTitle(title || undefined);

  if (draft.isError && isForbidden(draft.error)) return <StudioRefusal />;
  return (
    <div className="studio">
      <StudioHeader title={title || t('lesson.title')} back={back} showStudioName />
      {draftId === null ? (
        <p className="studio__empty" role="status">
          {t('lesson.notFound')}
        </p>
      ) : draft.data ? (
        <DraftBody draft={draft.data} draftId={draftId} />
      ) : draft.isError ? (
        <ErrorState
          title={t('editor.draftLoadError')}
          message={describeLoadError(draft.error, appT)}
          actionLabel={appT('common.tryAgain')}
          onAction={() => void draft.refetch()}
        />
      ) : (
        <div className="studio__state">
          <Spinner label={appT('common.loading')} />
        </div>
      )}
    </div>
  );
}

function DraftBody({ draft, draftId }: { draft: StudioDraft; draftId: number }) {
  const { t } = useTranslation('studio');
  return (
    <>
      <p className="studio-status studio-status--draft">{t('editor.newLessonStatus')}</p>
      <LessonEditor
        draft={draft}
        target={{ kind: 'draft', draftId }}
        lessonId={null}
        actions={({ dirty }) => <PublishNewLesson draftId={draftId} dirty={dirty} />}
      />
    </>
  );
}

/**
 * Publish, after an "are you sure?" whose safe answer comes first; then the lesson opens. Or throw
 * the new lesson away (a lesson made by mistake), likewise asked first; then the tree opens.
 */
function PublishNewLesson({ draftId, dirty }: { draftId: number; dirty: boolean }) {
  const { t } = useTranslation('studio');
  const { t: appT } = useTranslation();
  const navigate = useNavigate();
  const publish = usePublishNewLesson(draftId);
  const discard = useDiscardNewLesson(draftId);
  const [confirming, setConfirming] = useState<'publish' | 'discard' | null>(null);
  const titleId = useId();
  const failed = publish.error ?? discard.error;

  return (
    <div className="studio-actions">
      <div className="studio-actions__buttons">
        <Button
          disabled={dirty || publish.isPending || discard.isPending}
          busy={publish.isPending}
          onClick={() => setConfirming('publish')}
        >
          {t('editor.publishNew')}
        </Button>
        <Button
          variant="secondary"
          disabled={publish.isPending || discard.isPending}
          busy={discard.isPending}
          onClick={() => setConfirming('discard')}
        >
          {t('editor.discardNew')}
        </Button>
      </div>
      {dirty && <p className="studio-actions__note">{t('editor.saveFirst')}</p>}
      {failed && (
        <p className="studio-actions__error" role="alert">
          {t('lesson.actionFailed', {
            message: failed.message || appT('errors.unknownError'),
          })}
        </p>
      )}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        labelledBy={titleId}
        className="studio-confirm"
      >
        <h2 id={titleId} className="studio__subtitle">
          {confirming === 'discard' ? t('editor.discardNewTitle') : t('editor.publishNewTitle')}
        </h2>
        <p>{confirming === 'discard' ? t('editor.discardNewText') : t('editor.publishNewText')}</p>
        <div className="studio-actions__buttons">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('lesson.cancel')}
          </Button>
          {confirming === 'discard' ? (
            <Button
              onClick={() => {
                setConfirming(null);
                discard.mutate(undefined, {
                  onSuccess: () => void navigate(studioPaths.tree.href(), { replace: true }),
                });
              }}
            >
              {t('editor.discardNew')}
            </Button>
          ) : (
            <Button
              onClick={() => {
                setConfirming(null);
                publish.mutate(undefined, {
                  onSuccess: (result) =>
                    void navigate(studioPaths.lesson.href(result.lessonId), { replace: true }),
                });
              }}
            >
              {t('editor.publishNew')}
            </Button>
          )}
        </div>
      </Modal>
    </div>
  );
}
