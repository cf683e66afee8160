import type { StudioDraft } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { EditLesson } from '../lib/edit-lesson';
import { studioKeys } from './studio-keys';

/** Which draft a save goes to: a published lesson's, or a new lesson's by its draft id. */
export type DraftTarget = { kind: 'lesson'; lessonId: number } | { kind: 'draft'; draftId: number };

/**
 * PUT /studio/lessons/{id}/draft or PUT /studio/drafts/{draftId} (ADR 0044): the whole lesson. A
 * lesson the importer would refuse is a 400 VALIDATION_ERROR whose `issues` say where and what.
 */
export function saveDraft(target: DraftTarget, lesson: EditLesson): Promise<StudioDraft> {
  const path =
    target.kind === 'lesson'
      ? `/studio/lessons/${target.lessonId}/draft`
      : `/studio/drafts/${target.draftId}`;
  return apiClient.put(path, { lesson }, (c) => c.studioDraftSchema);
}

export const draftQueryKey = (target: DraftTarget) =>
  target.kind === 'lesson'
    ? studioKeys.lessonDraft(target.lessonId)
    : studioKeys.draft(target.draftId);

/** The saved draft becomes the draft query's data; the tree's draft marks are read again. */
export function useSaveDraft(target: DraftTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lesson: EditLesson) => saveDraft(target, lesson),
    onSuccess: async (saved) => {
      queryClient.setQueryData(draftQueryKey(target), saved);
      await queryClient.invalidateQueries({ queryKey: studioKeys.drafts() });
    },
  });
}
