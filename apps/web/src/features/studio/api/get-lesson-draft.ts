import type { StudioDraft } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/**
 * GET /studio/lessons/{id}/draft (ADR 0044): the lesson's saved draft, or the published lesson in
 * the pack's shape when no draft is saved (`draft: false`).
 */
export function getLessonDraft(lessonId: number, signal?: AbortSignal): Promise<StudioDraft> {
  return apiClient.get(`/studio/lessons/${lessonId}/draft`, (c) => c.studioDraftSchema, {
    signal,
  });
}

export const lessonDraftQueryOptions = (lessonId: number) =>
  queryOptions({
    queryKey: studioKeys.lessonDraft(lessonId),
    queryFn: ({ signal }) => getLessonDraft(lessonId, signal),
  });

export function useLessonDraft(lessonId: number) {
  return useQuery(lessonDraftQueryOptions(lessonId));
}
