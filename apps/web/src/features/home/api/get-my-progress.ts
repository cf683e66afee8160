import type { MyProgressResponse } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { apiClient } from '../../../lib/api-client';
import { pendingRounds, withPendingRounds } from '../../../lib/offline-answers/device-rounds';
import { usePendingAnswers } from '../../../lib/offline-answers/pending-answers';

export function getMyProgress(signal?: AbortSignal): Promise<MyProgressResponse> {
  return apiClient.get('/home/my-progress', (c) => c.myProgressResponseSchema, { signal });
}

export const myProgressQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myProgress(),
    queryFn: ({ signal }) => getMyProgress(signal),
  });

/**
 * The map, with the rounds the child completed offline that wait on the device (ADR 0052): their
 * stars and the next game open at once; the server's map replaces them once they are sent.
 */
export function useMyProgress() {
  const pending = usePendingAnswers();
  const rounds = useMemo(() => pendingRounds(pending.data ?? []), [pending.data]);
  const select = useCallback(
    (progress: MyProgressResponse) => withPendingRounds(progress, rounds),
    [rounds],
  );
  return useQuery({ ...myProgressQueryOptions(), select });
}
