import type { FamilyOverview } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /family/overview (behind the gate): every child's figures, in one request. */
export function getFamilyOverview(signal?: AbortSignal): Promise<FamilyOverview> {
  return apiClient.get('/family/overview', (c) => c.familyOverviewSchema, {
    signal,
    grownUp: true,
  });
}

export const familyOverviewQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.familyOverview(),
    queryFn: ({ signal }) => getFamilyOverview(signal),
    // A parent who comes back later sees today's figures; within a visit they do not move.
    staleTime: 60_000,
  });

export function useFamilyOverview() {
  return useQuery(familyOverviewQueryOptions());
}
