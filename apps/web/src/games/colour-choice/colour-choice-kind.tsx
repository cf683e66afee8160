import type { QuestionVariant } from '@bolajon/contract';
import { useId, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../components/speaker-button';
import { classNames } from '../../components/ui/class-names';
import { FallbackImage } from '../../components/ui/fallback-image';
import { CheckIcon, CloseIcon } from '../../components/ui/game-icons';
import { arrangeVariants } from '../kit/arrange';
import { DEFAULT_PICTURE } from '../kit/pictures';
import type { Feedback } from '../kit/question-flow';
import type { GameKind, TurnProps } from '../kit/types';
import {
  colourChoiceAnswer,
  colourChoiceReducer,
  colourSwatch,
  initColourChoice,
  type ColourChoiceAction,
  type ColourChoiceState,
} from './colour-choice-reducer';
import './colour-choice.css';
import { VerdictText } from '../kit/verdict-text';

/**
 * Type 2.2 (spec section 2): a picture and its question ("Какого цвета яблоко?"), a button for
 * each colour word painted in that colour; check once one is picked, picking locked after it.
 */
export const colourChoiceKind: GameKind<ColourChoiceState, ColourChoiceAction> = {
  flow: 'check',
  init: initColourChoice,
  reduce: colourChoiceReducer,
  answer: colourChoiceAnswer,
  View: ColourChoiceQuestion,
};

function ColourChoiceQuestion({
  question,
  state,
  dispatch,
  verdict,
  locked,
}: TurnProps<ColourChoiceState, ColourChoiceAction>) {
  const { t } = useTranslation('games');
  const variants = useMemo(
    () => arrangeVariants(question.questionVariants, question.id),
    [question],
  );

  return (
    <>
      <div className="question-card">
        <FallbackImage
          className="question-picture colour-choice__image"
          src={question.questionImages[0]?.imageUrl}
          fallbackSrc={DEFAULT_PICTURE}
          alt={t('colourChoice.questionImage')}
          width={124}
          height={124}
        />
        <h2 className="question-text">{question.text}</h2>
      </div>
      <div className="colour-choice__variants" role="group" aria-label={t('colourChoice.variants')}>
        {variants.map((variant) => (
          // The colour and its speaker are two targets side by side: listening never picks.
          <div key={variant.id} className="colour-choice__option">
            <ColourButton
              variant={variant}
              selected={variant.id === state.selectedId}
              verdict={variant.id === state.selectedId ? verdict : null}
              disabled={locked}
              onSelect={(variantId) => dispatch({ type: 'select', variantId })}
            />
            <SpeakerButton text={variant.answer} audioUrl={variant.audioUrl ?? null} hideText />
          </div>
        ))}
      </div>
    </>
  );
}

function ColourButton({
  variant,
  selected,
  verdict,
  disabled,
  onSelect,
}: {
  variant: QuestionVariant;
  selected: boolean;
  verdict: Feedback | null;
  disabled: boolean;
  onSelect: (variantId: number) => void;
}) {
  const verdictId = useId();
  const swatch = colourSwatch(variant.answer);
  const style = { '--swatch-fill': swatch.fill, '--swatch-ink': swatch.ink } as CSSProperties;
  return (
    <>
      <button
        type="button"
        className={classNames(
          'colour-choice__variant',
          swatch.outlined && 'colour-choice__variant--outlined',
          selected && 'colour-choice__variant--selected',
          verdict && `colour-choice__variant--${verdict}`,
        )}
        style={style}
        aria-pressed={selected}
        aria-describedby={verdict ? verdictId : undefined}
        disabled={disabled}
        onClick={() => onSelect(variant.id)}
      >
        <span className="colour-choice__mark" aria-hidden="true">
          {verdict === 'correct' ? (
            <CheckIcon width={22} height={22} />
          ) : verdict === 'incorrect' ? (
            <CloseIcon width={20} height={20} />
          ) : null}
        </span>
        <span className="colour-choice__word">{variant.answer}</span>
      </button>
      {verdict && <VerdictText id={verdictId} right={verdict === 'correct'} />}
    </>
  );
}
