import type { FamilyResponse, UpdateChildRequest } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { storageKeys, writeItem } from '../../../lib/storage';
import { familyQueryOptions } from './get-family';

/** PUT /family/children/{id} (behind the gate): a child's name, age or avatar. */
export function updateChild({ id, ...body }: UpdateChildRequest & { id: number }) {
  return apiClient.put(`/family/children/${id}`, body, (c) => c.childSchema, { grownUp: true });
}

export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChild,
    onSuccess: (child) => {
      const family = queryClient.setQueryData(
        familyQueryOptions().queryKey,
        (old: FamilyResponse | undefined) =>
          old && {
            ...old,
            children: old.children.map((entry) => (entry.id === child.id ? child : entry)),
          },
      );
      // The child playing now is user/me: its name and avatar show across the app.
      if (family?.activeChildId === child.id) {
        writeItem(storageKeys.userAvatar, child.avatar);
        void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
      }
    },
  });
}
