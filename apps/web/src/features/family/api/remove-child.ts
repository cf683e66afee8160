import type { FamilyResponse } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startChildSession, switchChild } from '../../../lib/active-child';
import { apiClient } from '../../../lib/api-client';
import { familyQueryOptions } from './get-family';

/** DELETE /family/children/{id} (behind the gate): the child and its data; 409 LAST_CHILD. */
export function removeChild(childId: number) {
  return apiClient.delete(`/family/children/${childId}`, (c) => c.familyResponseSchema, {
    grownUp: true,
  });
}

/**
 * Removes a child. When it was the one playing on this device, the first of the others plays now
 * (its session starts here, lib/active-child.ts).
 */
export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ childId, wasActive }: { childId: number; wasActive: boolean }) => {
      const family = await removeChild(childId);
      const next =
        family.children.find((child) => child.id === family.activeChildId) ?? family.children[0];
      if (!wasActive || !next) return { family, switched: null };
      return { family, switched: await switchChild(next.id) };
    },
    onSuccess: async ({ family, switched }) => {
      queryClient.setQueryData<FamilyResponse>(familyQueryOptions().queryKey, family);
      if (switched) await startChildSession(queryClient, switched, { keepGrownUpPass: true });
    },
  });
}
