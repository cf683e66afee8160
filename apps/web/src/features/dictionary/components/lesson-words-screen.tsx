import { errorCodes } from '@bolajon/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportModal } from '../../../components/support-modal';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LockIcon } from '../../../components/ui/game-icons';
import { BookIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useSettings } from '../../../lib/get-settings';
import { useScreenTitle } from '../../../lib/document-title';
import { describeLoadError, isNotFound } from '../../../lib/load-error';
import { paths } from '../../../lib/paths';
import { useLessonWords } from '../api/get-lessons';
import { useGoBack } from '../hooks/use-go-back';
import { useShuffledOrder } from '../hooks/use-shuffled-order';
import { ListScreen, type ListScreenProps } from './list-screen';
import { WordRow } from './word-row';

export interface LessonWordsScreenProps {
  /** Null when the URL's id is not a lesson id at all: nothing is asked of the server then. */
  lessonId: number | null;
}

/** /lesson-words/:id (spec section 2): a lesson's words with their sounds, and shuffle. */
export function LessonWordsScreen({ lessonId }: LessonWordsScreenProps) {
  const { t } = useTranslation();
  if (lessonId === null) {
    return (
      <LessonFrame title={t('screens.lessonWords')}>
        <EmptyState message={t('wordLists.lessonNotFound')} />
      </LessonFrame>
    );
  }
  return <LessonWords lessonId={lessonId} />;
}

function LessonWords({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const lesson = useLessonWords(lessonId);
  const words = useShuffledOrder(lesson.data?.dictionaries);
  // The lesson's label and number stand in while it loads, and for a lesson without a title.
  const title = lesson.data?.title || t('wordLists.lessonLabel', { id: lessonId });
  useScreenTitle(title);

  if (lesson.data) {
    return (
      <LessonFrame
        title={title}
        titleUz={lesson.data.titleUz}
        onShuffle={words.shuffle}
        canShuffle={words.canShuffle}
      >
        {words.items.length === 0 ? (
          <EmptyState message={t('wordLists.noWordsInLesson')} />
        ) : (
          <ul className="list-screen__list" aria-label={t('screens.lessonWords')}>
            {words.items.map((word) => (
              <WordRow key={word.id} word={word} />
            ))}
          </ul>
        )}
      </LessonFrame>
    );
  }
  if (lesson.isPending) {
    return (
      <LessonFrame title={title}>
        <div className="list-screen__state">
          <Spinner label={t('common.loading')} size="large" />
        </div>
      </LessonFrame>
    );
  }
  if (isNotFound(lesson.error)) {
    return (
      <LessonFrame title={title}>
        <EmptyState message={t('wordLists.lessonNotFound')} />
      </LessonFrame>
    );
  }
  if (isApiError(lesson.error) && lesson.error.code === errorCodes.courseLocked) {
    return (
      <LessonFrame title={title}>
        <LessonLocked />
      </LessonFrame>
    );
  }
  return (
    <LessonFrame title={title}>
      <ErrorState
        title={describeLoadError(lesson.error, t)}
        actionLabel={t('common.tryAgain')}
        onAction={() => void lesson.refetch()}
      />
    </LessonFrame>
  );
}

/** A lesson of a course not bought: how to open it, as the map's lock says (support modal). */
function LessonLocked() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [supportOpen, setSupportOpen] = useState(false);
  return (
    <>
      <EmptyState message={t('wordLists.lessonLocked')}>
        <Button variant="secondary" onClick={() => setSupportOpen(true)}>
          <LockIcon width={24} height={24} />
          {t('wordLists.howToOpen')}
        </Button>
      </EmptyState>
      <SupportModal open={supportOpen} onClose={() => setSupportOpen(false)} settings={settings} />
    </>
  );
}

function LessonFrame(props: Omit<ListScreenProps, 'onBack' | 'footer'>) {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.dictionaryList.href('lessons'));
  return (
    <ListScreen
      {...props}
      onBack={goBack}
      footer={
        <ButtonLink to={paths.dictionary.href()} block>
          <BookIcon width={26} height={26} />
          {t('wordLists.toDictionary')}
        </ButtonLink>
      }
    />
  );
}
