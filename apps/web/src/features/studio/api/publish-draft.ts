import type { StudioPublishResult } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/**
 * POST /studio/lessons/{id}/publish (ADR 0044): the lesson's draft becomes what learners see; the
 * answer counts what changed. Every studio query is read again after it.
 */
export function publishDraft(lessonId: number): Promise<StudioPublishResult> {
  return apiClient.post(
    `/studio/lessons/${lessonId}/publish`,
    {},
    (c) => c.studioPublishResultSchema,
  );
}

/** DELETE /studio/lessons/{id}/draft: the draft is thrown away; learners' lesson is unchanged. */
export function discardDraft(lessonId: number): Promise<unknown> {
  // 204: no body.
  return apiClient.delete(`/studio/lessons/${lessonId}/draft`, (c) =>
    c.studioPublishResultSchema.optional(),
  );
}

export function useDraftActions(lessonId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: studioKeys.all() });
  return {
    publish: useMutation({ mutationFn: () => publishDraft(lessonId), onSuccess: refresh }),
    discard: useMutation({ mutationFn: () => discardDraft(lessonId), onSuccess: refresh }),
  };
}
