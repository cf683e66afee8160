import type { LessonWithDictionaries } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A lesson with its words (403 COURSE_LOCKED for a course not open, 404 for no such lesson). The
 * dictionary's lesson list reads the same call under the same key: one cache entry for both.
 */
export function getLessonWords(
  lessonId: number,
  signal?: AbortSignal,
): Promise<LessonWithDictionaries> {
  return apiClient.get(
    `/lessons/${lessonId}/with-dictionaries`,
    (c) => c.lessonWithDictionariesSchema,
    { signal },
  );
}

export const lessonWordsQueryOptions = (lessonId: number) =>
  queryOptions({
    queryKey: queryKeys.lessonWords(lessonId),
    queryFn: ({ signal }) => getLessonWords(lessonId, signal),
    staleTime: 5 * 60_000,
  });

export function useLessonWords(lessonId: number) {
  return useQuery(lessonWordsQueryOptions(lessonId));
}
