import type { ReviewWord } from '@bolajon/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../../components/speaker-button';
import { Button, ButtonLink } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { FlipCard } from '../../../components/ui/flip-card';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckIcon,
  CloseIcon,
  MapIcon,
  RepeatIcon,
} from '../../../components/ui/game-icons';
import { BookIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { DEFAULT_PICTURE } from '../../../games/kit/pictures';
import { playSpeech, stopSound } from '../../../lib/audio';
import { paths } from '../../../lib/paths';
import { useMarkWord, type WordMarkKind } from '../api/mark-word';
import { useReviewVisit } from '../hooks/use-review-visit';
import { canGoBack, canGoNext, type CardAnswer, type ReviewCard } from '../lib/review-visit';
import './dictionary-screen.css';

type Answer = Exclude<CardAnswer, 'none'>;
const markOf: Record<Answer, WordMarkKind> = { know: 'learned', 'dont-know': 'unlearned' };

/**
 * /dictionary — review one word at a time (spec section 2, DESIGN.md section 4): the word on a
 * card that turns over to its translation, know / don't know, then the next word; "previous"
 * goes back through the words of this visit.
 */
export function DictionaryScreen() {
  const { t } = useTranslation();
  const { visit, card, word, dispatch } = useReviewVisit();
  const mark = useMarkWord();
  const saving = mark.isPending;
  const shown = word.data ?? null;

  const answer = (choice: Answer) => {
    if (!shown) return;
    const step = visit.step;
    mark.mutate(
      { wordId: shown.id, mark: markOf[choice] },
      // The answer shows once it is saved; a failure leaves it as it was, to try again.
      { onSuccess: () => dispatch({ type: 'answered', step, answer: choice }) },
    );
  };

  let body;
  if (word.isPending) {
    body = (
      <div className="dictionary__state">
        <Spinner label={t('common.loading')} size="large" />
      </div>
    );
  } else if (word.isError) {
    body = (
      <ErrorState
        title={t('errors.loadingError')}
        actionLabel={t('common.tryAgain')}
        onAction={() => void word.refetch()}
      />
    );
  } else if (!shown) {
    body =
      visit.step === 0 ? (
        <EmptyState message={t('dictionary.empty')}>
          <ButtonLink to={paths.home.href()}>
            <MapIcon width={24} height={24} />
            {t('dictionary.toMap')}
          </ButtonLink>
        </EmptyState>
      ) : (
        <EmptyState message={t('dictionary.noMore')} />
      );
  } else {
    body = (
      <WordCard
        // A new card starts afresh: it is heard, and its face turns without animating the last.
        key={visit.step}
        word={shown}
        card={card}
        saving={saving}
        savingMark={saving ? (mark.variables?.mark ?? null) : null}
        markFailed={mark.isError}
        onFlip={() => dispatch({ type: 'flip' })}
        onAnswer={answer}
      />
    );
  }

  const showSteps = canGoBack(visit) || shown !== null;
  return (
    <div className="dictionary">
      <header className="dictionary__header">
        <h1 className="dictionary__title">{t('screens.dictionary')}</h1>
        <ButtonLink
          to={paths.dictionaryList.href()}
          variant="secondary"
          className="dictionary__list-link"
        >
          <BookIcon width={24} height={24} />
          {t('screens.dictionaryList')}
        </ButtonLink>
      </header>
      {body}
      {showSteps && (
        <div className="dictionary__steps">
          <Button
            variant="secondary"
            className="dictionary__previous"
            disabled={!canGoBack(visit) || saving}
            onClick={() => {
              mark.reset();
              dispatch({ type: 'previous' });
            }}
          >
            <ArrowLeftIcon width={24} height={24} />
            {t('dictionary.previous')}
          </Button>
          {shown && canGoNext(visit) && (
            <Button
              className="dictionary__next"
              disabled={saving}
              onClick={() => {
                mark.reset();
                dispatch({ type: 'next', wordId: shown.id });
              }}
            >
              {t('dictionary.next')}
              <ArrowRightIcon width={24} height={24} />
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

interface WordCardProps {
  word: ReviewWord;
  card: ReviewCard;
  saving: boolean;
  savingMark: WordMarkKind | null;
  markFailed: boolean;
  onFlip: () => void;
  onAnswer: (answer: Answer) => void;
}

function WordCard({ word, card, saving, savingMark, markFailed, onFlip, onAnswer }: WordCardProps) {
  const { t } = useTranslation();
  const cardRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const focusAfterFlip = useRef(false);

  // A child who cannot read hears the word as the card appears (as browsers allow: from the
  // first tap of the session on); whatever still plays stops when the card goes.
  const { word: text, audioUrl } = word;
  useEffect(() => {
    void playSpeech({ text, audioUrl }, { auto: true });
    return stopSound;
  }, [text, audioUrl]);

  // The face that was tapped turns away and goes inert: the keyboard follows to the other face.
  useEffect(() => {
    if (!focusAfterFlip.current) return;
    focusAfterFlip.current = false;
    if (card.revealed) backRef.current?.focus();
    else cardRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [card.revealed]);

  const flip = () => {
    // Turned to the back, the translation is heard.
    if (!card.revealed) {
      void playSpeech({ text: word.translation, audioUrl: word.translationAudioUrl });
    }
    focusAfterFlip.current = true;
    onFlip();
  };

  const { lesson } = word;
  const course = lesson.block.module.course.title;
  return (
    <div className="dictionary__card-area">
      {(course || lesson.title) && (
        <p className="dictionary__where">
          {course && (
            <span className="dictionary__course">{t('dictionary.course', { title: course })}</span>
          )}
          {lesson.title && (
            <span className="dictionary__lesson">
              {t('dictionary.lesson', { title: lesson.title })}
            </span>
          )}
        </p>
      )}
      {!word.due && (
        <p className="dictionary__note" role="status">
          {t('dictionary.practice')}
        </p>
      )}

      <div ref={cardRef}>
        <FlipCard
          className="dictionary-card"
          flipped={card.revealed}
          onFlip={flip}
          // Its name is what it shows, the word and the hint to tap, apart as words (WCAG 2.5.3,
          // label in name: a voice command says what is seen).
          frontLabel={`${word.word}. ${t('dictionary.tapToFlip')}`}
          front={
            <>
              {word.imageUrl && (
                <FallbackImage
                  className="dictionary-card__picture"
                  src={word.imageUrl}
                  fallbackSrc={DEFAULT_PICTURE}
                  alt=""
                  width={96}
                  height={96}
                />
              )}
              <span className="dictionary-card__word">{word.word}</span>{' '}
              <span className="dictionary-card__hint">{t('dictionary.tapToFlip')}</span>
            </>
          }
          back={
            <>
              <span className="dictionary-card__label">{t('dictionary.translation')}</span>
              <span className="dictionary-card__translation">{word.translation}</span>
              <span className="dictionary-card__small-word">{word.word}</span>
              {/* The whole back is the button that turns the card again (it covers the face). */}
              <button ref={backRef} type="button" className="dictionary-card__turn" onClick={flip}>
                <RepeatIcon width={22} height={22} />
                {t('dictionary.flipBack')}
              </button>
            </>
          }
        />
      </div>

      <div className="dictionary__speakers">
        <SpeakerButton text={word.word} audioUrl={word.audioUrl} size="medium" />
        {card.revealed && (
          <SpeakerButton
            text={word.translation}
            audioUrl={word.translationAudioUrl}
            size="medium"
          />
        )}
      </div>

      <div className="dictionary__answers" role="group" aria-label={t('dictionary.answers')}>
        <AnswerButton
          answer="know"
          chosen={card.answer === 'know'}
          busy={savingMark === 'learned'}
          disabled={saving}
          onClick={() => onAnswer('know')}
        />
        <AnswerButton
          answer="dont-know"
          chosen={card.answer === 'dont-know'}
          busy={savingMark === 'unlearned'}
          disabled={saving}
          onClick={() => onAnswer('dont-know')}
        />
      </div>
      {markFailed && (
        <p className="dictionary__error" role="alert">
          {t('errors.dataError')}
        </p>
      )}
    </div>
  );
}

function AnswerButton({
  answer,
  chosen,
  busy,
  disabled,
  onClick,
}: {
  answer: Answer;
  chosen: boolean;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const Icon = answer === 'know' ? CheckIcon : CloseIcon;
  return (
    <Button
      variant="secondary"
      className={classNames(
        'dictionary__answer',
        `dictionary__answer--${answer}`,
        chosen && 'dictionary__answer--chosen',
      )}
      aria-pressed={chosen}
      busy={busy}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon width={24} height={24} />
      {t(answer === 'know' ? 'dictionary.know' : 'dictionary.dontKnow')}
    </Button>
  );
}
