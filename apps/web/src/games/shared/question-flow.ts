/**
 * The rules every game screen shares (spec sections 2 and 4), as a pure reducer: which question
 * is on screen, the score, whether a check is in flight (inputs locked), the feedback, and the
 * moves on from it. Animation and requests live in the hook; this only decides.
 */

export type Feedback = 'correct' | 'incorrect';

/** How long the feedback panel takes to close before the next move (spec section 9). */
export const FEEDBACK_CLOSE_MS = 300;

export interface QuestionFlowState {
  total: number;
  /** Points for a question answered right at its first try (pointsPerCorrect of the game type). */
  points: number;
  /** The question on screen, from 0. */
  index: number;
  score: number;
  /** Which try of the current question this is, from 0; a repeat starts the next one. */
  attempt: number;
  /** A check is in flight: every input is locked until it settles. */
  checking: boolean;
  /** Shown in the feedback panel; null while answering. */
  feedback: Feedback | null;
  /** The panel is closing; the move happens when it has. */
  closing: 'next' | 'repeat' | null;
  /** Whether each question was right at its first try (null until checked). */
  firstTry: (boolean | null)[];
  finished: boolean;
}

export type QuestionFlowAction =
  /** A check starts, with the local judge's verdict for instant feedback. */
  | { type: 'check'; localCorrect: boolean }
  /** The check is settled: the server's verdict, or the local one when the server failed. */
  | { type: 'settle'; isCorrect: boolean }
  | { type: 'continue' }
  | { type: 'repeat' }
  /** The feedback panel has closed: make the move it was closing for. */
  | { type: 'closed' };

export function initialFlowState({
  total,
  points,
}: {
  total: number;
  points: number;
}): QuestionFlowState {
  return {
    total,
    points,
    index: 0,
    score: 0,
    attempt: 0,
    checking: false,
    feedback: null,
    closing: null,
    firstTry: Array.from({ length: total }, () => null),
    finished: false,
  };
}

/** Answers may be chosen and checked only now. */
export function canAnswer(state: QuestionFlowState): boolean {
  return !state.finished && !state.checking && state.feedback === null && state.closing === null;
}

const verdict = (correct: boolean): Feedback => (correct ? 'correct' : 'incorrect');

export function questionFlowReducer(
  state: QuestionFlowState,
  action: QuestionFlowAction,
): QuestionFlowState {
  switch (action.type) {
    case 'check':
      if (!canAnswer(state) || state.index >= state.total) return state;
      return { ...state, checking: true, feedback: verdict(action.localCorrect) };

    case 'settle': {
      if (!state.checking) return state;
      const firstTry = state.attempt === 0;
      const firstTryResults = [...state.firstTry];
      if (firstTry) firstTryResults[state.index] = action.isCorrect;
      return {
        ...state,
        checking: false,
        feedback: verdict(action.isCorrect),
        // A repeat that succeeds is practice: it earns nothing (the server counts the same way).
        score: state.score + (firstTry && action.isCorrect ? state.points : 0),
        firstTry: firstTryResults,
      };
    }

    case 'continue':
      if (state.checking || state.feedback === null || state.closing) return state;
      return { ...state, closing: 'next' };

    case 'repeat':
      if (state.checking || state.feedback !== 'incorrect' || state.closing) return state;
      return { ...state, closing: 'repeat' };

    case 'closed': {
      if (state.closing === 'repeat') {
        return { ...state, closing: null, feedback: null, attempt: state.attempt + 1 };
      }
      if (state.closing !== 'next') return state;
      const last = state.index + 1 >= state.total;
      return {
        ...state,
        closing: null,
        feedback: null,
        attempt: 0,
        index: last ? state.index : state.index + 1,
        finished: last,
      };
    }
  }
}
