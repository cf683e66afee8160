import type { LoginRequest } from '@bolajon/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { savePendingSignIn } from '../pending-sign-in';

export function login(body: LoginRequest) {
  return apiClient.post('/user-auth/login', body, (c) => c.codeSentResponseSchema, {
    skipAuthRefresh: true,
  });
}

/** Asks for a sign-in code; on success the phone waits in storage for /verify-code. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (sent) => savePendingSignIn({ authPage: 'login', phone: sent.phone }),
  });
}
