import type { StudioPublishLoss } from '@bolajon/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { usePublishLoss } from '../api/get-publish-loss';
import './publish-loss.css';

/** `«a», «b»`: item keys as the editor's «Дополнительно» shows them. */
const quoted = (keys: readonly string[]) => keys.map((key) => `«${key}»`).join(', ');

/** `a, b и c` (`a, b va c`): the last two joined by the language's "and". */
function inWords(parts: readonly string[], and: string): string {
  if (parts.length < 2) return parts.join('');
  return `${parts.slice(0, -1).join(', ')}${and}${parts.at(-1)}`;
}

/** What the publish deletes (games, questions, words), in words; null when nothing. */
export function removedText(loss: StudioPublishLoss, t: TFunction<'studio'>): string | null {
  const items = [
    loss.games.length > 0 &&
      t('publishLoss.games', { count: loss.games.length, keys: quoted(loss.games) }),
    loss.questions > 0 && t('publishLoss.questions', { count: loss.questions }),
    loss.words.length > 0 &&
      t('publishLoss.words', { count: loss.words.length, keys: quoted(loss.words) }),
  ].filter((item) => item !== false);
  return items.length > 0 ? t('publishLoss.removed', { items: items.join(', ') }) : null;
}

/** What learners lose with it (only the kinds there are), in words; null when nothing. */
export function lostText(loss: StudioPublishLoss, t: TFunction<'studio'>): string | null {
  const what = [
    loss.answers > 0 && t('publishLoss.answers', { count: loss.answers }),
    loss.stars > 0 && t('publishLoss.stars', { count: loss.stars }),
    loss.wordMarks > 0 && t('publishLoss.wordMarks', { count: loss.wordMarks }),
  ].filter((part) => part !== false);
  if (loss.learners === 0 || what.length === 0) return null;
  return t('publishLoss.lost', {
    count: loss.learners,
    children: t('publishLoss.children', { count: loss.learners }),
    what: inWords(what, t('publishLoss.and')),
  });
}

/**
 * In the publish confirmation of a published lesson's draft: what the publish would delete and
 * what learners would lose with it (GET /studio/lessons/{id}/draft/loss, asked each time the
 * confirmation opens). While it is counted, and if it cannot be, the publish stays possible.
 */
export function PublishLoss({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation('studio');
  const loss = usePublishLoss(lessonId);

  // One live region throughout, so the count is said when it comes. A count from before this
  // opening is not shown: it is asked again.
  let said;
  if (loss.isPending || (loss.isFetching && !loss.isFetchedAfterMount))
    said = <Spinner label={t('publishLoss.counting')} />;
  else if (loss.isError) said = <p>{t('publishLoss.failed')}</p>;
  else {
    const removed = removedText(loss.data, t);
    said = (
      <>
        {removed && <p>{removed}</p>}
        <p>{lostText(loss.data, t) ?? t('publishLoss.nothing')}</p>
      </>
    );
  }
  return (
    <div className="studio-publish-loss" aria-live="polite">
      {said}
    </div>
  );
}
