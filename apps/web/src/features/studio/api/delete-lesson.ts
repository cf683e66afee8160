import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/**
 * DELETE /studio/lessons/{id} (ADR 0046): the published lesson goes at once, with its games,
 * words, draft and learners' answers and stars on it. Every studio query is read again after it.
 */
export function deleteLesson(lessonId: number): Promise<unknown> {
  // 204: no body.
  return apiClient.delete(`/studio/lessons/${lessonId}`, (c) =>
    c.studioPublishResultSchema.optional(),
  );
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.all() }),
  });
}
