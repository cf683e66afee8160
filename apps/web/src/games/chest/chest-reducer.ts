import type { Question } from '@bolajon/contract';

/**
 * Type 1.1, the treasure chest (spec sections 2 and 4): closed; a tap opens it; the word appears
 * after 1 second (spec section 9); then the child says it and checks. The view's timer dispatches
 * `reveal`; the rules are here.
 */

/** How long the word takes to appear once the chest opens (spec section 9). */
export const CHEST_REVEAL_MS = 1000;

export type ChestPhase = 'closed' | 'opening' | 'open';

export interface ChestState {
  chest: ChestPhase;
  /** The answer given so far (heard, tapped or typed); only once the word is out. */
  answer: string | null;
}

export type ChestAction =
  | { type: 'open' }
  /** The chest has been open CHEST_REVEAL_MS: the word shows. */
  | { type: 'reveal' }
  | { type: 'answer'; answer: string };

export const initChest = (): ChestState => ({ chest: 'closed', answer: null });

export function chestReducer(state: ChestState, action: ChestAction): ChestState {
  switch (action.type) {
    case 'open':
      return state.chest === 'closed' ? { ...state, chest: 'opening' } : state;
    case 'reveal':
      return state.chest === 'opening' ? { ...state, chest: 'open' } : state;
    case 'answer': {
      // Empty: the reader emptied the field, and there is no answer again.
      const answer = action.answer.trim() || null;
      if (state.chest !== 'open' || answer === state.answer) return state;
      return { ...state, answer };
    }
  }
}

/** The canonical answer (DESIGN.md section 4): the words as given; none until there are some. */
export const chestAnswer = (state: ChestState): string | null => state.answer;

/** The word in the chest: the question's text, or its right answer when it has none. */
export function chestWord(question: Question): { text: string; audioUrl: string | null } {
  const text = question.text.trim();
  if (text) return { text, audioUrl: question.audioUrl };
  const right = [...question.questionVariants]
    .sort((a, b) => a.order - b.order)
    .find((v) => v.isCorrect);
  return { text: right?.answer.trim() ?? '', audioUrl: right?.audioUrl ?? null };
}
