import type { ReviewWord } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The next word to review, chosen by the server's schedule (DESIGN.md section 4); `exclude` is the
 * word on the screen so the next one differs. The server answers the word itself, or null when no
 * open lesson has words (ADR 0026).
 */
export function getReviewWord(
  exclude: number | null,
  signal?: AbortSignal,
): Promise<ReviewWord | null> {
  const query = exclude === null ? '' : `?exclude=${exclude}`;
  return apiClient.get(
    `/user-dictionary/random/advanced${query}`,
    (c) => c.randomWordResponseSchema,
    { signal },
  );
}

/**
 * The `step`-th card of a visit. A card never changes under the child: it is fetched once, not
 * again on focus or reconnect, and kept for the whole visit so that "previous" finds it again.
 */
export function reviewWordQueryOptions(visitId: number, step: number, exclude: number | null) {
  return queryOptions({
    queryKey: queryKeys.reviewWord(visitId, step),
    queryFn: ({ signal }) => getReviewWord(exclude, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useReviewWord(visitId: number, step: number, exclude: number | null) {
  return useQuery(reviewWordQueryOptions(visitId, step, exclude));
}
