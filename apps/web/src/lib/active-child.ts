import type { FamilyResponse, SwitchChildResponse } from '@bolajon/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { markChildPicked } from './child-picked';
import { forgetGrownUpPass } from './grown-up';
import { queryKeys } from './query-keys';
import { replaceAccessToken } from './session';
import { removeItems, storageKeys, writeItem } from './storage';

/** POST /family/active-child: another child of the family plays; 404 for a child not in it. */
export function switchChild(childId: number): Promise<SwitchChildResponse> {
  return apiClient.post('/family/active-child', { childId }, (c) => c.switchChildResponseSchema);
}

/** Answers that are the same whichever child plays: the family's own and the app's settings. */
const familyWide = new Set<unknown>([queryKeys.family()[0], queryKeys.settings()[0]]);

/**
 * The switched-to child's session starts on this device: its access token is the one sent, it
 * counts as picked, its avatar is the stored one, and every answer of the child before (user/me,
 * the map's progress, the dictionary, days, achievements…) is dropped, so that screens load the
 * new child's. Shared by "who is playing?" and the children's list (features/family) and the
 * parent's view (features/parent).
 */
export async function startChildSession(
  queryClient: QueryClient,
  { accessToken, child }: SwitchChildResponse,
  /** The grown-up goes on (a removal made the switch), rather than handing the phone over. */
  options: { keepGrownUpPass?: boolean } = {},
): Promise<void> {
  await queryClient.cancelQueries({ predicate: (query) => !familyWide.has(query.queryKey[0]) });
  replaceAccessToken(accessToken);
  // The phone goes to the child now: a grown-up's pass must not let it reach settings or sign-out.
  if (!options.keepGrownUpPass) forgetGrownUpPass();
  markChildPicked();
  writeItem(storageKeys.userAvatar, child.avatar);
  // The day this child played is recorded for this child too.
  removeItems(storageKeys.lastActiveDayTracked);
  queryClient.setQueryData<FamilyResponse>(
    queryKeys.family(),
    (family) => family && { ...family, activeChildId: child.id },
  );
  // Reset, not invalidated: no screen shows the child before for a moment while the new one loads.
  // Not waited for: the screens on show load their answers again by themselves.
  void queryClient.resetQueries({ predicate: (query) => !familyWide.has(query.queryKey[0]) });
}
