import type { MyProgressResponse } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getMyProgress(signal?: AbortSignal): Promise<MyProgressResponse> {
  return apiClient.get('/home/my-progress', (c) => c.myProgressResponseSchema, { signal });
}

export const myProgressQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'my-progress'] as const,
    queryFn: ({ signal }) => getMyProgress(signal),
  });

export function useMyProgress() {
  return useQuery(myProgressQueryOptions());
}
