import type { Game } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { apiClient } from '../../../lib/api-client';

export function getGame(gameId: number, signal?: AbortSignal): Promise<Game> {
  return apiClient.get(`/games/${gameId}`, (c) => c.gameSchema, { signal });
}

export const gameQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: queryKeys.game(gameId),
    queryFn: ({ signal }) => getGame(gameId, signal),
    staleTime: 5 * 60_000,
  });

export function useGame(gameId: number) {
  return useQuery(gameQueryOptions(gameId));
}
