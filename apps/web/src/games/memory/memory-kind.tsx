import { MEMORY_DONE } from '@bolajon/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerIcon } from '../../components/speaker-button';
import { classNames } from '../../components/ui/class-names';
import { FallbackImage } from '../../components/ui/fallback-image';
import { CheckIcon, CloseIcon, StarIcon } from '../../components/ui/game-icons';
import { playSpeech } from '../../lib/audio';
import { DEFAULT_PICTURE } from '../kit/pictures';
import type { GameKind, TurnProps } from '../kit/types';
import {
  COMPLETE_DELAY_MS,
  MISMATCH_MS,
  allPairsFound,
  initMemory,
  isBlocked,
  isFaceUp,
  memoryAnswer,
  memoryReducer,
  type MemoryAction,
  type MemoryState,
} from './memory-reducer';
import './memory.css';

/**
 * Type 4.0 (spec section 2): find the pairs among face-down cards. The question finishes by itself
 * (no Check, no verdict panel): 'done' is recorded half a second after the last pair.
 */
export const memoryKind: GameKind<MemoryState, MemoryAction> = {
  flow: 'self',
  init: initMemory,
  reduce: memoryReducer,
  answer: memoryAnswer,
  View: MemoryBoard,
  // The cards speak for themselves: each says its word as it turns up, and again on a tap.
  readOnAppear: false,
};

function MemoryBoard({
  question,
  state,
  dispatch,
  locked,
  complete,
}: TurnProps<MemoryState, MemoryAction>) {
  const { t } = useTranslation('games');
  const foundId = useId();
  const missedId = useId();
  const blocked = isBlocked(state);
  const done = allPairsFound(state);

  // Two cards that are not a pair stay up for a moment, then turn back.
  useEffect(() => {
    if (!blocked) return;
    const timer = window.setTimeout(() => dispatch({ type: 'hideMismatch' }), MISMATCH_MS);
    return () => window.clearTimeout(timer);
  }, [blocked, dispatch]);

  // The kit's `complete` changes as the flow moves on; the timer must not restart with it.
  const completeRef = useRef(complete);
  useEffect(() => {
    completeRef.current = complete;
  }, [complete]);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => completeRef.current(MEMORY_DONE), COMPLETE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  const rows = Math.ceil(state.cards.length / 2);
  const audioOf = (id: number) => question.questionVariants.find((v) => v.id === id)?.audioUrl;
  const tap = (index: number) => {
    const card = state.cards[index];
    // The reducer is pure: what it makes of the tap says whether the card is (now) face up.
    if (card && isFaceUp(memoryReducer(state, { type: 'flip', index }), index)) {
      void playSpeech({ text: card.answer, audioUrl: audioOf(card.id) ?? null });
    }
    dispatch({ type: 'flip', index });
  };

  return (
    <>
      <h2 className="memory__title">{question.text.trim() || t('memory.title')}</h2>
      <div className="memory__board">
        <div
          className={classNames('memory__grid', rows > 3 && 'memory__grid--tall')}
          role="group"
          aria-label={t('memory.cards')}
        >
          {state.cards.map((card, index) => {
            const n = index + 1;
            const up = isFaceUp(state, index);
            const found = state.found.includes(index);
            const missed = blocked && state.open.includes(index);
            return (
              <button
                key={card.id}
                type="button"
                className={classNames(
                  'memory__card',
                  up && 'memory__card--up',
                  found && 'memory__card--found',
                  missed && 'memory__card--missed',
                )}
                aria-label={
                  up
                    ? t('memory.cardOpen', { n, word: card.answer })
                    : t('memory.cardClosed', { n })
                }
                aria-pressed={up}
                aria-describedby={found ? foundId : missed ? missedId : undefined}
                disabled={locked}
                onClick={() => tap(index)}
              >
                <span className="memory__inner" aria-hidden="true">
                  <span className="memory__face memory__face--cover">
                    <span className="memory__cover-mark">?</span>
                  </span>
                  <span className="memory__face memory__face--picture">
                    <FallbackImage
                      className="memory__image"
                      src={card.imageUrl}
                      fallbackSrc={DEFAULT_PICTURE}
                      alt=""
                      width={72}
                      height={72}
                    />
                    <span className="memory__word">{card.answer}</span>
                    <span className="memory__speaks">
                      <SpeakerIcon width={18} height={18} />
                    </span>
                    {found && (
                      <span className="memory__mark memory__mark--found">
                        <CheckIcon width={16} height={16} />
                      </span>
                    )}
                    {missed && (
                      <span className="memory__mark memory__mark--missed">
                        <CloseIcon width={14} height={14} />
                      </span>
                    )}
                  </span>
                </span>
              </button>
            );
          })}
        </div>
        <span id={foundId} className="visually-hidden">
          {t('memory.pairFound')}
        </span>
        <span id={missedId} className="visually-hidden">
          {t('memory.notAPair')}
        </span>
        <div className="memory__status" role="status">
          {done && (
            <p className="memory__success">
              <StarIcon width={36} height={36} className="memory__success-star" />
              {t('memory.allFound')}
            </p>
          )}
        </div>
      </div>
    </>
  );
}
