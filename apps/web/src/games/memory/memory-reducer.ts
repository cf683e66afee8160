import { MEMORY_DONE, normaliseSpeech, type Question } from '@bolajon/contract';
import { arrangeVariants } from '../kit/arrange';

/** How long two cards that are not a pair stay face up (spec section 9). */
export const MISMATCH_MS = 1000;
/** How long after the last pair the question is recorded as done (spec section 9). */
export const COMPLETE_DELAY_MS = 500;

export interface MemoryCard {
  /** The variant's id. */
  id: number;
  answer: string;
  imageUrl: string | null;
}

/**
 * Type 4.0 (spec sections 2 and 9): face-down cards, each a variant; cards with the same answer
 * are a pair. `open` holds the positions of the face-up cards not yet found (at most two);
 * `found` the positions of the found ones.
 */
export interface MemoryState {
  cards: MemoryCard[];
  open: number[];
  found: number[];
}

export type MemoryAction =
  /** The child turns the card at `index` face up. */
  | { type: 'flip'; index: number }
  /** Two cards that are not a pair turn face down again (the view's timer, after 1 s). */
  | { type: 'hideMismatch' };

const isPair = (a: MemoryCard, b: MemoryCard) =>
  normaliseSpeech(a.answer) === normaliseSpeech(b.answer);

/** The cards in a stable shuffle seeded by the question id: the same on a repeat. */
export function initMemory(question: Question): MemoryState {
  const cards = arrangeVariants(question.questionVariants, question.id).map((v) => ({
    id: v.id,
    answer: v.answer,
    imageUrl: v.imageUrl,
  }));
  return { cards, open: [], found: [] };
}

/** Two cards are up that are not a pair: nothing can be turned until they turn back. */
export const isBlocked = (state: MemoryState) => state.open.length >= 2;

export function memoryReducer(state: MemoryState, action: MemoryAction): MemoryState {
  switch (action.type) {
    case 'flip': {
      const { index } = action;
      const card = state.cards[index];
      if (!card || isBlocked(state) || state.open.includes(index) || state.found.includes(index)) {
        return state;
      }
      const first = state.open[0];
      if (first === undefined) return { ...state, open: [index] };
      const firstCard = state.cards[first];
      if (firstCard && isPair(firstCard, card)) {
        return { ...state, open: [], found: [...state.found, first, index] };
      }
      return { ...state, open: [first, index] };
    }
    case 'hideMismatch':
      return state.open.length === 0 ? state : { ...state, open: [] };
  }
}

/**
 * Every pair is found: no two cards still face down make a pair (a card without a partner, or
 * content without pairs, cannot hold the game up).
 */
export function allPairsFound(state: MemoryState): boolean {
  const left = state.cards.filter((_, i) => !state.found.includes(i));
  return !left.some((card, i) => left.some((other, j) => j > i && isPair(card, other)));
}

export const isFaceUp = (state: MemoryState, index: number) =>
  state.open.includes(index) || state.found.includes(index);

/** The canonical answer (DESIGN.md section 4): 'done' once every pair is found. */
export const memoryAnswer = (state: MemoryState): string | null =>
  allPairsFound(state) ? MEMORY_DONE : null;
