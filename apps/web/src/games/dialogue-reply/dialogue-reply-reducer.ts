import { dialogueLines, joinAnswers, normaliseSpeech, type Question } from '@bolajon/contract';
import { arrangeVariants } from '../kit/arrange';

/**
 * Type 2.4, dialogue completion (spec sections 2, 4 and 5): the other speaker's lines show; for
 * each of the child's replies in turn the child picks an option and checks it. A right reply at
 * its first try earns a point at once; a wrong one shows the right reply, and the child may try
 * that reply again (practice) or go on with the right reply put into the conversation. After the
 * last reply the question is done: its answer is the first-try picks, joined (DESIGN.md 4).
 */

/** One line of the dialogue; `reply` is its place among the child's replies, null for the other speaker. */
export interface DialogueLine {
  id: number;
  text: string;
  personageNumber: number;
  reply: number | null;
}

export interface ReplyOption {
  id: number;
  answer: string;
}

/** A reply already in the conversation: the child's right pick, or the right reply after a miss. */
export interface GivenReply {
  text: string;
  corrected: boolean;
}

/**
 * `ready`: before Start, options hidden. `answering`: picking for reply `current`. `checked`:
 * the verdict panel of reply `current` shows. `done`: every reply is in; the question is over.
 */
export type ReplyStage = 'ready' | 'answering' | 'checked' | 'done';

export interface DialogueReplyState {
  lines: DialogueLine[];
  /** The child's replies, in order (the contract's `expectedReplies`). */
  replies: string[];
  /** Every variant, stably shuffled by the question id. */
  options: ReplyOption[];
  stage: ReplyStage;
  /** The reply being answered (or last answered, once done), from 0. */
  current: number;
  selectedId: number | null;
  /** The verdict of reply `current`'s latest check. */
  verdict: 'correct' | 'incorrect' | null;
  /** How many times reply `current` has been checked. */
  tries: number;
  /** The first-try pick of each reply checked so far ('' for none): the answer reported. */
  firstPicks: string[];
  /** The replies already in the conversation. */
  given: GivenReply[];
  /** Points earned in this question: one for each reply right at its first try. */
  points: number;
  /** The verdict panel is closing; the move happens when it has. */
  closing: 'next' | 'repeat' | null;
}

export type DialogueReplyAction =
  | { type: 'start' }
  | { type: 'select'; variantId: number }
  | { type: 'check' }
  | { type: 'continue' }
  | { type: 'repeat' }
  /** The verdict panel has closed (after FEEDBACK_CLOSE_MS): make its move. */
  | { type: 'closed' };

/** Reply check: case-insensitive, as the contract's judge compares (normaliseSpeech). */
export const sameReply = (given: string, expected: string) =>
  given.trim() !== '' && normaliseSpeech(given) === normaliseSpeech(expected);

export function initDialogueReply(question: Question): DialogueReplyState {
  const sorted = dialogueLines(question);
  let replyCount = 0;
  const lines = sorted.map((p) => ({
    id: p.id,
    text: p.answer,
    personageNumber: p.personageNumber,
    reply: p.personageNumber === 1 ? null : replyCount++,
  }));
  return {
    lines,
    replies: lines.filter((l) => l.reply !== null).map((l) => l.text),
    options: arrangeVariants(question.questionVariants, question.id).map((v) => ({
      id: v.id,
      answer: v.answer,
    })),
    stage: 'ready',
    current: 0,
    selectedId: null,
    verdict: null,
    tries: 0,
    firstPicks: [],
    given: [],
    points: 0,
    closing: null,
  };
}

/** The picked option's text, '' when none is picked. */
export function selectedText(state: DialogueReplyState): string {
  return state.options.find((o) => o.id === state.selectedId)?.answer ?? '';
}

/** Options can be picked and the reply checked only now. */
export const canPick = (state: DialogueReplyState) => state.stage === 'answering';

export function dialogueReplyReducer(
  state: DialogueReplyState,
  action: DialogueReplyAction,
): DialogueReplyState {
  switch (action.type) {
    case 'start':
      if (state.stage !== 'ready') return state;
      // A dialogue with no reply of the child's has nothing to answer.
      return { ...state, stage: state.replies.length > 0 ? 'answering' : 'done' };

    case 'select':
      if (!canPick(state) || state.selectedId === action.variantId) return state;
      if (!state.options.some((o) => o.id === action.variantId)) return state;
      return { ...state, selectedId: action.variantId };

    case 'check': {
      const expected = state.replies[state.current];
      if (!canPick(state) || expected === undefined) return state;
      const pick = selectedText(state);
      const correct = sameReply(pick, expected);
      const firstTry = state.tries === 0;
      const firstPicks = [...state.firstPicks];
      if (firstTry) firstPicks[state.current] = pick;
      const given = [...state.given];
      if (correct) given[state.current] = { text: pick, corrected: false };
      return {
        ...state,
        stage: 'checked',
        verdict: correct ? 'correct' : 'incorrect',
        tries: state.tries + 1,
        firstPicks,
        given,
        // A repeat that gets it right is practice: it earns nothing.
        points: state.points + (correct && firstTry ? 1 : 0),
      };
    }

    case 'continue':
      if (state.stage !== 'checked' || state.closing) return state;
      return { ...state, closing: 'next' };

    case 'repeat':
      if (state.stage !== 'checked' || state.verdict !== 'incorrect' || state.closing) {
        return state;
      }
      return { ...state, closing: 'repeat' };

    case 'closed': {
      if (state.closing === 'repeat') {
        return { ...state, closing: null, stage: 'answering', verdict: null, selectedId: null };
      }
      if (state.closing !== 'next') return state;
      const given = [...state.given];
      if (state.verdict !== 'correct') {
        given[state.current] = { text: state.replies[state.current] ?? '', corrected: true };
      }
      if (state.current + 1 >= state.replies.length) {
        return { ...state, closing: null, stage: 'done', given };
      }
      return {
        ...state,
        closing: null,
        stage: 'answering',
        current: state.current + 1,
        selectedId: null,
        verdict: null,
        tries: 0,
        given,
      };
    }
  }
}

/** The canonical answer (DESIGN.md section 4): the first-try picks joined, once every reply is in. */
export function dialogueReplyAnswer(state: DialogueReplyState): string | null {
  return state.stage === 'done' ? joinAnswers(state.firstPicks) : null;
}
