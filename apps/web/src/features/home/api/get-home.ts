import type { HomeResponse } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getHome(signal?: AbortSignal): Promise<HomeResponse> {
  return apiClient.get('/home', (c) => c.homeResponseSchema, { signal });
}

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: ['home'] as const,
    queryFn: ({ signal }) => getHome(signal),
  });

export function useHome() {
  return useQuery(homeQueryOptions());
}
