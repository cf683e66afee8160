import type { StoredPicture } from '@bolajon/contract';
import { useMutation } from '@tanstack/react-query';
import { uploadBytes } from './upload-bytes';

/**
 * POST /studio/pictures?name=… (ADR 0043): the file's bytes as the body; its name only for the
 * server's messages. Raster pictures come back as WebP, SVG sanitised.
 */
export function uploadPicture(file: File): Promise<StoredPicture> {
  const query = file.name ? `?name=${encodeURIComponent(file.name)}` : '';
  return uploadBytes(`/studio/pictures${query}`, file, (c) => c.storedPictureSchema);
}

export function useUploadPicture() {
  return useMutation({ mutationFn: uploadPicture });
}
