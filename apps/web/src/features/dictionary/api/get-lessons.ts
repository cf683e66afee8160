import type { LessonSummary, LessonWithDictionaries } from '@bolajon/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The lessons the learner can open, in course order. */
export function useLessons() {
  return useQuery({
    queryKey: queryKeys.lessons(),
    queryFn: ({ signal }): Promise<LessonSummary[]> =>
      apiClient.get('/lessons', (c) => c.lessonsResponseSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** One lesson with its words (403 COURSE_LOCKED for a course not open, 404 for no such lesson). */
export function useLessonWords(lessonId: number) {
  return useQuery({
    queryKey: queryKeys.lessonWords(lessonId),
    queryFn: ({ signal }): Promise<LessonWithDictionaries> =>
      apiClient.get(
        `/lessons/${lessonId}/with-dictionaries`,
        (c) => c.lessonWithDictionariesSchema,
        {
          signal,
        },
      ),
    staleTime: 5 * 60_000,
  });
}
