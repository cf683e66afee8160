import type { OnboardingRequest } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/get-me';
import { queryKeys } from '../../../lib/query-keys';

/** Saves the questionnaire (one record per user; a second save replaces the first). */
export function saveOnboarding(body: OnboardingRequest) {
  return apiClient.post('/user-onboarding', body, (c) => c.onboardingResponseSchema);
}

/** The save also sets the user's age, so the profile is read afresh. */
export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.onboarding(),
    mutationFn: saveOnboarding,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
