import type { Question, QuestionVariant } from '@bolajon/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerIcon } from '../../components/speaker-button';
import { classNames } from '../../components/ui/class-names';
import { FallbackImage } from '../../components/ui/fallback-image';
import { CheckIcon, CloseIcon } from '../../components/ui/game-icons';
import { playSpeech, useSoundStatus } from '../../lib/audio';
import { useDeviceSettings } from '../../lib/device-settings';
import { DEFAULT_PICTURE } from '../kit/pictures';
import type { Feedback } from '../kit/question-flow';
import type { GameKind, SpeechItem, TurnProps } from '../kit/types';
import {
  arrangePictures,
  initListeningChoice,
  listeningChoiceAnswer,
  listeningChoiceReducer,
  spokenWord,
  type ListeningChoiceAction,
  type ListeningChoiceState,
} from './listening-choice-reducer';
import './listening-choice.css';
import { VerdictText } from '../kit/verdict-text';

/** The word to hear, with its recorded audio (the question's, or the right answer's). */
function listeningSpeech(question: Question): SpeechItem | null {
  const text = spokenWord(question);
  if (!text) return null;
  const right = question.questionVariants.find((v) => v.isCorrect);
  const audioUrl = question.text.trim() ? question.audioUrl : right?.audioUrl;
  return { text, audioUrl: audioUrl ?? null };
}

/**
 * Type 2.3 (DESIGN.md section 4): the question's word is said aloud (by the kit, as the question
 * appears and on every repeat), and the child picks its picture among 2 to 4. The words stay
 * hidden until the check (the child must listen); the pictures' labels are neutral
 * ("Картинка 1") so they give nothing away either.
 */
export const listeningChoiceKind: GameKind<ListeningChoiceState, ListeningChoiceAction> = {
  flow: 'check',
  init: initListeningChoice,
  reduce: listeningChoiceReducer,
  answer: listeningChoiceAnswer,
  View: ListeningChoiceQuestion,
  speech: listeningSpeech,
  // Its big "listen again" button is the speaker; one named after the word would give it away.
  ownSpeaker: true,
  FeedbackExtra: function RightPicture({ question }) {
    const { t } = useTranslation('games');
    const right = question.questionVariants.find((v) => v.isCorrect);
    return right ? (
      <FallbackImage
        className="listening-choice__answer-image"
        src={right.imageUrl}
        fallbackSrc={DEFAULT_PICTURE}
        alt={t('listeningChoice.answerImage', { answer: right.answer })}
        width={72}
        height={72}
      />
    ) : null;
  },
};

function ListeningChoiceQuestion({
  question,
  state,
  dispatch,
  phase,
  verdict,
  locked,
}: TurnProps<ListeningChoiceState, ListeningChoiceAction>) {
  const { t } = useTranslation('games');
  const pictures = useMemo(() => arrangePictures(question), [question]);
  const speech = listeningSpeech(question);
  const status = useSoundStatus(speech ?? { text: '' });
  const { soundEnabled } = useDeviceSettings();

  const revealed = phase !== 'answering';

  return (
    <>
      {/* What to do is the kit's instruction line above, in the interface language (issue 21). */}
      <div className="question-card listening-choice__card">
        <button
          type="button"
          className="listening-choice__replay"
          aria-busy={status === 'loading' || undefined}
          onClick={() => speech && void playSpeech(speech)}
        >
          <span className="listening-choice__speaker" aria-hidden="true">
            <SpeakerIcon width={38} height={38} status={soundEnabled ? status : 'muted'} />
          </span>
          <span>{t('listeningChoice.listen')}</span>
        </button>
      </div>
      <div
        className={classNames(
          'listening-choice__pictures',
          pictures.length === 3 && 'listening-choice__pictures--three',
        )}
        role="group"
        aria-label={t('listeningChoice.pictures')}
      >
        {pictures.map((variant, index) => (
          <PictureButton
            key={variant.id}
            variant={variant}
            label={t('listeningChoice.picture', { n: index + 1 })}
            revealed={revealed}
            selected={variant.id === state.selectedId}
            verdict={variant.id === state.selectedId ? verdict : null}
            disabled={locked}
            onSelect={(variantId) => dispatch({ type: 'select', variantId })}
          />
        ))}
      </div>
    </>
  );
}

function PictureButton({
  variant,
  label,
  revealed,
  selected,
  verdict,
  disabled,
  onSelect,
}: {
  variant: QuestionVariant;
  /** Neutral ("Картинка 2"): the picture's name would give the answer away. */
  label: string;
  /** The check is done: each picture shows its word. */
  revealed: boolean;
  selected: boolean;
  verdict: Feedback | null;
  disabled: boolean;
  onSelect: (variantId: number) => void;
}) {
  const verdictId = useId();
  return (
    <>
      <button
        type="button"
        className={classNames(
          'answer-tile listening-choice__picture',
          selected && 'listening-choice__picture--selected',
          verdict && `answer-tile--${verdict} listening-choice__picture--${verdict}`,
        )}
        aria-pressed={selected}
        aria-describedby={verdict ? verdictId : undefined}
        disabled={disabled}
        onClick={() => onSelect(variant.id)}
      >
        <span className="listening-choice__mark" aria-hidden="true">
          {verdict === 'correct' ? (
            <CheckIcon width={20} height={20} />
          ) : verdict === 'incorrect' ? (
            <CloseIcon width={18} height={18} />
          ) : null}
        </span>
        <FallbackImage
          className="listening-choice__picture-image"
          src={variant.imageUrl}
          fallbackSrc={DEFAULT_PICTURE}
          alt={label}
          width={88}
          height={88}
        />
        {revealed && <span className="listening-choice__word">{variant.answer}</span>}
      </button>
      {verdict && <VerdictText id={verdictId} right={verdict === 'correct'} />}
    </>
  );
}
