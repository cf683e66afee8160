import type { StudioDraft } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/** GET /studio/drafts/{draftId} (ADR 0044): a saved draft by its id — a lesson never published. */
export function getDraft(draftId: number, signal?: AbortSignal): Promise<StudioDraft> {
  return apiClient.get(`/studio/drafts/${draftId}`, (c) => c.studioDraftSchema, { signal });
}

export const draftQueryOptions = (draftId: number) =>
  queryOptions({
    queryKey: studioKeys.draft(draftId),
    queryFn: ({ signal }) => getDraft(draftId, signal),
  });

export function useDraft(draftId: number) {
  return useQuery(draftQueryOptions(draftId));
}
