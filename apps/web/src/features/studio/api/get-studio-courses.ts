import type { StudioCoursesResponse } from '@bolajon/contract';
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
