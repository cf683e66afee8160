import type { AdminFamily } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/families/{id}: the family, its courses and its audit log (newest first). */
export function getFamily(id: number, signal?: AbortSignal): Promise<AdminFamily> {
  return apiClient.get(`/admin/families/${id}`, (c) => c.adminFamilySchema, { signal });
}

export const familyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.family(id),
    queryFn: ({ signal }) => getFamily(id, signal),
  });

/** The family `id`; nothing is asked for an id that is not one (null). */
export function useFamily(id: number | null) {
  return useQuery({ ...familyQueryOptions(id ?? 0), enabled: id !== null });
}
