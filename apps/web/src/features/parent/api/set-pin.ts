import type { FamilyResponse } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { familyQueryOptions } from './get-family';

/** PUT /family/pin (behind the gate): four digits, or null to go back to the gate's question. */
export function setPin(pin: string | null) {
  return apiClient.put(
    '/family/pin',
    { pin },
    (c) => c.familyResponseSchema.pick({ hasPin: true }),
    {
      grownUp: true,
    },
  );
}

export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPin,
    onSuccess: ({ hasPin }) => {
      queryClient.setQueryData(
        familyQueryOptions().queryKey,
        (family: FamilyResponse | undefined) => family && { ...family, hasPin },
      );
      // The gate asks GET /family/gate afresh each time: nothing else holds the PIN's state.
    },
    onError: (error) => console.error('Could not change the PIN', error),
  });
}
