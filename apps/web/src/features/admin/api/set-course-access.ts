import type { AdminFamily, adminCourseAccessRequestSchema } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { familyQueryOptions } from './get-family';

export interface SetCourseAccess {
  familyId: number;
  courseId: number;
  open: z.input<typeof adminCourseAccessRequestSchema>['open'];
}

/** PUT /admin/families/{id}/courses/{courseId}: opens or closes a course; answers the family. */
export function setCourseAccess({
  familyId,
  courseId,
  open,
}: SetCourseAccess): Promise<AdminFamily> {
  const body: z.input<typeof adminCourseAccessRequestSchema> = { open };
  return apiClient.put(
    `/admin/families/${familyId}/courses/${courseId}`,
    body,
    (c) => c.adminFamilySchema,
  );
}

/** Opens or closes a course; the answer (with its new audit entry) becomes the cached family. */
export function useSetCourseAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCourseAccess,
    onSuccess: (family, { familyId }) => {
      queryClient.setQueryData(familyQueryOptions(familyId).queryKey, family);
    },
    onError: (error) => console.error('Could not change the course access', error),
  });
}
