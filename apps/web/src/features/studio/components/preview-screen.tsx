import { queryOptions, useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { ArrowLeftIcon, RepeatIcon } from '../../../components/ui/game-icons';
import { Spinner } from '../../../components/ui/spinner';
import { describeLoadError } from '../../../lib/load-error';
import { studioPaths } from '../lib/studio-paths';
import { getDraft } from '../api/get-draft';
import { getLessonDraft } from '../api/get-lesson-draft';
import { studioKeys } from '../api/studio-keys';
import { isForbidden } from '../lib/errors';
import { previewGame, type PreviewGame } from '../lib/preview-game';
import { StudioRefusal } from './studio-refusal';
import './preview.css';
import './studio.css';

/** Whose game is previewed: a lesson's (its draft, else as published) or a new lesson's draft. */
export type PreviewSource = { kind: 'lesson'; id: number } | { kind: 'draft'; id: number };

/** What the route's player gets: the game as the learner screens take it, and the way back. */
export interface PreviewPlayerProps extends PreviewGame {
  exitTo: string;
}

export interface StudioPreviewScreenProps {
  /** From the URL; null when its id is no id. */
  source: PreviewSource | null;
  gameKey: string;
  /**
   * The game itself, played on the device with nothing sent: the route hands in the game
   * feature's player (a feature never imports another).
   */
  renderGame: (props: PreviewPlayerProps) => ReactNode;
}

/**
 * /studio/lessons/:id/preview/:gameKey and /studio/drafts/:id/preview/:gameKey (issue 23): one
 * game of the lesson as saved, from its intro to its end screens, in a phone's frame (the whole
 * screen on a phone), under a bar with its title, what a preview is, Restart and the way back.
 */
export function StudioPreviewScreen({ source, gameKey, renderGame }: StudioPreviewScreenProps) {
  const { t } = useTranslation('studio');
  if (!source)
    return <PreviewMessage backTo={studioPaths.tree.href()} text={t('lesson.notFound')} />;
  return <LoadPreview source={source} gameKey={gameKey} renderGame={renderGame} />;
}

/** The lesson as saved, under the same key as the lesson's (or draft's) own screen reads it. */
const draftOf = (source: PreviewSource) =>
  queryOptions({
    queryKey:
      source.kind === 'lesson' ? studioKeys.lessonDraft(source.id) : studioKeys.draft(source.id),
    queryFn: ({ signal }) =>
      source.kind === 'lesson' ? getLessonDraft(source.id, signal) : getDraft(source.id, signal),
  });

const backOf = (source: PreviewSource) =>
  source.kind === 'lesson' ? studioPaths.lesson.href(source.id) : studioPaths.draft.href(source.id);

function LoadPreview({
  source,
  gameKey,
  renderGame,
}: StudioPreviewScreenProps & { source: PreviewSource }) {
  const { t } = useTranslation('studio');
  // describeLoadError reads the app's texts (errors.*), not the studio's.
  const { t: appT } = useTranslation();
  const draft = useQuery(draftOf(source));
  const backTo = backOf(source);
  const preview = useMemo(
    () =>
      draft.data
        ? previewGame(draft.data.lesson, gameKey, { lessonId: draft.data.lessonId })
        : null,
    [draft.data, gameKey],
  );

  if (!draft.data) {
    if (draft.isError && isForbidden(draft.error)) return <StudioRefusal />;
    return (
      <div className="studio">
        <PreviewBack to={backTo} />
        {draft.isError ? (
          <ErrorState
            title={t('preview.loadError')}
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
  if (!preview) return <PreviewMessage backTo={backTo} text={t('preview.gameNotFound')} />;
  return <Preview preview={preview} backTo={backTo} renderGame={renderGame} />;
}

function Preview({
  preview,
  backTo,
  renderGame,
}: {
  preview: PreviewGame;
  backTo: string;
  renderGame: StudioPreviewScreenProps['renderGame'];
}) {
  const { t } = useTranslation('studio');
  const [round, setRound] = useState(0);
  return (
    <div className="studio-preview">
      <div className="studio studio-preview__top">
        <header className="studio-preview__bar">
          <PreviewBack to={backTo} />
          <div className="studio__heading">
            <h1 className="studio__title">{preview.game.title}</h1>
            <p className="studio-preview__notice">{t('preview.notice')}</p>
          </div>
          <Button
            variant="secondary"
            className="studio-preview__restart"
            onClick={() => setRound((n) => n + 1)}
          >
            <RepeatIcon width={22} height={22} />
            {t('preview.restart')}
          </Button>
        </header>
        <p className="studio__note">{t('preview.savedOnly')}</p>
      </div>
      <section className="studio-preview__phone" aria-label={t('preview.phone')}>
        {/* A new round is a new player: every stage, answer and score starts again. */}
        <Fragment key={round}>{renderGame({ ...preview, exitTo: backTo })}</Fragment>
      </section>
    </div>
  );
}

function PreviewBack({ to }: { to: string }) {
  const { t } = useTranslation('studio');
  return (
    <Link className="studio__back" to={to}>
      <ArrowLeftIcon width={22} height={22} />
      <span>{t('preview.back')}</span>
    </Link>
  );
}

function PreviewMessage({ backTo, text }: { backTo: string; text: string }) {
  return (
    <div className="studio">
      <PreviewBack to={backTo} />
      <p className="studio__empty" role="status">
        {text}
      </p>
    </div>
  );
}
