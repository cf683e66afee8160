import type { RegisterRequest } from '@bolajon/contract';
import { apiClient } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { savePendingSignIn } from '../pending-sign-in';

export function register(body: RegisterRequest) {
  return apiClient.post('/user-auth/register', body, (c) => c.codeSentResponseSchema, {
    skipAuthRefresh: true,
  });
}

/** Asks for a registration code; on success phone and name wait in storage for /verify-code. */
export function useRegister() {
  // Not useMutation: /register loads without TanStack Query (lib/use-action.ts).
  return useAction(register, {
    onSuccess: (sent, body) =>
      savePendingSignIn({ authPage: 'register', phone: sent.phone, fullName: body.name.trim() }),
  });
}
