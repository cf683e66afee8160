import type { StudioCoursesResponse } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/**
 * PUT /studio/blocks/{id}/order (ADR 0046): the block's lessons in their new order, every one
 * named once. Immediate: learners' maps follow.
 */
export function orderLessons(blockId: number, lessonIds: number[]): Promise<unknown> {
  // 204: no body.
  return apiClient.put(`/studio/blocks/${blockId}/order`, { lessonIds }, (c) =>
    c.studioPublishResultSchema.optional(),
  );
}

/** The tree with the block's lessons in `lessonIds`' order (the others as they were). */
export function withLessonOrder(
  courses: StudioCoursesResponse,
  blockId: number,
  lessonIds: readonly number[],
): StudioCoursesResponse {
  return courses.map((course) => ({
    ...course,
    modules: course.modules.map((module) => ({
      ...module,
      blocks: module.blocks.map((block) => {
        if (block.id !== blockId) return block;
        const byId = new Map(block.lessons.map((l) => [l.id, l]));
        return {
          ...block,
          lessons: lessonIds.flatMap((id, order) => {
            const lesson = byId.get(id);
            return lesson ? [{ ...lesson, order }] : [];
          }),
        };
      }),
    })),
  }));
}

/**
 * Moves at once on screen (the focus stays on the moved lesson), then saves; a refusal puts the
 * tree back as the server has it.
 */
export function useOrderLessons() {
  const queryClient = useQueryClient();
  const key = studioKeys.courses();
  return useMutation({
    mutationFn: ({ blockId, lessonIds }: { blockId: number; lessonIds: number[] }) =>
      orderLessons(blockId, lessonIds),
    onMutate: async ({ blockId, lessonIds }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<StudioCoursesResponse>(key);
      if (before) queryClient.setQueryData(key, withLessonOrder(before, blockId, lessonIds));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
