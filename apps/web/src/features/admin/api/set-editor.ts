import type { AdminFamily, adminEditorRequestSchema } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { familyQueryOptions } from './get-family';

export interface SetEditor {
  userId: number;
  editor: boolean;
}

/** PUT /admin/users/{id}/editor: grants or takes the course editor flag; answers the family. */
export function setEditor({ userId, editor }: SetEditor): Promise<AdminFamily> {
  const body: z.input<typeof adminEditorRequestSchema> = { editor };
  return apiClient.put(`/admin/users/${userId}/editor`, body, (c) => c.adminFamilySchema);
}

/**
 * Grants or takes the flag; the answer becomes the cached family, and the searches (whose
 * summaries carry the flag) are refetched when next shown.
 */
export function useSetEditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEditor,
    onSuccess: async (family, { userId }) => {
      queryClient.setQueryData(familyQueryOptions(userId).queryKey, family);
      await queryClient.invalidateQueries({ queryKey: adminKeys.searches() });
    },
    onError: (error) => console.error('Could not change the editor flag', error),
  });
}
