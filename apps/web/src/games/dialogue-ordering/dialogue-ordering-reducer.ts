import {
  dialogueLines,
  joinAnswers,
  normaliseSpeech,
  type Question,
  type QuestionPersonage,
} from '@bolajon/contract';
import { arrangeVariants } from '../kit/arrange';

/**
 * Types 3.1 and 3.2 (spec sections 2 and 5): the dialogue's lines are chips; the child puts them
 * into the chat's slots, one a line in order. `slots[i]` is the id of the line (personage) whose
 * chip sits in slot i, or null. Chips are distinct by id: a dialogue may say the same words twice.
 */
export interface OrderingState {
  slots: (number | null)[];
}

export type OrderingAction =
  /** A chip from the tray goes into the first empty slot. */
  | { type: 'place'; lineId: number }
  /** A filled slot's chip goes back to the tray. */
  | { type: 'remove'; slot: number };

/** The dialogue's lines in the order they are spoken, from the variants (ADR 0026): one slot each. */
export { dialogueLines };

/** The chips, shuffled with the question id as the seed: the same on a repeat. */
export function trayOrder(question: Question): QuestionPersonage[] {
  return arrangeVariants(dialogueLines(question), question.id);
}

export function initOrdering(question: Question): OrderingState {
  return { slots: dialogueLines(question).map(() => null) };
}

export function orderingReducer(state: OrderingState, action: OrderingAction): OrderingState {
  switch (action.type) {
    case 'place': {
      if (state.slots.includes(action.lineId)) return state;
      const empty = state.slots.indexOf(null);
      if (empty < 0) return state;
      const slots = [...state.slots];
      slots[empty] = action.lineId;
      return { slots };
    }
    case 'remove': {
      if (state.slots[action.slot] == null) return state;
      const slots = [...state.slots];
      slots[action.slot] = null;
      return { slots };
    }
  }
}

const answerOf = (question: Question, lineId: number | null) =>
  dialogueLines(question).find((p) => p.id === lineId)?.answer ?? '';

/**
 * The canonical answer (DESIGN.md section 4): the chips' words in slot order joined by ' | ',
 * an empty slot as '' so that an unfinished chat is judged wrong. None until a chip is placed.
 */
export function orderingAnswer(state: OrderingState, question: Question): string | null {
  if (state.slots.every((id) => id === null)) return null;
  return joinAnswers(state.slots.map((id) => answerOf(question, id)));
}

/** Whether each slot holds its own line's words (what the per-slot verdicts show). */
export function slotVerdicts(state: OrderingState, question: Question): boolean[] {
  const lines = dialogueLines(question);
  return state.slots.map((id, i) => {
    const line = lines[i];
    return (
      id !== null &&
      line !== undefined &&
      normaliseSpeech(answerOf(question, id)) === normaliseSpeech(line.answer)
    );
  });
}
