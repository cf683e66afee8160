import type { UpdateMeRequest, User } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/get-me';
import { storageKeys, writeItem, writeJson } from '../../../lib/storage';

/** PUT /users/me: the name, age and avatar the user chose; the answer is the updated user. */
export function updateMe(body: UpdateMeRequest): Promise<User> {
  return apiClient.put('/users/me', body, (c) => c.userSchema);
}

/**
 * Saves the profile. On success the answer becomes the cached user (the profile shows it at once,
 * no refetch) and the avatar is mirrored to storage; a failure is only logged (spec section 8),
 * the form shows a note of its own.
 */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      writeJson(storageKeys.user, user);
      writeItem(storageKeys.userAvatar, user.avatar);
    },
    onError: (error) => console.error('Could not save the profile', error),
  });
}
