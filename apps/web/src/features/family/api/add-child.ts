import type { AddChildRequest, FamilyResponse } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { familyQueryOptions } from './get-family';

/** POST /family/children (behind the gate): a new child; 409 CHILDREN_LIMIT at six. */
export function addChild(body: AddChildRequest) {
  return apiClient.post('/family/children', body, (c) => c.childSchema, { grownUp: true });
}

export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addChild,
    onSuccess: (child) => {
      queryClient.setQueryData(
        familyQueryOptions().queryKey,
        (family: FamilyResponse | undefined) =>
          family && { ...family, children: [...family.children, child] },
      );
      return queryClient.invalidateQueries({ queryKey: familyQueryOptions().queryKey });
    },
  });
}
