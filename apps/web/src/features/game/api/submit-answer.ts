import type { SubmitAnswerRequest } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Records an answer; the server judges it and its `isCorrect` is the truth (DESIGN.md section 4). */
export function submitAnswer(body: SubmitAnswerRequest) {
  return apiClient.post('/user-questions', body, (c) => c.submitAnswerResponseSchema);
}

/**
 * An answer to a question of game `gameId`: the map (stars, statuses), the round, the awards and
 * the profile's counts change.
 */
export function useSubmitAnswer(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAnswer,
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
