import type { GameResult } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { apiClient } from '../../../lib/api-client';

/** The attempts of the user's latest round of a game, oldest first. */
export function getGameResults(gameId: number, signal?: AbortSignal): Promise<GameResult[]> {
  return apiClient.get(
    `/user-questions/my-game-results/${gameId}`,
    (c) => c.gameResultsResponseSchema,
    { signal },
  );
}

export const gameResultsQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: queryKeys.gameResults(gameId),
    queryFn: ({ signal }) => getGameResults(gameId, signal),
    staleTime: 0,
  });

export function useGameResults(gameId: number) {
  return useQuery(gameResultsQueryOptions(gameId));
}
