import { colourFill } from '@bolajon/contract';
import { useId, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/ui/class-names';
import { FallbackImage } from '../../components/ui/fallback-image';
import { CheckIcon, CloseIcon } from '../../components/ui/game-icons';
import { DEFAULT_PICTURE } from '../kit/pictures';
import type { GameKind, TurnProps } from '../kit/types';
import {
  colourMatchingAnswer,
  colourMatchingReducer,
  initColourMatching,
  paletteOf,
  pictureVerdicts,
  type ColourMatchingAction,
  type ColourMatchingState,
} from './colour-matching-reducer';
import './colour-matching.css';
import { VerdictText } from '../kit/verdict-text';

/** A colour outside the spec's map (content checks forbid it) still shows as a neutral grey. */
const UNKNOWN_FILL = '#b8b2c8';
const fillOf = (colour: string) => colourFill(colour) ?? UNKNOWN_FILL;

/** Type 3.0: colour the pictures with the palette's colour words (spec section 2). */
export const colourMatchingKind: GameKind<ColourMatchingState, ColourMatchingAction> = {
  flow: 'check',
  init: initColourMatching,
  reduce: colourMatchingReducer,
  answer: colourMatchingAnswer,
  View: ColourMatchingQuestion,
};

function ColourMatchingQuestion({
  question,
  state,
  dispatch,
  verdict,
  locked,
}: TurnProps<ColourMatchingState, ColourMatchingAction>) {
  const { t } = useTranslation('games');
  const palette = useMemo(() => paletteOf(question), [question]);
  const verdicts = useMemo(
    () => (verdict ? pictureVerdicts(state, question) : null),
    [verdict, state, question],
  );
  const total = question.questionImages.length;

  return (
    <>
      <div className="question-card colour-match__card">
        <h2 className="question-text colour-match__text">{question.text}</h2>
        {/* What to do is the game's instruction above; here only the nudge of a picture tapped
            before a colour was picked (the line keeps its room, so nothing jumps). */}
        <p
          className={classNames('question-hint', state.needsColour && 'colour-match__hint--nudge')}
          aria-live="polite"
        >
          {state.needsColour ? t('colourMatch.pickColourFirst') : '\u00a0'}
        </p>
      </div>

      <div className="colour-match__pictures" role="group" aria-label={t('colourMatch.pictures')}>
        {question.questionImages.map((image, index) => (
          <PictureButton
            key={image.id}
            src={image.imageUrl}
            label={
              state.colours[index]
                ? t('colourMatch.pictureColoured', {
                    n: index + 1,
                    total,
                    colour: state.colours[index],
                  })
                : t('colourMatch.picture', { n: index + 1, total })
            }
            colour={state.colours[index] ?? null}
            right={verdicts ? (verdicts[index] ?? false) : null}
            disabled={locked}
            onPaint={() => dispatch({ type: 'paint', picture: index })}
          />
        ))}
      </div>

      <div
        className={classNames(
          'colour-match__palette',
          state.needsColour && 'colour-match__palette--nudge',
        )}
        role="group"
        aria-label={t('colourMatch.palette')}
      >
        {palette.map((colour) => (
          <button
            key={colour}
            type="button"
            className="answer-tile colour-match__colour"
            style={{ '--paint': fillOf(colour) } as CSSProperties}
            aria-pressed={state.selected === colour}
            disabled={locked}
            onClick={() => dispatch({ type: 'pick', colour })}
          >
            <span className="colour-match__swatch" aria-hidden="true">
              {state.selected === colour && <CheckIcon width={18} height={18} />}
            </span>
            <span className="colour-match__colour-word">{colour}</span>
          </button>
        ))}
      </div>
    </>
  );
}

function PictureButton({
  src,
  label,
  colour,
  right,
  disabled,
  onPaint,
}: {
  src: string;
  label: string;
  colour: string | null;
  /** After a check: whether this picture's colour is right; null before. */
  right: boolean | null;
  disabled: boolean;
  onPaint: () => void;
}) {
  const verdictId = useId();
  // The drawing's own shape is painted (a mask of the picture), its outline multiplied on top.
  const paint = colour
    ? ({ '--paint': fillOf(colour), '--picture': `url(${JSON.stringify(src)})` } as CSSProperties)
    : undefined;
  return (
    <>
      <button
        type="button"
        className={classNames(
          'answer-tile colour-match__picture',
          colour && 'colour-match__picture--painted',
          right === true && 'colour-match__picture--right',
          right === false && 'colour-match__picture--wrong',
        )}
        style={paint}
        aria-label={label}
        aria-describedby={right === null ? undefined : verdictId}
        disabled={disabled}
        onClick={onPaint}
      >
        <span className="colour-match__canvas">
          {colour && <span className="colour-match__paint" aria-hidden="true" />}
          <FallbackImage
            className="colour-match__image"
            src={src}
            fallbackSrc={DEFAULT_PICTURE}
            alt=""
            width={96}
            height={96}
          />
        </span>
        <span className="colour-match__label" aria-hidden="true">
          {colour ?? '?'}
        </span>
        {right !== null && (
          <span className="colour-match__verdict" aria-hidden="true">
            {right ? <CheckIcon width={20} height={20} /> : <CloseIcon width={18} height={18} />}
          </span>
        )}
      </button>
      {right !== null && <VerdictText id={verdictId} right={right} />}
    </>
  );
}
