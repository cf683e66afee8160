import type { SubmitAnswerRequest } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client';
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

/** Each answer's key: the same for its retries (the same request object), new for the next. */
const answerKeys = new WeakMap<SubmitAnswerRequest, string>();
function keyOf(body: SubmitAnswerRequest): string {
  let key = answerKeys.get(body);
  if (!key) {
    // 32 hex digits: crypto.getRandomValues works on a plain-http school server too, where
    // crypto.randomUUID does not.
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    answerKeys.set(body, key);
  }
  return key;
}

/** How often an answer lost on the way (no reply: a weak signal) is sent again, with its key. */
export const ANSWER_RETRIES = 2;

/**
 * An answer to a question of game `gameId`: the map (stars, statuses), the round, the awards and
 * the profile's counts change.
 */
export function useSubmitAnswer(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitAnswerRequest) => submitAnswer(body, keyOf(body)),
    // Sent again only when no reply came (the network): the key makes a repeat harmless — had the
    // first reached the server, the repeat gets its answer and stores nothing (ADR 0050).
    retry: (failures, error) =>
      failures < ANSWER_RETRIES && isApiError(error) && error.status === 0,
    retryDelay: (failures) => 400 * (failures + 1),
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
