import type { StudioLessonImpact } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/**
 * GET /studio/lessons/{id}/impact: what learners have on the published lesson's games (answers,
 * stars, children), per game key — said before a game is removed.
 */
export function getLessonImpact(
  lessonId: number,
  signal?: AbortSignal,
): Promise<StudioLessonImpact> {
  return apiClient.get(`/studio/lessons/${lessonId}/impact`, (c) => c.studioLessonImpactSchema, {
    signal,
  });
}

export const lessonImpactQueryOptions = (lessonId: number) =>
  queryOptions({
    queryKey: [...studioKeys.all(), 'lessons', lessonId, 'impact'] as const,
    queryFn: ({ signal }) => getLessonImpact(lessonId, signal),
  });

/** Asked only while `enabled` (the confirmation is open). */
export function useLessonImpact(lessonId: number, enabled: boolean) {
  return useQuery({ ...lessonImpactQueryOptions(lessonId), enabled });
}
