import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /family: the children, the active one, and whether a PIN replaces the gate's question. */
export function getFamily(signal?: AbortSignal) {
  return apiClient.get('/family', (c) => c.familyResponseSchema, { signal });
}

export const familyQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.family(), queryFn: ({ signal }) => getFamily(signal) });

export function useFamily({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...familyQueryOptions(), enabled });
}
