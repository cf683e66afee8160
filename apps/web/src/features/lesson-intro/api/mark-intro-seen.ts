import type { IntroSeenResponse, MyProgressResponse } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Records that the active child saw the lesson's new words through (ADR 0038). */
export function markIntroSeen(lessonId: number): Promise<IntroSeenResponse> {
  return apiClient.post(
    `/lessons/${lessonId}/intro-seen`,
    undefined,
    (c) => c.introSeenResponseSchema,
  );
}

/**
 * The map shows the step done at once (its cached progress is marked), then reads the server's
 * progress again.
 */
export function useMarkIntroSeen(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markIntroSeen(lessonId),
    onSuccess: async () => {
      queryClient.setQueryData<MyProgressResponse>(queryKeys.myProgress(), (progress) =>
        progress
          ? {
              lessons: progress.lessons.map((lesson) =>
                lesson.id === lessonId ? { ...lesson, introSeen: true } : lesson,
              ),
            }
          : progress,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.myProgress() });
    },
  });
}
