import type { Question } from '@bolajon/contract';

/** The state of a game where the child picks one variant (2.0–2.3): which one, if any. */
export interface SelectOneState {
  selectedId: number | null;
}

export type SelectOneAction = { type: 'select'; variantId: number };

export const initSelectOne = (): SelectOneState => ({ selectedId: null });

export function selectOneReducer(state: SelectOneState, action: SelectOneAction): SelectOneState {
  switch (action.type) {
    case 'select':
      return state.selectedId === action.variantId ? state : { selectedId: action.variantId };
  }
}

/** The answer is the picked variant's text; none until one is picked. */
export function selectedAnswer(state: SelectOneState, question: Question): string | null {
  return question.questionVariants.find((v) => v.id === state.selectedId)?.answer ?? null;
}
