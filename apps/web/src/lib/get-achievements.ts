import type { Achievement, UserAchievement } from '@bolajon/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

/** Every achievement of the content the user may open, each with the user's own earned mark. */
export function useAllAchievements() {
  return useQuery({
    queryKey: queryKeys.allAchievements(),
    queryFn: ({ signal }): Promise<Achievement[]> =>
      apiClient.get('/admin/achievements', (c) => c.achievementsResponseSchema, { signal }),
  });
}

/** The achievements the user has earned, with when (the profile's tiles, the awards tab). */
export function useMyAchievements() {
  return useQuery({
    queryKey: queryKeys.myAchievements(),
    queryFn: ({ signal }): Promise<UserAchievement[]> =>
      apiClient.get('/user-achievements/my-achievements', (c) => c.myAchievementsResponseSchema, {
        signal,
      }),
  });
}
