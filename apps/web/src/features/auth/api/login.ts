import type { LoginRequest } from '@bolajon/contract';
import { apiClient } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { savePendingSignIn } from '../pending-sign-in';

export function login(body: LoginRequest) {
  return apiClient.post('/user-auth/login', body, (c) => c.codeSentResponseSchema, {
    skipAuthRefresh: true,
  });
}

/** Asks for a sign-in code; on success the phone waits in storage for /verify-code. */
export function useLogin() {
  // Not useMutation: /login loads without TanStack Query (lib/use-action.ts).
  return useAction(login, {
    onSuccess: (sent) => savePendingSignIn({ authPage: 'login', phone: sent.phone }),
  });
}
