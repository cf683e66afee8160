import type { TwemojiResult } from '@bolajon/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/** GET /studio/pictures/twemoji?q=: the bundled emoji whose Russian or English name matches. */
export function searchTwemoji(query: string, signal?: AbortSignal): Promise<TwemojiResult[]> {
  return apiClient
    .get(
      `/studio/pictures/twemoji?q=${encodeURIComponent(query)}`,
      (c) => c.twemojiSearchResponseSchema,
      { signal },
    )
    .then((answer) => answer.results);
}

export const twemojiSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...studioKeys.all(), 'twemoji', query] as const,
    queryFn: ({ signal }) => searchTwemoji(query, signal),
    // The bundled set never changes while the app runs.
    staleTime: Infinity,
  });

/** The search for `query` (trimmed); nothing is asked while it is empty. */
export function useTwemojiSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    ...twemojiSearchQueryOptions(trimmed),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
