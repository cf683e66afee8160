import { judgeAnswer, type Game, type Question, type SubmitAnswerRequest } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient, isApiError } from '../../../lib/api-client';
import {
  AnswerQueuedError,
  enqueueAnswer,
  hasQueuedAnswers,
  type QueuedAnswer,
} from '../../../lib/offline-answers/answer-queue';
import { currentLearner } from '../../../lib/offline-answers/learner';
import { pendingAnswersKeys } from '../../../lib/offline-answers/pending-answers';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Records an answer; the server judges it and its `isCorrect` is the truth (DESIGN.md section 4).
 * `idempotencyKey` (ADR 0050): the server stores the answer once however often it is sent.
 */
export function submitAnswer(body: SubmitAnswerRequest, idempotencyKey?: string) {
  return apiClient.post(
    '/user-questions',
    body,
    (c) => c.submitAnswerResponseSchema,
    idempotencyKey ? { idempotencyKey } : {},
  );
}

/** 32 random hex digits: crypto.getRandomValues works on a plain-http school server too. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Each answer's key: the same for its retries (the same request object), new for the next. */
const answerKeys = new WeakMap<SubmitAnswerRequest, string>();
function keyOf(body: SubmitAnswerRequest): string {
  let key = answerKeys.get(body);
  if (!key) {
    key = newKey();
    answerKeys.set(body, key);
  }
  return key;
}

/** How often an answer lost on the way (no reply: a weak signal) is sent again, with its key. */
export const ANSWER_RETRIES = 2;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const noReply = (error: unknown) => isApiError(error) && error.status === 0;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the answer, again up to {@link ANSWER_RETRIES} times while no reply comes (the network),
 * with the same key: had the first reached the server, a repeat gets its answer and stores nothing
 * (ADR 0050). No more tries once the device says it is offline.
 */
async function sendWithRetries(body: SubmitAnswerRequest, key: string) {
  for (let failures = 0; ; failures += 1) {
    try {
      return await submitAnswer(body, key);
    } catch (error) {
      if (!noReply(error) || failures >= ANSWER_RETRIES || isOffline()) throw error;
    }
    await wait(400 * (failures + 1));
  }
}

/**
 * An answer to a question of `game` (among `questions`): the map (stars, statuses), the round, the
 * awards and the profile's counts change. Without the network it is queued on the device (ADR
 * 0052) and the mutation fails with {@link AnswerQueuedError}: the game goes on with its local
 * verdict. Given offline it goes straight to the queue; while the child has answers queued, a new
 * one queues behind them (the server takes them in order); one whose last try got no reply too.
 */
export function useSubmitAnswer(game: Pick<Game, 'id' | 'type'>, questions: readonly Question[]) {
  const gameId = game.id;
  const queryClient = useQueryClient();
  // One visit to the game: the device's round of its queued answers.
  const [playId] = useState(newKey);
  return useMutation({
    mutationFn: async (body: SubmitAnswerRequest) => {
      const key = keyOf(body);
      const learner = currentLearner();
      const queue = async (cause: unknown) => {
        if (!learner) throw cause;
        const question = questions.find((q) => q.id === body.questionId);
        const answer: QueuedAnswer = {
          key,
          learner,
          gameId,
          playId,
          questionCount: questions.length,
          body,
          isCorrect: question ? judgeAnswer(game.type, question, body.answer) : false,
          at: Date.now(),
        };
        try {
          await enqueueAnswer(answer);
        } catch (storeError) {
          console.warn('Could not queue the answer on the device', storeError);
          throw cause;
        }
        // The outro and the map read the queue: it holds this answer from now on.
        queryClient.setQueryData<QueuedAnswer[]>(pendingAnswersKeys.of(learner), (queued) =>
          queued ? [...queued, answer] : queued,
        );
        throw new AnswerQueuedError();
      };
      if (learner && (isOffline() || (await hasQueuedAnswers(learner)))) {
        return queue(new Error('The device is offline and cannot store the answer'));
      }
      try {
        return await sendWithRetries(body, key);
      } catch (error) {
        if (noReply(error)) return queue(error);
        throw error;
      }
    },
    // The queue is the answer's way when the device is offline: never paused for the network.
    networkMode: 'always',
    // Not awaited: the child sees the verdict at once, the map refreshes when it is next shown.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.home() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.gameResults(gameId) });
      // An answer can complete a lesson (the profile's count) and earn an achievement.
      void queryClient.invalidateQueries({ queryKey: queryKeys.achievements() });
      // The user is always on screen (the shell reads it): marked stale, read again when the
      // profile opens, not after every answer.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me(), refetchType: 'none' });
    },
  });
}
