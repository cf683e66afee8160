import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/ui/class-names';
import { RepeatIcon } from '../../components/ui/game-icons';
import { SpeakerIcon } from '../../components/speaker-button';
import { Icon, type IconProps } from '../../components/ui/icons';
import { TextField } from '../../components/ui/text-field';
import { playSpeech } from '../../lib/audio';
import {
  useSpeechRecognition,
  type FallbackReason,
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
  /**
   * An answer that waits for Check: a tapped button, a short transcript after a silence, what is
   * typed so far (empty once the field is emptied: no answer).
   */
  onAnswer: (answer: string) => void;
  /** An answer that goes to Check at once: said in full (spec section 5), or typed and entered. */
  onSubmit: (answer: string) => void;
}

/**
 * How every speaking game gets the child's answer (DESIGN.md "Speech recognition", ADR 0012): a
 * big microphone with states a child can tell apart by their pictures — ready, listening, heard
 * "…", nothing heard, each tapped again to retry — and no dead end. Where the browser cannot
 * listen, the microphone is refused, or it heard nothing twice, the screen becomes a listening
 * choice instead: the answers as big buttons, each said aloud on a tap, a text field for children
 * who read, and the game's one Check; the microphone is offered again only by a small link (and
 * the session stays on the choice until then, lib/speech-recognition.ts). Whatever the path, the
 * game gets the same answer string. The app and the microphone take turns (lib's
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
  const { state, cancel, fallback } = speech;
  const { status, transcript } = state;

  // Once the answer is being checked the microphone has nothing more to do.
  useEffect(() => {
    if (locked) cancel();
  }, [locked, cancel]);

  // A child who cannot read hears why nothing happened, and what to do now (after their own tap,
  // so sound may play): say it again, or — the microphone refused or deaf twice — listen and
  // choose. A question that starts on the choice says nothing of it.
  const previous = useRef<RecognitionStatus>(status);
  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    if (fallback === 'denied' || fallback === 'nothing') {
      const text = `${t(`spokenAnswer.choose.${fallback}`)} ${t('spokenAnswer.choose.heading')}`;
      void playSpeech({ text }, { auto: true });
    } else if (status === 'nothing') {
      void playSpeech({ text: t('spokenAnswer.status.nothing') }, { auto: true });
    }
  }, [status, fallback, t]);

  // The link to try the microphone goes with the choice: the microphone takes the focus from it.
  const micRef = useRef<HTMLButtonElement>(null);
  const focusMic = useRef(false);
  useEffect(() => {
    if (!focusMic.current || !micRef.current) return;
    focusMic.current = false;
    micRef.current.focus({ preventScroll: true });
  });

  if (fallback !== null) {
    return (
      <ListeningChoice
        choices={choices}
        answer={answer}
        locked={locked}
        reason={fallback}
        onAnswer={onAnswer}
        onSubmit={onSubmit}
        onTryMicrophone={() => {
          focusMic.current = true;
          speech.retry();
        }}
      />
    );
  }

  const listening = status === 'listening';
  const tap = () => {
    if (listening) speech.stop();
    else if (status === 'idle') speech.start();
    else speech.retry();
  };
  const micLabel = listening
    ? t('spokenAnswer.mic.stop')
    : status === 'idle'
      ? t('spokenAnswer.mic.start')
      : t('spokenAnswer.mic.again');

  return (
    <div className="spoken-answer">
      <div className={classNames('spoken-answer__listen', `spoken-answer__listen--${status}`)}>
        <button
          ref={micRef}
          type="button"
          className={classNames('spoken-answer__mic', `spoken-answer__mic--${status}`)}
          aria-label={micLabel}
          disabled={locked}
          onClick={tap}
        >
          {listening && <span className="spoken-answer__rings" aria-hidden="true" />}
          <span className="spoken-answer__mic-face" aria-hidden="true">
            <MicIcon width={52} height={52} />
          </span>
          {!locked && (status === 'heard' || status === 'nothing') && (
            <span className="spoken-answer__badge" aria-hidden="true">
              <RepeatIcon width={22} height={22} />
            </span>
          )}
        </button>
        <div className="spoken-answer__words">
          <p className="spoken-answer__status" role="status">
            {t(`spokenAnswer.status.${voiceStatus(status)}`)}
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
    </div>
  );
}

/**
 * The listening choice: tap an answer to hear it (it is picked), or type it; the game's Check
 * sends it (Enter in the field too). The microphone only as a small link under it, where the
 * browser has one.
 */
function ListeningChoice({
  choices,
  answer,
  locked,
  reason,
  onAnswer,
  onSubmit,
  onTryMicrophone,
}: {
  choices: readonly SpokenChoice[];
  answer: string | null;
  locked: boolean;
  reason: FallbackReason;
  onAnswer: (answer: string) => void;
  onSubmit: (answer: string) => void;
  onTryMicrophone: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (text && !locked) onSubmit(text);
  };
  return (
    <div className="spoken-answer spoken-answer--choice">
      <div className="spoken-answer__prompt">
        <p className="spoken-answer__heading" role="status">
          {t('spokenAnswer.choose.heading')}
        </p>
        <p className="spoken-answer__hint">{t('spokenAnswer.choose.hint')}</p>
      </div>
      <div className="spoken-answer__choices" role="group" aria-label={t('spokenAnswer.choices')}>
        {choices.map((choice, index) => {
          const picked = answer === choice.answer;
          return (
            <button
              key={choice.answer}
              type="button"
              className={classNames(
                'answer-tile spoken-answer__choice',
                `spoken-answer__choice--tone-${index % 4}`,
                picked && 'spoken-answer__choice--picked',
              )}
              aria-pressed={picked}
              disabled={locked}
              lang="ru"
              onClick={() => {
                void playSpeech({ text: choice.answer, audioUrl: choice.audioUrl });
                setTyped('');
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
      {/* No button of its own: the game's Check sends a typed answer as it sends a tapped one. */}
      <form className="spoken-answer__type" onSubmit={send}>
        <TextField
          label={t('spokenAnswer.typeLabel')}
          className="spoken-answer__field"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            // An emptied field takes its answer back.
            onAnswer(event.target.value.trim());
          }}
          disabled={locked}
          lang="ru"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="done"
        />
      </form>
      {reason !== 'unsupported' && (
        <p className="spoken-answer__try-mic">
          <span>{t(`spokenAnswer.choose.${reason}`)}</span>{' '}
          <button
            type="button"
            className="spoken-answer__try-mic-link"
            disabled={locked}
            onClick={onTryMicrophone}
          >
            <MicIcon width={18} height={18} aria-hidden="true" />
            {t('spokenAnswer.choose.tryMicrophone')}
          </button>
        </p>
      )}
    </div>
  );
}

/** The status a microphone shows: 'denied' and 'unsupported' show the choice instead. */
const voiceStatus = (status: RecognitionStatus) =>
  status === 'denied' || status === 'unsupported' ? 'idle' : status;

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
