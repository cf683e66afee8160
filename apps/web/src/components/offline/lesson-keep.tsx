import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../ui/game-icons';
import { Spinner } from '../ui/spinner';
import type { LessonKeeping } from '../../lib/offline/use-offline-map';
import { DownloadIcon } from './offline-icons';
import './offline.css';

/**
 * Under a lesson's banner on the map: "on the phone" once it is kept for offline play, or the
 * "download for the road" button while it can be (issue 24). Nothing where the browser keeps no
 * lessons.
 */
export function LessonKeep({
  keeping,
  title,
  onKeep,
}: {
  keeping: LessonKeeping;
  /** The lesson's title, for the button's accessible name. */
  title: string;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  if (keeping === 'none') return null;
  if (keeping === 'kept') {
    return (
      <p className="lesson-keep lesson-keep--kept">
        <CheckIcon width={18} height={18} />
        {t('offline.kept')}
      </p>
    );
  }
  if (keeping === 'keeping') {
    return (
      // One live region, the spinner's, says it once; the visible words beside it are for the eye.
      <p className="lesson-keep">
        <Spinner label={t('offline.keeping')} />
        <span aria-hidden="true">{t('offline.keeping')}</span>
      </p>
    );
  }
  const button = (
    <button
      type="button"
      className="lesson-keep lesson-keep--button"
      aria-label={t('offline.keepLesson', { title })}
      onClick={onKeep}
    >
      <DownloadIcon width={18} height={18} />
      {t('offline.keep')}
    </button>
  );
  if (keeping !== 'failed') return button;
  return (
    <div className="lesson-keep__failed">
      <p className="lesson-keep__error" role="alert">
        {t('offline.keepFailed')}
      </p>
      {button}
    </div>
  );
}
