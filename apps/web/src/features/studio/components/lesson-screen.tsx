import type { DictionaryWord } from '@bolajon/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useScreenTitle } from '../../../lib/document-title';
import { describeLoadError } from '../../../lib/load-error';
import { paths } from '../../../lib/paths';
import { useLessonWords } from '../api/get-lesson-words';
import { useStudioCourses } from '../api/get-studio-courses';
import { isForbidden } from '../lib/errors';
import { findLesson, type LessonPlace } from '../lib/tree';
import { StudioHeader } from './studio-header';
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
 * /studio/lessons/:id: one lesson as the course has it — its titles, its place in the course, its
 * games (counted, from the tree) and its words (as learners get them, GET /lessons/{id}/with-
 * dictionaries). The draft (GET /studio/lessons/{id}/draft) replaces the words' source once it
 * exists.
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
            actionLabel={t('common.tryAgain')}
            onAction={() => void courses.refetch()}
          />
        ) : (
          <div className="studio__state">
            <Spinner label={t('common.loading')} />
          </div>
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
      <LessonFacts place={place} />
      <div className="studio-lesson-columns">
        <LessonWords lessonId={place.lesson.id} />
        <LessonGames count={place.lesson.games} />
      </div>
    </div>
  );
}

function LessonFacts({ place }: { place: LessonPlace }) {
  const { t } = useTranslation('studio');
  const { course, module, block, lesson } = place;
  return (
    <dl className="studio-facts">
      <div className="studio-facts__half">
        <dt>{t('lesson.uzbekTitle')}</dt>
        <dd>
          {lesson.titleUz ? (
            <span lang="uz">{lesson.titleUz}</span>
          ) : (
            <span className="studio__uz--missing">{t('lesson.noUzbekTitle')}</span>
          )}
        </dd>
      </div>
      <div className="studio-facts__wide">
        <dt>{t('lesson.place')}</dt>
        <dd>
          <ol className="studio-place">
            <li>{course.title}</li>
            <li>{module.title}</li>
            <li>{block.title}</li>
          </ol>
        </dd>
      </div>
      <div>
        <dt>{t('lesson.games')}</dt>
        <dd>{lesson.games}</dd>
      </div>
      <div>
        <dt>{t('lesson.wordsLabel')}</dt>
        <dd>{lesson.words}</dd>
      </div>
    </dl>
  );
}

function LessonWords({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation('studio');
  const { t: appT } = useTranslation();
  const words = useLessonWords(lessonId);
  const titleId = useId();

  let body;
  if (words.data) {
    body =
      words.data.dictionaries.length === 0 ? (
        <p className="studio__empty">{t('lesson.noWords')}</p>
      ) : (
        <WordTable words={words.data.dictionaries} />
      );
  } else if (words.isError) {
    body = (
      <ErrorState
        title={t('lesson.wordsError')}
        message={describeLoadError(words.error, appT)}
        actionLabel={t('common.tryAgain')}
        onAction={() => void words.refetch()}
      />
    );
  } else {
    body = (
      <div className="studio__state">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }

  return (
    <section className="studio-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="studio__subtitle">
        {t('lesson.words')}
      </h2>
      {body}
      <p className="studio__note">{t('lesson.published')}</p>
    </section>
  );
}

function WordTable({ words }: { words: DictionaryWord[] }) {
  const { t } = useTranslation('studio');
  return (
    <table className="studio-words">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('lesson.picture')}</span>
          </th>
          <th scope="col">{t('lesson.word')}</th>
          <th scope="col">{t('lesson.translation')}</th>
        </tr>
      </thead>
      <tbody>
        {words.map((word) => (
          <tr key={word.id}>
            <td className="studio-words__picture">
              {word.imageUrl && (
                <img src={word.imageUrl} alt="" width={40} height={40} loading="lazy" />
              )}
            </td>
            <th scope="row" lang="ru">
              {word.word}
            </th>
            <td lang="uz">{word.translation}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LessonGames({ count }: { count: number }) {
  const { t } = useTranslation('studio');
  const titleId = useId();
  return (
    <section className="studio-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="studio__subtitle">
        {t('lesson.games')}
      </h2>
      <p className="studio__count">{t('lesson.gamesCount', { count })}</p>
      <p className="studio__note">{t('lesson.gamesLater')}</p>
    </section>
  );
}
