import type { SendCodeRequest } from '@bolajon/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Sends a new code to a phone that is signing in or registering (the resend button). */
export function sendCode(body: SendCodeRequest) {
  return apiClient.post('/auth/send-code', body, (c) => c.codeSentResponseSchema, {
    skipAuthRefresh: true,
  });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
