import type { User } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { apiClient } from './api-client';
import { storageKeys, writeJson } from './storage';

export async function getMe(signal?: AbortSignal): Promise<User> {
  const user = await apiClient.get('/users/me', (c) => c.userSchema, { signal });
  writeJson(storageKeys.user, user);
  return user;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
  });

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled });
}
