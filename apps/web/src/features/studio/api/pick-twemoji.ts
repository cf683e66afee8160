import type { StoredPicture } from '@bolajon/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /studio/pictures/twemoji/{code}: the bundled emoji stored as the lesson's picture. */
export function pickTwemoji(code: string): Promise<StoredPicture> {
  return apiClient.post(
    `/studio/pictures/twemoji/${encodeURIComponent(code)}`,
    {},
    (c) => c.storedPictureSchema,
  );
}

export function usePickTwemoji() {
  return useMutation({ mutationFn: pickTwemoji });
}
