import type { HomeResponse } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { apiClient } from '../../../lib/api-client';

export function getHome(signal?: AbortSignal): Promise<HomeResponse> {
  return apiClient.get('/home', (c) => c.homeResponseSchema, { signal });
}

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.home(),
    queryFn: ({ signal }) => getHome(signal),
  });

export function useHome() {
  return useQuery(homeQueryOptions());
}
