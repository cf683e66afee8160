import type { Game, Question, SubmitAnswerRequest } from '@bolajon/contract';
import type { ComponentType } from 'react';
import type { Feedback } from './question-flow';

/** Something to hear: a text, and its recorded (or known) audio when the content has one. */
export interface SpeechItem {
  text: string;
  audioUrl: string | null;
}

/** Where a try of a question stands, as a type's view shows it. */
export type TurnPhase = 'answering' | 'checking' | 'checked';

/** What the kit gives a type's view (and footer) for the question on screen. */
export interface TurnProps<S, A> {
  game: Game;
  question: Question;
  /** The type's own state of this try (its reducer's). */
  state: S;
  dispatch: (action: A) => void;
  phase: TurnPhase;
  /** The verdict of the check, once there is one (per-item verdicts read it: 3.0, 5.0). */
  verdict: Feedback | null;
  /** Inputs are locked: a check is in flight or its verdict is showing. */
  locked: boolean;
  /** Which try of this question, from 0. */
  attempt: number;
  /** Types that finish a question by themselves (flow `self`): record `answer` and move on. */
  complete: (answer: string) => void;
  /**
   * Presses Check with `answer` (flow `check`), as the kit's button would: the speaking games'
   * automatic submission (spec section 5) once the child has said enough.
   */
  check: (answer: string) => void;
  /** Every question of the game: a type may take other questions' answers as distractors. */
  questions: readonly Question[];
  /** Types scored per reply (2.4): add points as the child earns them. */
  award: (points: number) => void;
}

/**
 * One game family: its state as a pure reducer, the canonical answer it reports, and how it
 * looks. The kit owns the rest (progress, score, check, feedback, continue, repeat).
 */
export interface GameKind<S, A> {
  /**
   * `check`: the kit renders Check, enabled once `answer` is not null, then the verdict panel.
   * `self`: the type decides when a question is done and calls `complete` (4.0, 2.4).
   */
  flow: 'check' | 'self';
  /** A fresh try of `question`: the kit calls it for every question and every repeat. */
  init: (question: Question, game: Game) => S;
  reduce: (state: S, action: A) => S;
  /** The canonical answer (DESIGN.md section 4) so far; null while there is none to check. */
  answer: (state: S, question: Question) => string | null;
  View: ComponentType<TurnProps<S, A>>;
  /** Replaces the Check button (2.4's start / check of each reply). */
  Footer?: ComponentType<TurnProps<S, A>>;
  /**
   * How the right answer reads in the verdict panel, part by part; by default the canonical
   * answer's parts (DESIGN.md section 4), so a dialogue reads as its lines, not 'a | b | c'.
   * `state` is the try's own (1.2: the right answer is the word of the sector the wheel picked).
   */
  answerParts?: (question: Question, correctAnswer: string, state: S) => string[];
  /** More to show with the right answer in the verdict panel, such as its picture (2.1). */
  FeedbackExtra?: ComponentType<{ game: Game; question: Question }>;
  /**
   * What the question says aloud: read as it appears and on every repeat (unless `readOnAppear`
   * is false), and replayed by the kit's speaker beside the counter. By default the question's
   * text with its recorded audio; null when there is nothing to hear.
   */
  speech?: (question: Question, game: Game) => SpeechItem | null;
  /** Whether the kit reads `speech` as the question appears (default true). */
  readOnAppear?: boolean;
  /** The view has its own speaker for `speech` (2.3's big button): the kit shows none. */
  ownSpeaker?: boolean;
  /** Whether the verdict panel gives the right answer a speaker (default true). */
  answerSpeakers?: boolean;
}

/** What the feature that hosts play hands every game screen. */
export interface GameScreenProps {
  game: Game;
  questions: Question[];
  /** The screen's name, for assistive technology. */
  title: string;
  /** Records an answer; the server's verdict is the truth (a failure falls back to the local one). */
  submit: (body: SubmitAnswerRequest) => Promise<{ isCorrect: boolean }>;
  /** The last question is done: the host moves on to the next stage. */
  onFinish: (result: { score: number; totalQuestions: number }) => void;
}

/** A lazily loaded game screen module: one chunk a type. */
export interface GameScreenModule {
  default: ComponentType<GameScreenProps>;
}
