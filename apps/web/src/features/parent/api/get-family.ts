import type { FamilyResponse } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /family: the children and whether a PIN replaces the gate's question. */
export function getFamily(signal?: AbortSignal): Promise<FamilyResponse> {
  return apiClient.get('/family', (c) => c.familyResponseSchema, { signal });
}

export const familyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.family(),
    queryFn: ({ signal }) => getFamily(signal),
    staleTime: 60_000,
  });

export function useFamily() {
  return useQuery(familyQueryOptions());
}
