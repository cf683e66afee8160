import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { apiClient } from './api-client';

/** The user's active days, YYYY-MM-DD (the profile's streak and calendar). */
export function getMyDays(signal?: AbortSignal): Promise<string[]> {
  return apiClient.get('/user-days/my-days', (c) => c.myDaysResponseSchema, { signal });
}

export const myDaysQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myDays(),
    queryFn: ({ signal }) => getMyDays(signal),
  });

export function useMyDays() {
  return useQuery(myDaysQueryOptions());
}
