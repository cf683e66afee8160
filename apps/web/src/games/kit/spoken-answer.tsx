import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { classNames } from '../../components/ui/class-names';
import { RepeatIcon } from '../../components/ui/game-icons';
import { SpeakerIcon } from '../../components/speaker-button';
import { Icon, type IconProps } from '../../components/ui/icons';
import { TextField } from '../../components/ui/text-field';
import { playSpeech } from '../../lib/audio';
import {
  useSpeechRecognition,
  type RecognitionStatus,
  type SubmitReason,
} from '../../lib/speech-recognition';
import type { Feedback } from './question-flow';
import type { SpokenChoice } from './spoken-choices';
import './spoken-answer.css';

export interface SpokenAnswerProps {
  /** The answer the child should say: the transcript is handed over once it is as long. */
  expected: string;
  /** The buttons offered where the game cannot listen: the right answer among a few others. */
  choices: readonly SpokenChoice[];
  /** The answer reported so far (a button shows it picked). */
  answer: string | null;
  /** A check is in flight or its verdict shows: nothing can be answered. */
  locked: boolean;
  /** The verdict of the check, once there is one: what was heard shows it too. */
  verdict?: Feedback | null;
  /** An answer that waits for Check: a tapped button, a short transcript after a silence. */
  onAnswer: (answer: string) => void;
  /** An answer that goes to Check at once: said in full (spec section 5), or typed and sent. */
  onSubmit: (answer: string) => void;
}

/**
 * How every speaking game gets the child's answer (DESIGN.md "Speech recognition"): a big
 * microphone with states a child can tell apart by their pictures — ready, listening, heard
 * "…", refused, nothing heard, each tapped again to retry — and no dead end: where the browser
 * cannot listen or the microphone is refused (or nothing was heard twice) the answer is offered
 * as big buttons, each said aloud on a tap, and a text field for children who read. Whatever the
 * path, the game gets the same answer string. The app and the microphone take turns (lib's
 * microphone-turn.ts): a sound the app starts — a button said aloud, a speaker — stops the
 * listening without handing over what it heard, and listening stops any sound.
 */
export function SpokenAnswer({
  expected,
  choices,
  answer,
  locked,
  verdict = null,
  onAnswer,
  onSubmit,
}: SpokenAnswerProps) {
  const { t } = useTranslation();
  const speech = useSpeechRecognition({
    expected,
    onFinal: (transcript: string, reason: SubmitReason) =>
      reason === 'length' ? onSubmit(transcript) : onAnswer(transcript),
  });
  const { state, cancel } = speech;
  const { status, transcript } = state;

  // Once the answer is being checked the microphone has nothing more to do.
  useEffect(() => {
    if (locked) cancel();
  }, [locked, cancel]);

  // A child who cannot read hears why nothing happened (after their own tap, so sound may play).
  const previous = useRef<RecognitionStatus>(status);
  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    if (status === 'nothing' || status === 'denied') {
      void playSpeech({ text: t(`spokenAnswer.status.${status}`) }, { auto: true });
    }
  }, [status, t]);

  const listening = status === 'listening';
  const canListen = status !== 'unsupported';
  const tap = () => {
    if (listening) speech.stop();
    else if (status === 'idle') speech.start();
    else speech.retry();
  };
  const micLabel = listening
    ? t('spokenAnswer.mic.stop')
    : status === 'idle'
      ? t('spokenAnswer.mic.start')
      : status === 'denied'
        ? t('spokenAnswer.mic.allow')
        : t('spokenAnswer.mic.again');

  return (
    <div className="spoken-answer">
      {canListen && (
        <div className={classNames('spoken-answer__listen', `spoken-answer__listen--${status}`)}>
          <button
            type="button"
            className={classNames('spoken-answer__mic', `spoken-answer__mic--${status}`)}
            aria-label={micLabel}
            disabled={locked}
            onClick={tap}
          >
            {listening && <span className="spoken-answer__rings" aria-hidden="true" />}
            <span className="spoken-answer__mic-face" aria-hidden="true">
              {status === 'denied' ? (
                <MicOffIcon width={52} height={52} />
              ) : (
                <MicIcon width={52} height={52} />
              )}
            </span>
            {!locked && (status === 'heard' || status === 'nothing' || status === 'denied') && (
              <span className="spoken-answer__badge" aria-hidden="true">
                <RepeatIcon width={22} height={22} />
              </span>
            )}
          </button>
          <div className="spoken-answer__words">
            <p className="spoken-answer__status" role="status">
              {t(`spokenAnswer.status.${status}`)}
            </p>
            {(status === 'heard' || (listening && transcript)) && (
              <p
                className={classNames(
                  'spoken-answer__bubble',
                  listening && 'spoken-answer__bubble--forming',
                  !listening && verdict && `spoken-answer__bubble--${verdict}`,
                )}
                lang="ru"
              >
                {t('spokenAnswer.quote', { text: transcript })}
              </p>
            )}
            {listening && <SoundBars />}
          </div>
        </div>
      )}
      {speech.offersButtons && (
        <AnswerButtons
          choices={choices}
          answer={answer}
          locked={locked}
          heading={canListen ? t('spokenAnswer.orTap') : t('spokenAnswer.status.unsupported')}
          onAnswer={onAnswer}
          onSubmit={onSubmit}
        />
      )}
    </div>
  );
}

function AnswerButtons({
  choices,
  answer,
  locked,
  heading,
  onAnswer,
  onSubmit,
}: {
  choices: readonly SpokenChoice[];
  answer: string | null;
  locked: boolean;
  heading: string;
  onAnswer: (answer: string) => void;
  onSubmit: (answer: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (text && !locked) onSubmit(text);
  };
  return (
    <div className="spoken-answer__fallback">
      <p className="spoken-answer__heading">{heading}</p>
      <div className="spoken-answer__choices" role="group" aria-label={t('spokenAnswer.choices')}>
        {choices.map((choice, index) => {
          const picked = answer === choice.answer;
          return (
            <button
              key={choice.answer}
              type="button"
              className={classNames(
                'spoken-answer__choice',
                `spoken-answer__choice--tone-${index % 4}`,
                picked && 'spoken-answer__choice--picked',
              )}
              aria-pressed={picked}
              disabled={locked}
              lang="ru"
              onClick={() => {
                void playSpeech({ text: choice.answer, audioUrl: choice.audioUrl });
                onAnswer(choice.answer);
              }}
            >
              <span className="spoken-answer__choice-speaker" aria-hidden="true">
                <SpeakerIcon width={24} height={24} />
              </span>
              <span className="spoken-answer__choice-text">{choice.answer}</span>
            </button>
          );
        })}
      </div>
      <form className="spoken-answer__type" onSubmit={send}>
        <TextField
          label={t('spokenAnswer.typeLabel')}
          className="spoken-answer__field"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={locked}
          lang="ru"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="send"
        />
        <Button
          type="submit"
          variant="secondary"
          className="spoken-answer__send"
          disabled={locked || !typed.trim()}
        >
          {t('spokenAnswer.send')}
        </Button>
      </form>
    </div>
  );
}

/** Bars that rise and fall while the microphone listens (still under reduced motion). */
function SoundBars() {
  return (
    <span className="spoken-answer__bars" aria-hidden="true">
      <span />
      <span />
      <span />
      <span />
      <span />
    </span>
  );
}

function MicIcon(props: IconProps) {
  return (
    <Icon strokeWidth="2.2" {...props}>
      <rect x="8.5" y="2.5" width="7" height="12" rx="3.5" fill="currentColor" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3.5M8.5 21.5h7" />
    </Icon>
  );
}

function MicOffIcon(props: IconProps) {
  return (
    <Icon strokeWidth="2.2" {...props}>
      <rect x="8.5" y="2.5" width="7" height="12" rx="3.5" fill="currentColor" opacity="0.45" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3.5M8.5 21.5h7" opacity="0.45" />
      <path d="M3.5 3.5l17 17" strokeWidth="3" />
    </Icon>
  );
}
