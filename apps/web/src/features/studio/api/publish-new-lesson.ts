import type { StudioPublishResult } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/**
 * POST /studio/drafts/{draftId}/publish (ADR 0044): a new lesson's draft becomes a lesson on
 * learners' maps; the answer names it (`lessonId`). Every studio query is read again after it.
 */
export function publishNewLesson(draftId: number): Promise<StudioPublishResult> {
  return apiClient.post(
    `/studio/drafts/${draftId}/publish`,
    {},
    (c) => c.studioPublishResultSchema,
  );
}

export function usePublishNewLesson(draftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishNewLesson(draftId),
    onSuccess: async () => {
      // The draft is gone (a lesson now): not asked for again.
      queryClient.removeQueries({ queryKey: studioKeys.draft(draftId) });
      await queryClient.invalidateQueries({ queryKey: studioKeys.all() });
    },
  });
}

/** DELETE /studio/drafts/{draftId}: a new lesson never published is thrown away (204). */
export function discardNewLesson(draftId: number): Promise<unknown> {
  return apiClient.delete(`/studio/drafts/${draftId}`, (c) =>
    c.studioPublishResultSchema.optional(),
  );
}

export function useDiscardNewLesson(draftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => discardNewLesson(draftId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: studioKeys.draft(draftId) });
      await queryClient.invalidateQueries({ queryKey: studioKeys.all() });
    },
  });
}
