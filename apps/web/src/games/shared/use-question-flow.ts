import {
  correctAnswer,
  judgeAnswer,
  pointsPerCorrect,
  type Game,
  type Question,
} from '@bolajon/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { gameResultsQueryOptions } from '../../features/game/api/get-game-results';
import { useSubmitAnswer } from '../../features/game/api/submit-answer';
import { homeQueryOptions } from '../../features/home/api/get-home';
import { myProgressQueryOptions } from '../../features/home/api/get-my-progress';
import { settleCheck } from './check-answer';
import { endOfGame } from './end-of-game';
import {
  FEEDBACK_CLOSE_MS,
  canAnswer,
  initialFlowState,
  questionFlowReducer,
  type QuestionFlowState,
} from './question-flow';

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
  next: () => void;
  repeat: () => void;
}

/**
 * The question flow every game screen runs on: local judge for instant feedback, the answer
 * posted (the server's verdict overrides; on failure the local one stands), feedback, then
 * continue or repeat, and at the end the move on with score and total (spec section 4).
 */
export function useQuestionFlow(game: Game, questions: Question[]): QuestionFlow {
  const [state, dispatch] = useReducer(
    questionFlowReducer,
    { total: questions.length, points: pointsPerCorrect(game.type) },
    initialFlowState,
  );
  const { mutateAsync: submit } = useSubmitAnswer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const question = questions[state.index];
  const open = canAnswer(state);

  const check = useCallback(
    (answer: string) => {
      if (!question || !open || inFlight.current) return;
      inFlight.current = true;
      const localCorrect = judgeAnswer(game.type, question, answer);
      dispatch({ type: 'check', localCorrect });
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
  useEffect(() => {
    if (!finished) return;
    // The map, the stars and the outro's counts all changed with this round.
    for (const { queryKey } of [
      homeQueryOptions(),
      myProgressQueryOptions(),
      gameResultsQueryOptions(game.id),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    const end = endOfGame({
      gameId: game.id,
      type: game.type,
      hasAchievements: game.achievements.length > 0,
      score,
      totalQuestions: total,
      gameTitle: game.title,
    });
    void navigate(end.to, { replace: true, state: end.state });
  }, [finished, score, total, game, navigate, queryClient]);

  return {
    state,
    question,
    correctAnswer: question ? correctAnswer(game.type, question) : '',
    canAnswer: open,
    check,
    next: useCallback(() => dispatch({ type: 'continue' }), []),
    repeat: useCallback(() => dispatch({ type: 'repeat' }), []),
  };
}
