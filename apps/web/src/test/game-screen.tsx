import { judgeAnswer, type Game, type Question, type SubmitAnswerRequest } from '@bolajon/contract';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { GameScreenProps } from '../games/kit/types';
import { renderRoute } from './utils';

/**
 * Renders a game type's screen as the host would, without the network: `submit` is judged by the
 * contract's judge (the server's own) unless a test gives its own; `onFinish` is a spy.
 */
export function renderGameScreen(
  Screen: ComponentType<GameScreenProps>,
  {
    game,
    questions,
    submit,
    title = 'Игра',
  }: {
    game: Game;
    questions: Question[];
    submit?: (body: SubmitAnswerRequest) => Promise<{ isCorrect: boolean }>;
    title?: string;
  },
) {
  const submitSpy = vi.fn(
    submit ??
      (async ({ questionId, answer }: SubmitAnswerRequest) => {
        const question = questions.find((q) => q.id === questionId);
        if (!question) throw new Error(`no question ${questionId}`);
        return { isCorrect: judgeAnswer(game.type, question, answer) };
      }),
  );
  const onFinish = vi.fn();
  const view = renderRoute(
    '/play',
    <Screen
      game={game}
      questions={questions}
      title={title}
      submit={submitSpy}
      onFinish={onFinish}
    />,
  );
  return { ...view, submit: submitSpy, onFinish };
}
