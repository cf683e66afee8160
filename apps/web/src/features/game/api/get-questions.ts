import type { Question } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { apiClient, clientErrorCodes, isApiError } from '../../../lib/api-client';

/**
 * The questions of a game in their order. When the learner path fails, the admin path is tried
 * once (spec section 7); if that fails too, the first failure is the one reported.
 */
export async function getQuestions(gameId: number, signal?: AbortSignal): Promise<Question[]> {
  let questions: Question[];
  try {
    questions = await apiClient.get(
      `/questions/by-game/${gameId}`,
      (c) => c.questionsResponseSchema,
      { signal },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isApiError(error) && error.code === clientErrorCodes.sessionLost) throw error;
    try {
      questions = await apiClient.get(
        `/admin/questions/by-game/${gameId}`,
        (c) => c.questionsResponseSchema,
        { signal },
      );
    } catch {
      throw error;
    }
  }
  return [...questions].sort((a, b) => a.order - b.order || a.id - b.id);
}

export const questionsQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: queryKeys.questions(gameId),
    queryFn: ({ signal }) => getQuestions(gameId, signal),
    staleTime: 5 * 60_000,
  });

export function useQuestions(gameId: number) {
  return useQuery(questionsQueryOptions(gameId));
}
