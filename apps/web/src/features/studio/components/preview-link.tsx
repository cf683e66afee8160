import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PlayIcon } from '../../../components/ui/game-icons';
import { studioPaths } from '../lib/studio-paths';
import './preview.css';

/** A published lesson's game (its draft, else as published), or a new lesson's, by its draft. */
export type PreviewLinkProps = (
  { lessonId: number; draftId?: undefined } | { draftId: number; lessonId?: undefined }
) & {
  /** The game's key in the lesson (a game without one: `game-<index>`, as `readDraftLesson`). */
  gameKey: string;
  /** The game's title: the link then names it ("Preview the game «…»"), one of many in a list. */
  title?: string;
};

/** "Preview": the game as a child sees it, from the lesson as saved; nobody's progress changes. */
export function PreviewLink({ lessonId, draftId, gameKey, title }: PreviewLinkProps) {
  const { t } = useTranslation('studio');
  const to =
    lessonId !== undefined
      ? studioPaths.lessonPreview.href(lessonId, gameKey)
      : studioPaths.draftPreview.href(draftId, gameKey);
  return (
    <ButtonLink
      variant="secondary"
      className="studio-preview-link"
      to={to}
      aria-label={title ? t('preview.linkLabel', { title }) : undefined}
    >
      <PlayIcon width={20} height={20} aria-hidden="true" />
      {t('preview.link')}
    </ButtonLink>
  );
}
