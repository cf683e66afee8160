import type { FamilyOverview, FamilyResponse } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { getRefreshToken, saveTokens } from '../../../lib/session';
import { removeItems, storageKeys, writeItem } from '../../../lib/storage';
import { familyOverviewQueryOptions } from './get-family-overview';
import { familyQueryOptions } from './get-family';

/** DELETE /family/children/{id} (behind the gate): the child and all its progress go. */
export function removeChild(childId: number): Promise<FamilyResponse> {
  return apiClient.delete(`/family/children/${childId}`, (c) => c.familyResponseSchema, {
    grownUp: true,
  });
}

/** POST /family/active-child: another child plays now; the answer is its access token. */
function switchTo(childId: number) {
  return apiClient.post('/family/active-child', { childId }, (c) => c.switchChildResponseSchema);
}

/**
 * Removes a child. Its card leaves the parent's view at once; if it was the child playing on this
 * phone (whose access token then stops working), the child the server names active now plays
 * (a new access token), and every learner's screen reloads for that child.
 */
export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (childId: number) => {
      // Who plays on this phone, as the session's token says, before the child goes.
      const { activeChildId } = await queryClient.ensureQueryData(familyQueryOptions());
      const family = await removeChild(childId);
      const next =
        family.children.find((child) => child.id === family.activeChildId) ?? family.children[0];
      if (childId !== activeChildId || !next) return { family, switched: false };
      const { accessToken, child } = await switchTo(next.id);
      const refreshToken = getRefreshToken();
      if (refreshToken) saveTokens({ accessToken, refreshToken });
      // The new child's picture, and its day recorded afresh when it plays.
      writeItem(storageKeys.userAvatar, child.avatar);
      removeItems(storageKeys.lastActiveDayTracked);
      return { family: { ...family, activeChildId: next.id }, switched: true };
    },
    onSuccess: async ({ family, switched }, childId) => {
      queryClient.setQueryData(familyQueryOptions().queryKey, family);
      queryClient.setQueryData(
        familyOverviewQueryOptions().queryKey,
        (overview: FamilyOverview | undefined) =>
          overview && {
            ...overview,
            children: overview.children.filter((entry) => entry.child.id !== childId),
          },
      );
      // Another child plays now: the map, the dictionary, the profile… are that child's.
      if (switched) await queryClient.invalidateQueries({ predicate: notTheFamily });
    },
    onError: (error) => console.error('Could not remove the child', error),
  });
}

/** Every query but the family's own, which the answer already holds. */
const notTheFamily = ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey[0] !== 'family';
