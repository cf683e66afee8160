import type { StudioRecording } from '@bolajon/contract';
import { useMutation } from '@tanstack/react-query';
import { uploadBytes } from './upload-bytes';

/**
 * POST /studio/recordings (ADR 0045): a take's bytes as the body, its own audio type as the
 * Content-Type. The server trims, normalises and stores it; the answer's `url` goes into the draft.
 */
export function uploadRecording(take: Blob): Promise<StudioRecording> {
  return uploadBytes('/studio/recordings', take, (c) => c.studioRecordingSchema);
}

export function useUploadRecording() {
  return useMutation({ mutationFn: uploadRecording });
}
