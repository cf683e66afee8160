import { speechVoice, type Question } from '@bolajon/contract';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../components/speaker-button';
import { classNames } from '../../components/ui/class-names';
import { CheckIcon, CloseIcon } from '../../components/ui/game-icons';
import { checkDuolingo } from '../../lib/check-duolingo';
import type { GameKind, TurnProps } from '../kit/types';
import {
  initPairs,
  linkIsRight,
  linkLine,
  linkOf,
  pairsAnswer,
  pairsReducer,
  rightColumn,
  type PairsAction,
  type PairsState,
  type Side,
} from './pairs-reducer';
import { useItemBoxes } from './use-item-boxes';
import './pairs-game.css';
import { VerdictText } from '../kit/verdict-text';

/** How many link colours there are; the sixth pair's link looks like the first's only by colour. */
const TONES = 6;

/** Type 5.0: connect each word on the left with its pair on the right (spec section 2). */
export const pairsKind: GameKind<PairsState, PairsAction> = {
  flow: 'check',
  init: initPairs,
  reduce: pairsReducer,
  answer: pairsAnswer,
  // The verdict panel lists the pairs as words, not as the canonical 'left=right'.
  answerParts: (question) => question.pairs.map((pair) => `${pair.left} — ${pair.right}`),
  // Those lines mix two languages, which no one voice reads; the Russian words have speakers.
  answerSpeakers: false,
  View: PairsQuestion,
};

/** One item of either column, with what its link and verdict look like. */
interface ItemView {
  side: Side;
  id: number;
  text: string;
  /** The item on the other side it is linked with. */
  partner: string | null;
  /** Number (from 1) and colour of its link: the left item's place. */
  badge: number | null;
  right: boolean | null;
}

function PairsQuestion({
  question,
  state,
  dispatch,
  phase,
  verdict,
  locked,
}: TurnProps<PairsState, PairsAction>) {
  const { t } = useTranslation('games');
  const { boardRef, itemRef, boxes } = useItemBoxes();
  const rightIds = useMemo(() => rightColumn(question), [question]);
  useDuolingoCheck(question, phase === 'checked' && verdict === 'correct');

  const leftPlace = (id: number) => question.pairs.findIndex((p) => p.id === id);
  const textOf = (side: Side, id: number) => {
    const pair = question.pairs.find((p) => p.id === id);
    return pair ? pair[side] : '';
  };
  const itemView = (side: Side, id: number): ItemView => {
    const link = linkOf(state, side, id);
    const other: Side = side === 'left' ? 'right' : 'left';
    return {
      side,
      id,
      text: textOf(side, id),
      partner: link ? textOf(other, link[other]) : null,
      badge: link ? leftPlace(link.left) + 1 : null,
      right: link && verdict ? linkIsRight(question, link) : null,
    };
  };

  const lines = state.links.flatMap((link) => {
    const from = boxes.get(`left:${link.left}`);
    const to = boxes.get(`right:${link.right}`);
    if (!from || !to || from.width === 0 || to.width === 0) return [];
    const right = verdict ? linkIsRight(question, link) : null;
    return [
      {
        key: `${link.left}-${link.right}`,
        tone: leftPlace(link.left) % TONES,
        right,
        ...linkLine(from, to),
      },
    ];
  });

  // The Russian words (the language being learnt) can be heard: a speaker on the outer side.
  const speaks = (side: Side, id: number) => speechVoice(textOf(side, id)) === 'ru';
  const withSpeakers = (side: Side) =>
    question.pairs.some((pair) => speechVoice(pair[side]) === 'ru');
  const column = (side: Side, ids: number[]) => (
    <div
      className={`pairs__column pairs__column--${side}`}
      role="group"
      aria-label={t(side === 'left' ? 'pairs.left' : 'pairs.right')}
    >
      {ids.map((id) => {
        const speaker = speaks(side, id) && <SpeakerButton text={textOf(side, id)} hideText />;
        return (
          <div key={id} className="pairs__row">
            {side === 'left' && speaker}
            <PairItem
              ref={itemRef(`${side}:${id}`)}
              item={itemView(side, id)}
              selected={state.selected?.side === side && state.selected.id === id}
              disabled={locked}
              onTap={() => dispatch({ type: 'tap', side, id })}
            />
            {side === 'right' && speaker}
          </div>
        );
      })}
    </div>
  );

  return (
    <>
      <div className="question-card pairs__card">
        {/* What to do is the game's instruction above it, heard as the game opens. */}
        <h2 className="question-text pairs__text">{question.text}</h2>
      </div>
      <div
        className={classNames(
          'pairs__board',
          withSpeakers('left') && 'pairs__board--speakers-left',
          withSpeakers('right') && 'pairs__board--speakers-right',
        )}
        ref={boardRef}
      >
        <svg className="pairs__lines" aria-hidden="true" focusable="false">
          {lines.map((line) => (
            <g
              key={line.key}
              className={classNames(
                'pairs__line',
                `pairs__line--tone-${line.tone}`,
                line.right === true && 'pairs__line--correct',
                line.right === false && 'pairs__line--incorrect',
              )}
            >
              <line x1={line.x1} y1={line.y1} x2={line.x2} y2={line.y2} pathLength={1} />
              <circle cx={line.x1} cy={line.y1} r={6} />
              <circle cx={line.x2} cy={line.y2} r={6} />
            </g>
          ))}
        </svg>
        {column(
          'left',
          question.pairs.map((p) => p.id),
        )}
        {column('right', rightIds)}
      </div>
    </>
  );
}

function PairItem({
  ref,
  item,
  selected,
  disabled,
  onTap,
}: {
  ref: (node: HTMLButtonElement | null) => void;
  item: ItemView;
  selected: boolean;
  disabled: boolean;
  onTap: () => void;
}) {
  const { t } = useTranslation('games');
  const linkId = useId();
  const verdictId = useId();
  const described = [item.partner !== null && linkId, item.right !== null && verdictId]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={classNames(
          'answer-tile pairs__item',
          `pairs__item--${item.side}-side`,
          item.badge !== null &&
            `pairs__item--linked pairs__item--tone-${(item.badge - 1) % TONES}`,
          item.right === true && 'answer-tile--correct pairs__item--correct',
          item.right === false && 'answer-tile--incorrect pairs__item--incorrect',
        )}
        aria-pressed={selected}
        aria-describedby={described || undefined}
        disabled={disabled}
        onClick={onTap}
      >
        {item.right !== null && (
          <span className="pairs__verdict" aria-hidden="true">
            {item.right ? (
              <CheckIcon width={18} height={18} />
            ) : (
              <CloseIcon width={16} height={16} />
            )}
          </span>
        )}
        <span className="pairs__item-text">{item.text}</span>
        {item.badge !== null && (
          <span className="pairs__badge" aria-hidden="true">
            {item.badge}
          </span>
        )}
      </button>
      {item.partner !== null && (
        <span id={linkId} className="visually-hidden">
          {t('pairs.connectedTo', { item: item.partner })}
        </span>
      )}
      {item.right !== null && <VerdictText id={verdictId} right={item.right} />}
    </>
  );
}

/**
 * Once a question is right (the settled verdict), its first duolingo word is checked with the
 * server (spec section 7) — once, and a failure never stops the game.
 */
function useDuolingoCheck(question: Question, right: boolean) {
  const sent = useRef(false);
  useEffect(() => {
    const item = question.questionDuolingos[0];
    if (!right || !item || sent.current) return;
    sent.current = true;
    checkDuolingo(item.id, item.leftAnswer).catch((error: unknown) => {
      console.warn('Could not check the duolingo pair', error);
    });
  }, [question, right]);
}
