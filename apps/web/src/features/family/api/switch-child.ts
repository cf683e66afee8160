import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startChildSession, switchChild } from '../../../lib/active-child';

/**
 * Another child plays (POST /family/active-child): its session starts on this device and every
 * answer of the child before is dropped (lib/active-child.ts). No gate here: "who is playing?"
 * lets a child pick itself; the profile's list is behind the gate as a whole.
 */
export function useSwitchChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchChild,
    onSuccess: (answer) => startChildSession(queryClient, answer),
  });
}
