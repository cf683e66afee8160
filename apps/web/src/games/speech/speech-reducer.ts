/**
 * Types 1.0, 1.3 and 1.4 (spec section 2): the child says the answer. What is theirs: the answer
 * given so far — heard, tapped among the buttons, or typed — which Check sends as it is (the
 * contract's judge reads it as speech: case, ё, ь/ъ, punctuation and hyphens aside).
 */

export interface SpeechGameState {
  answer: string | null;
}

export type SpeechGameAction = { type: 'answer'; answer: string };

export const initSpeechGame = (): SpeechGameState => ({ answer: null });

export function speechGameReducer(
  state: SpeechGameState,
  action: SpeechGameAction,
): SpeechGameState {
  switch (action.type) {
    case 'answer': {
      // Empty: the reader emptied the field, and there is no answer again.
      const answer = action.answer.trim() || null;
      return answer === state.answer ? state : { answer };
    }
  }
}

/** The canonical answer (DESIGN.md section 4): the words as given; none until there are some. */
export const speechGameAnswer = (state: SpeechGameState): string | null => state.answer;
