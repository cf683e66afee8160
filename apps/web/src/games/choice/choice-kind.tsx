import type { QuestionVariant } from '@bolajon/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../components/speaker-button';
import { classNames } from '../../components/ui/class-names';
import { FallbackImage } from '../../components/ui/fallback-image';
import { CheckIcon, CloseIcon } from '../../components/ui/game-icons';
import { arrangeVariants } from '../kit/arrange';
import { DEFAULT_PICTURE } from '../kit/pictures';
import {
  initSelectOne,
  selectOneReducer,
  selectedAnswer,
  type SelectOneAction,
  type SelectOneState,
} from '../kit/select-one';
import type { GameKind, TurnProps } from '../kit/types';
import './choice-game.css';
import { VerdictText } from '../kit/verdict-text';

/**
 * Types 2.0 and 2.1 (spec section 2): a picture and a question, answer buttons, check once one is
 * chosen. In 2.1 the right answer's picture appears only after the check.
 */
export const choiceKind: GameKind<SelectOneState, SelectOneAction> = {
  flow: 'check',
  init: initSelectOne,
  reduce: selectOneReducer,
  answer: selectedAnswer,
  View: ChoiceQuestion,
  FeedbackExtra: function RightAnswerPicture({ game, question }) {
    const { t } = useTranslation('games');
    if (game.type !== '2.1') return null;
    const right = question.questionVariants.find((v) => v.isCorrect && v.imageUrl);
    return right?.imageUrl ? (
      <FallbackImage
        className="choice__answer-image"
        src={right.imageUrl}
        fallbackSrc={DEFAULT_PICTURE}
        alt={t('choice.answerImage', { answer: right.answer })}
        width={72}
        height={72}
      />
    ) : null;
  },
};

function ChoiceQuestion({
  game,
  question,
  state,
  dispatch,
  verdict,
  locked,
}: TurnProps<SelectOneState, SelectOneAction>) {
  const { t } = useTranslation('games');
  const variants = useMemo(
    () => arrangeVariants(question.questionVariants, question.id),
    [question],
  );
  // 2.1 keeps the variants' pictures back: the right one is the reveal after the check.
  const showVariantImages = game.type !== '2.1';
  const withImages = showVariantImages && variants.some((v) => v.imageUrl);

  return (
    <>
      <div className="question-card">
        <FallbackImage
          className="question-picture"
          src={question.questionImages[0]?.imageUrl}
          fallbackSrc={DEFAULT_PICTURE}
          alt={t('choice.questionImage')}
          width={150}
          height={150}
        />
        <h2 className="question-text">{question.text}</h2>
      </div>
      <div
        className={classNames('choice__variants', withImages && 'choice__variants--images')}
        role="group"
        aria-label={t('choice.variants')}
      >
        {variants.map((variant, index) => (
          // The answer and its speaker are two targets side by side: listening never picks.
          <div key={variant.id} className="choice__option">
            <VariantButton
              variant={variant}
              index={index}
              showImage={showVariantImages}
              selected={variant.id === state.selectedId}
              verdict={variant.id === state.selectedId ? verdict : null}
              disabled={locked}
              onSelect={(variantId) => dispatch({ type: 'select', variantId })}
            />
            <SpeakerButton
              className="choice__speaker"
              text={variant.answer}
              audioUrl={variant.audioUrl ?? null}
              hideText
            />
          </div>
        ))}
      </div>
    </>
  );
}

function VariantButton({
  variant,
  index,
  showImage,
  selected,
  verdict,
  disabled,
  onSelect,
}: {
  variant: QuestionVariant;
  index: number;
  showImage: boolean;
  selected: boolean;
  verdict: 'correct' | 'incorrect' | null;
  disabled: boolean;
  onSelect: (variantId: number) => void;
}) {
  const verdictId = useId();
  return (
    <>
      <button
        type="button"
        className={classNames(
          'answer-tile choice__variant',
          `choice__variant--tone-${index % 4}`,
          selected && 'choice__variant--selected',
          verdict && `answer-tile--${verdict} choice__variant--${verdict}`,
        )}
        aria-pressed={selected}
        aria-describedby={verdict ? verdictId : undefined}
        disabled={disabled}
        onClick={() => onSelect(variant.id)}
      >
        {showImage && variant.imageUrl && (
          <FallbackImage
            className="choice__variant-image"
            src={variant.imageUrl}
            fallbackSrc={DEFAULT_PICTURE}
            alt=""
            width={88}
            height={88}
          />
        )}
        <span className="choice__variant-dot" aria-hidden="true">
          {verdict === 'correct' ? (
            <CheckIcon width={20} height={20} />
          ) : verdict === 'incorrect' ? (
            <CloseIcon width={18} height={18} />
          ) : null}
        </span>
        <span className="choice__variant-text">{variant.answer}</span>
      </button>
      {verdict && <VerdictText id={verdictId} right={verdict === 'correct'} />}
    </>
  );
}
