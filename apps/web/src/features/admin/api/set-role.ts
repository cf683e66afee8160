import type { AdminFamily, Role, adminRoleRequestSchema } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { familyQueryOptions } from './get-family';

export interface SetRole {
  familyId: number;
  role: Role;
}

/** PUT /admin/families/{id}/role: makes or unmakes an admin; answers the family. */
export function setRole({ familyId, role }: SetRole): Promise<AdminFamily> {
  const body: z.input<typeof adminRoleRequestSchema> = { role };
  return apiClient.put(`/admin/families/${familyId}/role`, body, (c) => c.adminFamilySchema);
}

/**
 * Changes the role; the answer becomes the cached family, and the searches (which show an
 * admin badge) are refetched when next shown.
 */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    onSuccess: async (family, { familyId }) => {
      queryClient.setQueryData(familyQueryOptions(familyId).queryKey, family);
      await queryClient.invalidateQueries({ queryKey: adminKeys.searches() });
    },
    onError: (error) => console.error('Could not change the role', error),
  });
}
