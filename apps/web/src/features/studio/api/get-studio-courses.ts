import type { StudioCoursesResponse, StudioDraftSummary } from '@bolajon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/** GET /studio/courses: every course's tree (course → module → block → lesson), editors only. */
export function getStudioCourses(signal?: AbortSignal): Promise<StudioCoursesResponse> {
  return apiClient.get('/studio/courses', (c) => c.studioCoursesResponseSchema, { signal });
}

export const studioCoursesQueryOptions = () =>
  queryOptions({
    queryKey: studioKeys.courses(),
    queryFn: ({ signal }) => getStudioCourses(signal),
    staleTime: 30_000,
  });

export function useStudioCourses() {
  return useQuery(studioCoursesQueryOptions());
}

/** GET /studio/drafts: every saved draft (ADR 0044); the tree marks their lessons. */
export function getStudioDrafts(signal?: AbortSignal): Promise<StudioDraftSummary[]> {
  return apiClient.get('/studio/drafts', (c) => c.studioDraftsResponseSchema, { signal });
}

const useStudioDrafts = () =>
  useQuery({
    queryKey: studioKeys.drafts(),
    queryFn: ({ signal }) => getStudioDrafts(signal),
    staleTime: 30_000,
  });

/** The published lessons with a saved draft, by id; empty while the list loads or if it fails. */
export function useDraftLessonIds(): ReadonlySet<number> {
  const drafts = useStudioDrafts();
  return new Set((drafts.data ?? []).flatMap((d) => (d.lessonId === null ? [] : [d.lessonId])));
}

/** New lessons' drafts (never published) by their block, oldest first; same query as above. */
export function useNewLessonDrafts(): ReadonlyMap<number, StudioDraftSummary[]> {
  const drafts = useStudioDrafts();
  const byBlock = new Map<number, StudioDraftSummary[]>();
  for (const draft of [...(drafts.data ?? [])].reverse()) {
    if (draft.lessonId !== null) continue;
    byBlock.set(draft.blockId, [...(byBlock.get(draft.blockId) ?? []), draft]);
  }
  return byBlock;
}
