import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /family/gate: a new question (or that the PIN replaces it); 429 GATE_LOCKED while locked. */
export function getGateQuestion(signal?: AbortSignal) {
  return apiClient.get('/family/gate', (c) => c.gateQuestionSchema, { signal });
}

/**
 * A new question every time the gate opens (nothing kept once it closes), and never a new one
 * behind the grown-up's back while they type (no refetch on focus).
 */
export const gateQuestionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.gateQuestion(),
    queryFn: ({ signal }) => getGateQuestion(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useGateQuestion() {
  return useQuery(gateQuestionQueryOptions());
}
