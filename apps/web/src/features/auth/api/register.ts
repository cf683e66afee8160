import type { RegisterRequest } from '@bolajon/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { savePendingSignIn } from '../pending-sign-in';

export function register(body: RegisterRequest) {
  return apiClient.post('/user-auth/register', body, (c) => c.codeSentResponseSchema, {
    skipAuthRefresh: true,
  });
}

/** Asks for a registration code; on success phone and name wait in storage for /verify-code. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (sent, body) =>
      savePendingSignIn({ authPage: 'register', phone: sent.phone, fullName: body.name.trim() }),
  });
}
