import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { CheckIcon, RepeatIcon } from '../../../components/ui/game-icons';
import { BookIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { UzbekTitle } from '../../../components/uzbek-title';
import { describeLoadError } from '../../../lib/load-error';
import { paths } from '../../../lib/paths';
import { useLessons } from '../api/get-lessons';
import { useGoBack } from '../hooks/use-go-back';
import { useShuffledOrder } from '../hooks/use-shuffled-order';
import type { ListView } from '../lib/list-view';
import { ListScreen } from './list-screen';
import './dictionary-list-screen.css';

/** Navigation state of the lessons view when the choices view opened it (so back is one step). */
interface FromChoices {
  fromChoices: true;
}
const fromChoices: FromChoices = { fromChoices: true };
const isFromChoices = (state: unknown): state is FromChoices =>
  typeof state === 'object' && state !== null && 'fromChoices' in state;

export interface DictionaryListScreenProps {
  view: ListView;
}

/**
 * /dictionary-list (spec section 2): three big choices (by lesson, know, don't know); the first
 * opens the lessons view, whose lessons open their words.
 */
export function DictionaryListScreen({ view }: DictionaryListScreenProps) {
  return view === 'lessons' ? <LessonsView /> : <ChoicesView />;
}

function ChoicesView() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.dictionary.href());
  return (
    <ListScreen title={t('screens.dictionaryList')} onBack={goBack}>
      <div className="word-choices">
        <ButtonLink
          to={paths.dictionaryList.href('lessons')}
          state={fromChoices}
          className="word-choices__choice word-choices__choice--lessons"
          block
        >
          <BookIcon width={34} height={34} />
          {t('wordLists.byLessons')}
        </ButtonLink>
        <ButtonLink
          to={paths.learnedWords.href()}
          className="word-choices__choice word-choices__choice--know"
          block
        >
          <CheckIcon width={34} height={34} />
          {t('wordLists.know')}
        </ButtonLink>
        <ButtonLink
          to={paths.unlearnedWords.href()}
          className="word-choices__choice word-choices__choice--dont-know"
          block
        >
          <RepeatIcon width={34} height={34} />
          {t('wordLists.dontKnow')}
        </ButtonLink>
      </div>
    </ListScreen>
  );
}

function LessonsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const lessons = useLessons();
  const shuffled = useShuffledOrder(lessons.data);

  // Back from the lessons is the choices: one step back when they opened it, else in place.
  const backToChoices = () => {
    if (isFromChoices(state)) void navigate(-1);
    else void navigate(paths.dictionaryList.href(), { replace: true });
  };

  let content;
  if (lessons.data === undefined && lessons.isError) {
    content = (
      <ErrorState
        title={describeLoadError(lessons.error, t)}
        actionLabel={t('common.tryAgain')}
        onAction={() => void lessons.refetch()}
      />
    );
  } else if (lessons.data === undefined) {
    content = (
      <div className="list-screen__state">
        <Spinner label={t('common.loading')} size="large" />
      </div>
    );
  } else if (shuffled.items.length === 0) {
    content = <EmptyState message={t('wordLists.noLessons')} />;
  } else {
    content = (
      <ul className="list-screen__list" aria-label={t('wordLists.lessons')}>
        {shuffled.items.map((lesson) => (
          <li key={lesson.id}>
            <ButtonLink
              to={paths.lessonWords.href(lesson.id)}
              variant="secondary"
              className="word-choices__lesson"
              block
            >
              <BookIcon width={28} height={28} />
              <span className="word-choices__lesson-titles">
                <span>{lesson.title || t('wordLists.lessonLabel', { id: lesson.id })}</span>
                <UzbekTitle text={lesson.titleUz} className="word-choices__lesson-uz" />
              </span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ListScreen
      title={t('screens.dictionaryList')}
      onBack={backToChoices}
      onShuffle={shuffled.shuffle}
      canShuffle={shuffled.canShuffle}
    >
      <h2 className="list-screen__subtitle">{t('wordLists.lessons')}</h2>
      {content}
    </ListScreen>
  );
}
