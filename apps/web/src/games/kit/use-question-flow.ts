import { correctAnswer, gameTypeFacts, judgeAnswer, type Question } from '@bolajon/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { settleCheck } from './check-answer';
import {
  FEEDBACK_CLOSE_MS,
  canAnswer,
  initialFlowState,
  questionFlowReducer,
  type QuestionFlowState,
} from './question-flow';
import type { GameScreenProps } from './types';

export interface QuestionFlow {
  state: QuestionFlowState;
  /** The question on screen. */
  question: Question | undefined;
  /** Its canonical right answer, for the feedback panel. */
  correctAnswer: string;
  /** Inputs may be used (no check in flight, no feedback showing). */
  canAnswer: boolean;
  /** Checks `answer`, the game type's canonical answer string (DESIGN.md section 4). */
  check: (answer: string) => void;
  /** Records `answer` and moves on without a verdict panel (a type that finishes by itself). */
  complete: (answer: string) => void;
  award: (points: number) => void;
  next: () => void;
  repeat: () => void;
}

/**
 * The question flow every game screen runs on: local judge for instant feedback, the answer
 * posted (the server's verdict overrides; on failure the local one stands), feedback, then
 * continue or repeat, and at the end the host is told the score and the number of questions.
 */
export function useQuestionFlow({
  game,
  questions,
  submit,
  onFinish,
}: Pick<GameScreenProps, 'game' | 'questions' | 'submit' | 'onFinish'>): QuestionFlow {
  const facts = gameTypeFacts(game.type);
  const [state, dispatch] = useReducer(
    questionFlowReducer,
    { total: questions.length, points: facts?.points ?? 10, scoring: facts?.scoring },
    initialFlowState,
  );
  const inFlight = useRef(false);
  const question = questions[state.index];
  const open = canAnswer(state);

  const record = useCallback(
    (answer: string, kind: 'check' | 'complete') => {
      if (!question || !open || inFlight.current) return;
      inFlight.current = true;
      const localCorrect = judgeAnswer(game.type, question, answer);
      dispatch({ type: kind, localCorrect });
      void settleCheck(localCorrect, () => submit({ questionId: question.id, answer })).then(
        (isCorrect) => {
          inFlight.current = false;
          dispatch({ type: 'settle', isCorrect });
        },
      );
    },
    [game.type, open, question, submit],
  );

  useEffect(() => {
    if (!state.closing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'closed' }), FEEDBACK_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [state.closing]);

  const { finished, score, total } = state;
  const finish = useRef(onFinish);
  useEffect(() => {
    finish.current = onFinish;
  }, [onFinish]);
  useEffect(() => {
    if (finished) finish.current({ score, totalQuestions: total });
  }, [finished, score, total]);

  return {
    state,
    question,
    correctAnswer: question ? correctAnswer(game.type, question) : '',
    canAnswer: open,
    check: useCallback((answer: string) => record(answer, 'check'), [record]),
    complete: useCallback((answer: string) => record(answer, 'complete'), [record]),
    award: useCallback((points: number) => dispatch({ type: 'award', points }), []),
    next: useCallback(() => dispatch({ type: 'continue' }), []),
    repeat: useCallback(() => dispatch({ type: 'repeat' }), []),
  };
}
