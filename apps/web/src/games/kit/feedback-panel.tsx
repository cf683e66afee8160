import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../components/speaker-button';
import { Button } from '../../components/ui/button';
import { classNames } from '../../components/ui/class-names';
import { ArrowRightIcon, CheckIcon, CloseIcon, RepeatIcon } from '../../components/ui/game-icons';
import { stopSound } from '../../lib/audio';
import { playFeedback } from '../../lib/sound-effects';
import type { Feedback } from './question-flow';
import './feedback-panel.css';

export interface FeedbackPanelProps {
  feedback: Feedback;
  /** The check is still in flight: the buttons wait for the server's verdict. */
  checking: boolean;
  closing: boolean;
  /** The right answer: one line, or its parts in order (a dialogue's lines, a picture's colours). */
  correctAnswer: string | readonly string[];
  /** More to show with the answer, such as its picture (2.1). */
  extra?: ReactNode;
  /** The right answer gets a speaker (default true). */
  answerSpeakers?: boolean;
  /** The right answer's recorded audio, when the content has it. */
  answerAudioUrl?: string | null;
  onContinue: () => void;
  onRepeat: () => void;
}

/** The verdict with the right answer, continue, and (after a wrong answer) repeat. */
export function FeedbackPanel({
  feedback,
  checking,
  closing,
  correctAnswer,
  extra,
  answerSpeakers = true,
  answerAudioUrl = null,
  onContinue,
  onRepeat,
}: FeedbackPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  const correct = feedback === 'correct';
  const parts = typeof correctAnswer === 'string' ? [correctAnswer] : correctAnswer;
  const spoken = spokenAnswer(parts);

  // The verdict is heard and felt once it is settled (the server's word, which may override the
  // local one shown while checking): what still plays stops, the effect sounds, the device buzzes.
  const announced = useRef<Feedback | null>(null);
  useEffect(() => {
    if (checking || announced.current === feedback) return;
    announced.current = feedback;
    stopSound();
    playFeedback(feedback);
  }, [checking, feedback]);

  // Keyboard users land on the way on as soon as it can be taken.
  useEffect(() => {
    if (!checking && !closing) continueRef.current?.focus();
  }, [checking, closing, feedback]);

  return (
    <section
      className={classNames('feedback', `feedback--${feedback}`, closing && 'feedback--closing')}
      aria-labelledby={titleId}
      aria-live="polite"
      aria-busy={checking || undefined}
    >
      <div className="feedback__head">
        <span className="feedback__badge" aria-hidden="true">
          {correct ? <CheckIcon width={30} height={30} /> : <CloseIcon width={28} height={28} />}
        </span>
        <h2 id={titleId} className="feedback__title">
          {correct ? t('game.correct') : t('game.incorrect')}
        </h2>
      </div>
      <div className="feedback__answer">
        {extra}
        {parts.length === 1 ? (
          <p className="feedback__answer-line">
            <span className="feedback__answer-label">{t('game.correctAnswer')}</span>{' '}
            <strong className="feedback__answer-text">{parts[0]}</strong>
          </p>
        ) : correct ? null : (
          // A right multi-part answer is already on screen, right part by part.
          <div className="feedback__answer-line">
            <p className="feedback__answer-label">{t('game.correctAnswer')}</p>
            <ol className="feedback__answer-list">
              {parts.map((part, index) => (
                <li key={index}>{part}</li>
              ))}
            </ol>
          </div>
        )}
        {answerSpeakers && spoken && (parts.length === 1 || !correct) && (
          <SpeakerButton
            className="feedback__speaker"
            text={spoken}
            audioUrl={parts.length === 1 ? answerAudioUrl : null}
            hideText
          />
        )}
      </div>
      <div className="feedback__actions">
        {!correct && (
          <Button
            variant="secondary"
            className="feedback__repeat"
            disabled={checking || closing}
            onClick={onRepeat}
          >
            <RepeatIcon width={24} height={24} />
            {t('game.repeat')}
          </Button>
        )}
        <Button
          ref={continueRef}
          className="feedback__continue"
          disabled={checking || closing}
          onClick={onContinue}
        >
          {t('game.continue')}
          <ArrowRightIcon width={24} height={24} />
        </Button>
      </div>
    </section>
  );
}

/** The right answer as one phrase to hear: one part as it is, several as sentences in order. */
export function spokenAnswer(parts: readonly string[]): string {
  const said = parts.map((part) => part.trim()).filter(Boolean);
  if (said.length <= 1) return said[0] ?? '';
  return said.map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`)).join(' ');
}
