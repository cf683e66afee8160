import type { Game, Question, QuestionVariant } from '@bolajon/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { classNames } from '../../components/ui/class-names';
import { FallbackImage } from '../../components/ui/fallback-image';
import { CheckIcon, CloseIcon } from '../../components/ui/game-icons';
import { QuestionGame } from '../shared/question-game';
import type { QuestionFlow } from '../shared/use-question-flow';
import { arrangeVariants } from './shuffle';
import './choice-game.css';

const CHOICE_TYPES = ['2.0', '2.1'] as const;

/** Shown when a picture is missing or broken (spec section 8). */
export const DEFAULT_PICTURE = '/hello.svg';

interface Pick {
  /** The question and try the pick belongs to: a repeat or the next question starts clean. */
  key: string;
  variantId: number;
}

const tryKey = (flow: QuestionFlow) => `${flow.state.index}:${flow.state.attempt}`;

/**
 * Types 2.0 and 2.1 (spec section 2): a picture and a question, answer buttons, check once one is
 * chosen. In 2.1 the right answer's picture appears only after the check.
 */
export function ChoiceGame({ gameId }: { gameId: number | null }) {
  const { t } = useTranslation();
  const [pick, setPick] = useState<Pick | null>(null);
  const picked = (flow: QuestionFlow) => (pick?.key === tryKey(flow) ? pick.variantId : null);

  return (
    <QuestionGame
      gameId={gameId}
      gameTypes={CHOICE_TYPES}
      title={t('screens.gameTypes.2-0')}
      renderQuestion={({ game, flow }) =>
        flow.question && (
          <ChoiceQuestion
            game={game}
            question={flow.question}
            flow={flow}
            selectedId={picked(flow)}
            onSelect={(variantId) => setPick({ key: tryKey(flow), variantId })}
          />
        )
      }
      renderFooter={({ flow }) => {
        const variant = flow.question?.questionVariants.find((v) => v.id === picked(flow));
        return (
          <Button
            block
            className="choice__check"
            disabled={!variant || !flow.canAnswer}
            onClick={() => variant && flow.check(variant.answer)}
          >
            {t('game.check')}
          </Button>
        );
      }}
      renderFeedbackExtra={({ game, flow }) => {
        if (game.type !== '2.1' || !flow.question) return null;
        const right = flow.question.questionVariants.find((v) => v.isCorrect && v.imageUrl);
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
      }}
    />
  );
}

function ChoiceQuestion({
  game,
  question,
  flow,
  selectedId,
  onSelect,
}: {
  game: Game;
  question: Question;
  flow: QuestionFlow;
  selectedId: number | null;
  onSelect: (variantId: number) => void;
}) {
  const { t } = useTranslation();
  const variants = useMemo(
    () => arrangeVariants(question.questionVariants, question.id),
    [question],
  );
  // 2.1 keeps the variants' pictures back: the right one is the reveal after the check.
  const showVariantImages = game.type !== '2.1';
  const withImages = showVariantImages && variants.some((v) => v.imageUrl);
  const { feedback } = flow.state;

  return (
    <>
      <div className="choice__card">
        <FallbackImage
          className="choice__image"
          src={question.questionImages[0]?.imageUrl}
          fallbackSrc={DEFAULT_PICTURE}
          alt={t('choice.questionImage')}
          width={150}
          height={150}
        />
        <h2 className="choice__text">{question.text}</h2>
      </div>
      <div
        className={classNames('choice__variants', withImages && 'choice__variants--images')}
        role="group"
        aria-label={t('choice.variants')}
      >
        {variants.map((variant, index) => (
          <VariantButton
            key={variant.id}
            variant={variant}
            index={index}
            showImage={showVariantImages}
            selected={variant.id === selectedId}
            verdict={variant.id === selectedId ? feedback : null}
            disabled={!flow.canAnswer}
            onSelect={onSelect}
          />
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
  const { t } = useTranslation();
  const verdictId = useId();
  return (
    <>
      <button
        type="button"
        className={classNames(
          'choice__variant',
          `choice__variant--tone-${index % 4}`,
          selected && 'choice__variant--selected',
          verdict && `choice__variant--${verdict}`,
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
      {verdict && (
        <span id={verdictId} className="visually-hidden">
          {verdict === 'correct' ? t('game.yourAnswerCorrect') : t('game.yourAnswerWrong')}
        </span>
      )}
    </>
  );
}
