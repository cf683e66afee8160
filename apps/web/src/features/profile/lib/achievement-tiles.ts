import type { UserAchievement } from '@bolajon/contract';

/** The profile shows at most this many achievements, then a '+n' tile (spec section 9). */
export const PROFILE_ACHIEVEMENTS_SHOWN = 3;

/** The latest earned achievements to show, newest first, and how many more there are. */
export function achievementTiles(
  earned: readonly UserAchievement[],
  max = PROFILE_ACHIEVEMENTS_SHOWN,
): { shown: UserAchievement[]; more: number } {
  const newestFirst = [...earned].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { shown: newestFirst.slice(0, max), more: Math.max(0, earned.length - max) };
}
