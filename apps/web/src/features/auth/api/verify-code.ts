import type { VerifyCodeRequest } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { meQueryOptions } from '../../../lib/get-me';

export function verifyCode(body: VerifyCodeRequest) {
  return apiClient.post('/user-auth/verify-code', body, (c) => c.loginResponseSchema, {
    skipAuthRefresh: true,
  });
}

/** Checks the SMS code; on success the session starts with the user already known. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: (session) => {
      // The user goes in first so that guarded screens render at once, without a spinner.
      queryClient.setQueryData(meQueryOptions().queryKey, session.user);
      startSession(session);
    },
  });
}
