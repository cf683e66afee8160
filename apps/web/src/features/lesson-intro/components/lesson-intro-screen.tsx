import { errorCodes, type DictionaryWord, type LessonWithDictionaries } from '@bolajon/contract';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SpeakerIcon } from '../../../components/speaker-button';
import { Button, ButtonLink } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FallbackImage } from '../../../components/ui/fallback-image';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CloseIcon,
  PlayIcon,
} from '../../../components/ui/game-icons';
import { Spinner } from '../../../components/ui/spinner';
import { DEFAULT_PICTURE } from '../../../games/kit/pictures';
import { isApiError } from '../../../lib/api-client';
import { playInTurn, stopSound, useSoundStatus, type SpeechSound } from '../../../lib/audio';
import { useScreenTitle } from '../../../lib/document-title';
import { describeLoadError, isNotFound } from '../../../lib/load-error';
import { paths } from '../../../lib/paths';
import { useLessonWords } from '../api/get-lesson-words';
import { useMarkIntroSeen } from '../api/mark-intro-seen';
import { swipeDirection } from '../lib/swipe';
import './lesson-intro-screen.css';

export interface LessonIntroScreenProps {
  /** Null when the URL's id is not a lesson id at all: nothing is asked of the server then. */
  lessonId: number | null;
  /** Where "Play!" goes: the lesson's game to play next (the map's data); null: back to the map. */
  nextGameId: number | null;
  /** The child saw these words through before: the step may be skipped (a replay). */
  seenBefore: boolean;
}

/**
 * /lesson-intro/:id — a lesson's first step (ADR 0038): its new words one by one, each a big
 * picture with the Russian word heard (and, in the Uzbek interface, its translation heard after
 * it); tap to hear again, swipe or "next" on, dots for where the child is. Reaching the last word
 * records the step seen; "Play!" goes on to the lesson's game.
 */
export function LessonIntroScreen({ lessonId, nextGameId, seenBefore }: LessonIntroScreenProps) {
  const { t } = useTranslation();
  if (lessonId === null) {
    return (
      <IntroFrame>
        <EmptyState message={t('lessonIntro.notFound')}>
          <ButtonLink to={paths.home.href()}>{t('lessonIntro.toMap')}</ButtonLink>
        </EmptyState>
      </IntroFrame>
    );
  }
  return <LessonIntro lessonId={lessonId} nextGameId={nextGameId} seenBefore={seenBefore} />;
}

function LessonIntro({
  lessonId,
  nextGameId,
  seenBefore,
}: {
  lessonId: number;
  nextGameId: number | null;
  seenBefore: boolean;
}) {
  const { t } = useTranslation();
  const lesson = useLessonWords(lessonId);
  useScreenTitle(
    lesson.data?.title ? `${t('lessonIntro.title')} · ${lesson.data.title}` : undefined,
  );

  if (lesson.data) {
    return <IntroCards lesson={lesson.data} nextGameId={nextGameId} seenBefore={seenBefore} />;
  }
  if (lesson.isPending) {
    return (
      <IntroFrame>
        <div className="lesson-intro__state">
          <Spinner label={t('common.loading')} size="large" />
        </div>
      </IntroFrame>
    );
  }
  const locked = isApiError(lesson.error) && lesson.error.code === errorCodes.courseLocked;
  if (locked || isNotFound(lesson.error)) {
    return (
      <IntroFrame>
        <EmptyState message={t(locked ? 'lessonIntro.locked' : 'lessonIntro.notFound')}>
          <ButtonLink to={paths.home.href()}>{t('lessonIntro.toMap')}</ButtonLink>
        </EmptyState>
      </IntroFrame>
    );
  }
  return (
    <IntroFrame>
      <ErrorState
        title={describeLoadError(lesson.error, t)}
        actionLabel={t('common.tryAgain')}
        onAction={() => void lesson.refetch()}
      />
    </IntroFrame>
  );
}

function IntroCards({
  lesson,
  nextGameId,
  seenBefore,
}: {
  lesson: LessonWithDictionaries;
  nextGameId: number | null;
  seenBefore: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const uzbek = i18n.resolvedLanguage === 'uz';
  const words = lesson.dictionaries;
  const [index, setIndex] = useState(0);
  const word = words[index] ?? null;
  const atEnd = words.length === 0 || index === words.length - 1;
  const markSeen = useMarkIntroSeen(lesson.id);
  const { mutate: recordSeen } = markSeen;

  // Seen through once the last word shows (or at once, for a lesson without new words): recorded
  // once a visit; a failure is only logged, the child plays on.
  const recorded = useRef(false);
  useEffect(() => {
    if (!atEnd || recorded.current) return;
    recorded.current = true;
    recordSeen(undefined, {
      onError: (error) => console.warn('Could not record the words as seen', error),
    });
  }, [atEnd, recordSeen]);

  // Each word is heard as it shows (from the first tap of the session on, as browsers allow); a
  // word left stops being said. Built from the word's texts: a refetched lesson is not a new word.
  const text = word?.word;
  const audioUrl = word?.audioUrl ?? null;
  const translation = uzbek ? word?.translation.trim() : undefined;
  const translationAudioUrl = word?.translationAudioUrl ?? null;
  const sounds = useMemo(() => {
    if (text === undefined) return [];
    const heard: SpeechSound[] = [{ text, audioUrl }];
    if (translation) heard.push({ text: translation, audioUrl: translationAudioUrl });
    return heard;
  }, [text, audioUrl, translation, translationAudioUrl]);
  useEffect(() => {
    if (sounds.length === 0) return;
    void playInTurn(sounds, { auto: true });
    return stopSound;
  }, [sounds]);

  // The next picture is fetched while this one is looked at: no blank card after "next".
  const nextPicture = words[index + 1]?.imageUrl;
  useEffect(() => {
    if (nextPicture) new Image().src = nextPicture;
  }, [nextPicture]);

  const say = () => void playInTurn(sounds);
  const go = (step: 1 | -1) =>
    setIndex((current) => Math.min(Math.max(current + step, 0), Math.max(words.length - 1, 0)));
  const play = () => {
    // The record is retried on the way if it failed; the game opens either way.
    if (markSeen.isError) recordSeen(undefined);
    void navigate(nextGameId === null ? paths.home.href() : paths.gameIntro.href(nextGameId));
  };

  // A swipe across the card turns it (a tap says the word): left for the next word, right back.
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction === 'none') return;
    swiped.current = true;
    go(direction === 'next' ? 1 : -1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };

  return (
    <IntroFrame
      dots={words.length > 1 ? { index, total: words.length } : undefined}
      skipTo={
        seenBefore && !atEnd && nextGameId !== null ? paths.gameIntro.href(nextGameId) : undefined
      }
      footer={
        <div className="lesson-intro__actions">
          {index > 0 && (
            <Button
              variant="secondary"
              className="lesson-intro__back"
              aria-label={t('lessonIntro.back')}
              onClick={() => go(-1)}
            >
              <ArrowLeftIcon width={28} height={28} />
            </Button>
          )}
          {/* One button that turns into "Play!" at the end: focus stays on it. */}
          <Button
            block
            className={classNames('lesson-intro__go', atEnd && 'lesson-intro__go--play')}
            onClick={atEnd ? play : () => go(1)}
          >
            {atEnd ? t('lessonIntro.play') : t('lessonIntro.next')}
            {atEnd ? (
              <PlayIcon width={28} height={28} />
            ) : (
              <ArrowRightIcon width={26} height={26} />
            )}
          </Button>
        </div>
      }
    >
      <div className="lesson-intro__head">
        <h1 className="lesson-intro__title">{t('lessonIntro.title')}</h1>
        {lesson.title && (
          <p className="lesson-intro__lesson">{t('lessonIntro.lesson', { title: lesson.title })}</p>
        )}
      </div>
      {word ? (
        <div
          className="lesson-intro__stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          onKeyDown={onKeyDown}
        >
          <WordCard
            key={word.id}
            word={word}
            uzbek={uzbek}
            onSay={() => {
              // The click that ends a swipe is not a tap.
              if (swiped.current) {
                swiped.current = false;
                return;
              }
              say();
            }}
          />
          {index === 0 && words.length > 1 && (
            <p className="lesson-intro__hint">{t('lessonIntro.swipeHint')}</p>
          )}
        </div>
      ) : (
        <EmptyState message={t('lessonIntro.noWords')} />
      )}
    </IntroFrame>
  );
}

function WordCard({
  word,
  uzbek,
  onSay,
}: {
  word: DictionaryWord;
  uzbek: boolean;
  onSay: () => void;
}) {
  const { t } = useTranslation();
  const status = useSoundStatus({ text: word.word, audioUrl: word.audioUrl });
  return (
    <figure className="lesson-intro__card">
      <button
        type="button"
        className="lesson-intro__say"
        aria-label={t('lessonIntro.hear', { text: word.word })}
        onClick={onSay}
      >
        <FallbackImage
          className="lesson-intro__picture"
          src={word.imageUrl}
          fallbackSrc={DEFAULT_PICTURE}
          alt=""
          width={240}
          height={240}
          draggable={false}
        />
        <span className="lesson-intro__word-row">
          <span className="lesson-intro__speaker" aria-hidden="true">
            <SpeakerIcon status={status} width={34} height={34} />
          </span>
          <span className="lesson-intro__word" lang="ru">
            {word.word}
          </span>
        </span>
      </button>
      {uzbek && word.translation && (
        <figcaption className="lesson-intro__translation" lang="uz">
          {word.translation}
        </figcaption>
      )}
    </figure>
  );
}

/** The step's frame: the way back to the map, the dots, a skip on a replay, the main action. */
function IntroFrame({
  dots,
  skipTo,
  footer,
  children,
}: {
  dots?: { index: number; total: number };
  skipTo?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="lesson-intro">
      <header className="lesson-intro__bar">
        <Link
          to={paths.home.href()}
          className="lesson-intro__close"
          aria-label={t('lessonIntro.close')}
        >
          <CloseIcon />
        </Link>
        {dots && (
          <p className="lesson-intro__dots">
            <span className="visually-hidden">
              {t('lessonIntro.wordOf', { n: dots.index + 1, total: dots.total })}
            </span>
            {Array.from({ length: dots.total }, (_, i) => (
              <span
                key={i}
                aria-hidden="true"
                className={classNames(
                  'lesson-intro__dot',
                  i < dots.index && 'lesson-intro__dot--seen',
                  i === dots.index && 'lesson-intro__dot--current',
                )}
              />
            ))}
          </p>
        )}
        {skipTo && (
          <Link to={skipTo} className="lesson-intro__skip">
            {t('lessonIntro.skip')}
          </Link>
        )}
      </header>
      <div className="lesson-intro__body">{children}</div>
      {footer && <div className="lesson-intro__footer">{footer}</div>}
    </div>
  );
}
