/**
 * The rules every game screen shares (spec sections 2 and 4), as a pure reducer: which question
 * is on screen, the score, whether a check is in flight (inputs locked), the feedback, and the
 * moves on from it. Requests and timers live in the hook; this only decides.
 */

export type Feedback = 'correct' | 'incorrect';

/** How long the feedback panel takes to close before the next move (spec section 9). */
export const FEEDBACK_CLOSE_MS = 300;

export interface QuestionFlowState {
  total: number;
  /** Points for a right answer (the game type's facts). */
  points: number;
  /**
   * `question`: a question right at its first try earns `points`. `reply`: the type awards points
   * itself as the child goes (2.4: +1 a reply), and the check earns nothing more.
   */
  scoring: 'question' | 'reply';
  /** The question on screen, from 0. */
  index: number;
  score: number;
  /** Which try of the current question this is, from 0; a repeat starts the next one. */
  attempt: number;
  /** A check is in flight: every input is locked until it settles. */
  checking: boolean;
  /** Shown in the feedback panel; null while answering (and for a check without a panel). */
  feedback: Feedback | null;
  /**
   * Whether the check in flight shows the verdict panel. A type that finishes a question by itself
   * (4.0 memory, 2.4 dialogue with its own replies) moves straight on once the answer is recorded.
   */
  panel: boolean;
  /** The panel is closing; the move happens when it has. */
  closing: 'next' | 'repeat' | null;
  /** Whether each question was right at its first try (null until checked). */
  firstTry: (boolean | null)[];
  finished: boolean;
}

export type QuestionFlowAction =
  /** A check starts, with the local judge's verdict for instant feedback. */
  | { type: 'check'; localCorrect: boolean }
  /** The type finished the question by itself: record it, no verdict panel. */
  | { type: 'complete'; localCorrect: boolean }
  /** The check is settled: the server's verdict, or the local one when the server failed. */
  | { type: 'settle'; isCorrect: boolean }
  /** Points a `reply`-scored type earns while answering. */
  | { type: 'award'; points: number }
  | { type: 'continue' }
  | { type: 'repeat' }
  /** The feedback panel has closed: make the move it was closing for. */
  | { type: 'closed' };

export function initialFlowState({
  total,
  points,
  scoring = 'question',
}: {
  total: number;
  points: number;
  scoring?: 'question' | 'reply';
}): QuestionFlowState {
  return {
    total,
    points,
    scoring,
    index: 0,
    score: 0,
    attempt: 0,
    checking: false,
    feedback: null,
    panel: true,
    closing: null,
    firstTry: Array.from({ length: total }, () => null),
    finished: false,
  };
}

/** Answers may be chosen and checked only now. */
export function canAnswer(state: QuestionFlowState): boolean {
  return !state.finished && !state.checking && state.feedback === null && state.closing === null;
}

/** How much of the game is done, 0 to 100: the questions behind, and this one once checked. */
export function progressPercent(state: QuestionFlowState): number {
  if (state.total === 0) return 0;
  const answered = state.index + (state.firstTry[state.index] != null ? 1 : 0);
  return (answered / state.total) * 100;
}

const verdict = (correct: boolean): Feedback => (correct ? 'correct' : 'incorrect');

function moveOn(state: QuestionFlowState): QuestionFlowState {
  // After the last question the screen stays as it is (its verdict, its buttons locked) while
  // the next stage loads: resetting the try would open the question again, clean.
  if (state.index + 1 >= state.total) return { ...state, finished: true };
  return {
    ...state,
    closing: null,
    feedback: null,
    panel: true,
    attempt: 0,
    index: state.index + 1,
  };
}

export function questionFlowReducer(
  state: QuestionFlowState,
  action: QuestionFlowAction,
): QuestionFlowState {
  switch (action.type) {
    case 'check':
      if (!canAnswer(state) || state.index >= state.total) return state;
      return { ...state, checking: true, panel: true, feedback: verdict(action.localCorrect) };

    case 'complete':
      if (!canAnswer(state) || state.index >= state.total) return state;
      return { ...state, checking: true, panel: false };

    case 'settle': {
      if (!state.checking) return state;
      const firstTry = state.attempt === 0;
      const firstTryResults = [...state.firstTry];
      if (firstTry) firstTryResults[state.index] = action.isCorrect;
      const earned =
        state.scoring === 'question' && firstTry && action.isCorrect ? state.points : 0;
      // A repeat that succeeds is practice: it earns nothing (the server counts the same way).
      const settled = {
        ...state,
        checking: false,
        score: state.score + earned,
        firstTry: firstTryResults,
      };
      if (!state.panel) return moveOn(settled);
      return { ...settled, feedback: verdict(action.isCorrect) };
    }

    case 'award':
      if (state.scoring !== 'reply' || !canAnswer(state) || action.points <= 0) return state;
      return { ...state, score: state.score + action.points };

    case 'continue':
      if (state.checking || state.feedback === null || state.closing) return state;
      return { ...state, closing: 'next' };

    case 'repeat':
      if (state.checking || state.feedback !== 'incorrect' || state.closing) return state;
      return { ...state, closing: 'repeat' };

    case 'closed':
      if (state.finished) return state;
      if (state.closing === 'repeat') {
        return { ...state, closing: null, feedback: null, attempt: state.attempt + 1 };
      }
      if (state.closing !== 'next') return state;
      return moveOn(state);
  }
}
