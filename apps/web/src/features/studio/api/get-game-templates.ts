import type { StudioGameTemplate } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/**
 * GET /studio/game-templates: for each game type, the media of its first published game in
 * course order — a new game's main picture and its type's standard intro and end videos.
 */
export function getGameTemplates(signal?: AbortSignal): Promise<StudioGameTemplate[]> {
  return apiClient.get('/studio/game-templates', (c) => c.studioGameTemplatesResponseSchema, {
    signal,
  });
}

export const gameTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: [...studioKeys.all(), 'game-templates'] as const,
    queryFn: ({ signal }) => getGameTemplates(signal),
    // The course's first games change seldom; a publish invalidates every studio query anyway.
    staleTime: 5 * 60_000,
  });

export function useGameTemplates() {
  return useQuery(gameTemplatesQueryOptions());
}
