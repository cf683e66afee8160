import { useMutation } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { endSession, getRefreshToken } from './session';

/** Revokes the refresh token on the server. */
export function logout(refreshToken: string) {
  return apiClient.post('/user-auth/logout', { refreshToken }, (c) => c.okResponseSchema, {
    skipAuthRefresh: true,
  });
}

/**
 * Signs out: the server is told when it can be, and the local session always ends. The family's
 * copies kept for offline play go too (ADR 0053): the next family on this phone finds none of it.
 */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      const refreshToken = getRefreshToken();
      if (!refreshToken) return;
      try {
        await logout(refreshToken);
      } catch (error) {
        console.warn('Logout request failed; signing out locally', error);
      }
      try {
        await (await import('./offline/keep-lesson')).freeEverything();
      } catch (error) {
        console.warn('Could not free the copies kept for offline play', error);
      }
    },
    onSettled: () => endSession('logout'),
  });
}
