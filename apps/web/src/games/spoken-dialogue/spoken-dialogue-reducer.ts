import { dialogueLines, joinAnswers, normaliseSpeech, type Question } from '@bolajon/contract';
import { arrangeVariants } from '../kit/arrange';
import type { SpokenChoice } from '../kit/spoken-choices';

/**
 * Type 1.5, the spoken dialogue (spec sections 2, 4 and 5): personage 1's lines are shown and
 * read aloud; every other line is the child's, said in order. Start switches to check mode and
 * shows the scene; each right reply reveals the next line; a wrong one is shown and that reply
 * tried again. When every reply is matched, continue records the question with the first try of
 * each reply (as 2.4 does: a question is right only when every reply was right at its first try).
 */

/** One line of the dialogue; `reply` is its place among the child's replies, null for personage 1. */
export interface SpokenLine {
  id: number;
  text: string;
  /** The line spoken, when the content has it. */
  audioUrl: string | null;
  personageNumber: number;
  reply: number | null;
}

/** `ready`: before Start. `answering`: reply `current` is awaited. `done`: every reply is matched. */
export type SpokenDialogueStage = 'ready' | 'answering' | 'done';

export interface SpokenDialogueState {
  lines: SpokenLine[];
  /** The child's replies in order (the contract's `expectedReplies`). */
  replies: string[];
  stage: SpokenDialogueStage;
  /** The reply awaited (the last one, once done), from 0. */
  current: number;
  /** How many times reply `current` was said wrong. */
  misses: number;
  /** The latest wrong try of reply `current`, to show the child what was heard. */
  missed: string | null;
  /**
   * An answer for reply `current` that waits for Check: a tapped button, or words heard before
   * the child went quiet without saying the whole reply (the speaking games' rule).
   */
  pending: string | null;
  /** What the child said at the first try of each reply so far: the answer recorded. */
  firstTries: string[];
}

export type SpokenDialogueAction =
  | { type: 'start' }
  /** An answer that waits for Check. */
  | { type: 'answer'; text: string }
  /** The reply is said (in full, or Check pressed on the waiting answer): match it. */
  | { type: 'heard'; text: string };

/** The spec's reply match: case-insensitive, read as the contract's judge reads speech. */
export const sameReply = (said: string, expected: string) =>
  said.trim() !== '' && normaliseSpeech(said) === normaliseSpeech(expected);

export function initSpokenDialogue(question: Question): SpokenDialogueState {
  const sorted = dialogueLines(question);
  let replyCount = 0;
  const lines = sorted.map((p) => ({
    id: p.id,
    text: p.answer,
    audioUrl: p.audioUrl,
    personageNumber: p.personageNumber,
    reply: p.personageNumber === 1 ? null : replyCount++,
  }));
  return {
    lines,
    replies: lines.filter((l) => l.reply !== null).map((l) => l.text),
    stage: 'ready',
    current: 0,
    misses: 0,
    missed: null,
    pending: null,
    firstTries: [],
  };
}

export function spokenDialogueReducer(
  state: SpokenDialogueState,
  action: SpokenDialogueAction,
): SpokenDialogueState {
  switch (action.type) {
    case 'start':
      if (state.stage !== 'ready') return state;
      // A dialogue without a line of the child's has nothing to say.
      return { ...state, stage: state.replies.length > 0 ? 'answering' : 'done' };

    case 'answer': {
      // Empty: the reader emptied the field, and nothing waits for Check again.
      const text = action.text.trim() || null;
      if (state.stage !== 'answering' || text === state.pending) return state;
      return { ...state, pending: text };
    }

    case 'heard': {
      const expected = state.replies[state.current];
      const said = action.text.trim();
      if (state.stage !== 'answering' || expected === undefined || said === '') return state;
      const firstTries = [...state.firstTries];
      if (state.misses === 0) firstTries[state.current] = said;
      if (!sameReply(said, expected)) {
        return { ...state, misses: state.misses + 1, missed: said, pending: null, firstTries };
      }
      if (state.current + 1 >= state.replies.length) {
        return { ...state, stage: 'done', missed: null, pending: null, firstTries };
      }
      return {
        ...state,
        current: state.current + 1,
        misses: 0,
        missed: null,
        pending: null,
        firstTries,
      };
    }
  }
}

/** How many replies are matched so far. */
export function matchedReplies(state: SpokenDialogueState): number {
  return state.stage === 'done' ? state.replies.length : state.current;
}

/**
 * The lines on screen: none before Start; then every line up to the awaited reply (which is
 * included, as the child's turn); all of them once done.
 */
export function visibleLines(state: SpokenDialogueState): SpokenLine[] {
  if (state.stage === 'ready') return [];
  if (state.stage === 'done') return state.lines;
  const end = state.lines.findIndex((l) => l.reply === state.current);
  return end === -1 ? state.lines : state.lines.slice(0, end + 1);
}

/** The canonical answer (DESIGN.md section 4): each reply's first try, joined, once all are matched. */
export function spokenDialogueAnswer(state: SpokenDialogueState): string | null {
  return state.stage === 'done' ? joinAnswers(state.firstTries) : null;
}

/** How many other lines the buttons offer beside the right reply. */
export const OTHER_REPLY_CHOICES = 3;

/**
 * The buttons for reply `current` where the game cannot listen (no dead end): the right reply
 * among up to three other lines — this dialogue's first (the child's other replies, then
 * personage 1's), then the replies of the game's other dialogues — none said alike, shuffled
 * with the question and the reply as the seed, so they keep their places on a retry.
 */
export function replyChoices(
  question: Question,
  questions: readonly Question[],
  current: number,
): SpokenChoice[] {
  const own = dialogueLines(question);
  const replies = own.filter((p) => p.personageNumber !== 1);
  const right = replies[current];
  if (!right) return [];
  const seen = new Set<string>();
  const take = (text: string) => {
    const key = normaliseSpeech(text);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  take(right.answer);
  const candidates = [
    ...replies,
    ...own.filter((p) => p.personageNumber === 1),
    ...questions
      .filter((q) => q.id !== question.id)
      .flatMap((q) => dialogueLines(q).filter((p) => p.personageNumber !== 1)),
  ];
  const others = [];
  for (const line of candidates) {
    if (others.length >= OTHER_REPLY_CHOICES) break;
    if (take(line.answer)) others.push(line);
  }
  const items = [right, ...others].map((line, order) => ({
    id: order,
    order,
    answer: line.answer.trim(),
    audioUrl: line.audioUrl,
  }));
  return arrangeVariants(items, question.id * 31 + current).map(({ answer, audioUrl }) => ({
    answer,
    audioUrl,
  }));
}
