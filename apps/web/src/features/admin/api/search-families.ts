import type { AdminFamilySummary } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/families?phone=: up to 20 families whose phone contains `digits`, newest first. */
export function searchFamilies(
  digits: string,
  signal?: AbortSignal,
): Promise<AdminFamilySummary[]> {
  const query = new URLSearchParams({ phone: digits });
  return apiClient.get(`/admin/families?${query}`, (c) => c.adminFamiliesResponseSchema, {
    signal,
  });
}

export const familySearchQueryOptions = (digits: string) =>
  queryOptions({
    queryKey: adminKeys.search(digits),
    queryFn: ({ signal }) => searchFamilies(digits, signal),
  });

/** The families matching `digits`; nothing is asked while there is no search (null). */
export function useFamilySearch(digits: string | null) {
  return useQuery({ ...familySearchQueryOptions(digits ?? ''), enabled: digits !== null });
}
