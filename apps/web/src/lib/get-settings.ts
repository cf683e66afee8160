import type { Settings } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { apiClient } from './api-client';

export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return apiClient.get('/settings/default', (c) => c.settingsSchema, { signal });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings(),
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 10 * 60_000,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
