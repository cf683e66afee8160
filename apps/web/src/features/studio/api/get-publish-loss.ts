import type { StudioPublishLoss } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/**
 * GET /studio/lessons/{id}/draft/loss: what publishing the lesson's saved draft would delete of
 * learners' work (answers, stars, word marks, the children with any) and which items go.
 */
export function getPublishLoss(lessonId: number, signal?: AbortSignal): Promise<StudioPublishLoss> {
  return apiClient.get(`/studio/lessons/${lessonId}/draft/loss`, (c) => c.studioPublishLossSchema, {
    signal,
  });
}

export const publishLossQueryOptions = (lessonId: number) =>
  queryOptions({
    queryKey: [...studioKeys.lessonDraft(lessonId), 'loss'] as const,
    queryFn: ({ signal }) => getPublishLoss(lessonId, signal),
    // Counted afresh each time the confirmation opens: the draft may have been saved since, and
    // learners keep playing. Nothing is kept once it closes.
    staleTime: 0,
    gcTime: 0,
  });

/** Asked while the publish confirmation is open (the component using it is mounted). */
export function usePublishLoss(lessonId: number) {
  return useQuery(publishLossQueryOptions(lessonId));
}
