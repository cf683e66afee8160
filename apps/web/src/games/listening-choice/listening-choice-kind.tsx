import type { QuestionVariant } from '@bolajon/contract';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/ui/class-names';
import { FallbackImage } from '../../components/ui/fallback-image';
import { CheckIcon, CloseIcon } from '../../components/ui/game-icons';
import { Icon, type IconProps } from '../../components/ui/icons';
import { speak, speechLanguage, stopSpeaking } from '../../lib/speech';
import { DEFAULT_PICTURE } from '../kit/pictures';
import type { Feedback } from '../kit/question-flow';
import type { GameKind, TurnProps } from '../kit/types';
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

/**
 * Type 2.3 (DESIGN.md section 4): the question's word is said aloud, and the child picks its
 * picture among 2 to 4. The words stay hidden until the check (the child must listen); the
 * pictures' labels are neutral ("Картинка 1") so they give nothing away either.
 */
export const listeningChoiceKind: GameKind<ListeningChoiceState, ListeningChoiceAction> = {
  flow: 'check',
  init: initListeningChoice,
  reduce: listeningChoiceReducer,
  answer: listeningChoiceAnswer,
  View: ListeningChoiceQuestion,
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

function SpeakerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4v-5Z" fill="currentColor" />
      <path d="M15.5 9a4.2 4.2 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />
    </Icon>
  );
}

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
  const word = spokenWord(question);
  const say = useCallback(() => speak(word, { lang: speechLanguage(word) }), [word]);

  // The word is said as the question appears (the child's tap on the intro's start has already
  // let the page make sound) and again on every repeat, which remounts this view.
  useEffect(() => {
    say();
    return stopSpeaking;
  }, [say]);

  const revealed = phase !== 'answering';

  return (
    <>
      <div className="listening-choice__card">
        <h2 className="listening-choice__instruction">{t('listeningChoice.instruction')}</h2>
        <button type="button" className="listening-choice__replay" onClick={say}>
          <span className="listening-choice__speaker" aria-hidden="true">
            <SpeakerIcon width={38} height={38} />
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
  const { t } = useTranslation('games');
  const verdictId = useId();
  return (
    <>
      <button
        type="button"
        className={classNames(
          'listening-choice__picture',
          selected && 'listening-choice__picture--selected',
          verdict && `listening-choice__picture--${verdict}`,
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
      {verdict && (
        <span id={verdictId} className="visually-hidden">
          {verdict === 'correct' ? t('game.yourAnswerCorrect') : t('game.yourAnswerWrong')}
        </span>
      )}
    </>
  );
}
