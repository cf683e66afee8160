import type { StudioDraft, StudioNewLessonBody } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/**
 * POST /studio/blocks/{id}/lessons (ADR 0044): a new lesson in the block, as a draft only (on no
 * learner's map until it is published). The answer is the draft, with its id.
 */
export function createLesson(blockId: number, body: StudioNewLessonBody): Promise<StudioDraft> {
  return apiClient.post(`/studio/blocks/${blockId}/lessons`, body, (c) => c.studioDraftSchema);
}

export function useCreateLesson(blockId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudioNewLessonBody) => createLesson(blockId, body),
    // The tree lists new lessons' drafts under their block.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.drafts() }),
  });
}
