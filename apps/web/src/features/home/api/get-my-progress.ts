import type { MyProgressResponse } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { apiClient } from '../../../lib/api-client';

export function getMyProgress(signal?: AbortSignal): Promise<MyProgressResponse> {
  return apiClient.get('/home/my-progress', (c) => c.myProgressResponseSchema, { signal });
}

export const myProgressQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myProgress(),
    queryFn: ({ signal }) => getMyProgress(signal),
  });

export function useMyProgress() {
  return useQuery(myProgressQueryOptions());
}
