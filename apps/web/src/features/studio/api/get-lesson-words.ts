import type { LessonWithDictionaries } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/**
 * A lesson's words as learners get them (GET /lessons/{id}/with-dictionaries): what the studio
 * shows of a lesson until its draft API (GET /studio/lessons/{id}/draft) is there. Under a studio
 * key, not the dictionary's: the studio's copy is dropped with the studio's queries.
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
    queryKey: studioKeys.lessonWords(lessonId),
    queryFn: ({ signal }) => getLessonWords(lessonId, signal),
    staleTime: 30_000,
  });

export function useLessonWords(lessonId: number | null) {
  return useQuery({ ...lessonWordsQueryOptions(lessonId ?? 0), enabled: lessonId !== null });
}
