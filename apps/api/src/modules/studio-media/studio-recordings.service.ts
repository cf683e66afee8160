import type { FastifyBaseLogger } from 'fastify';
import { errorCodes, type StudioRecording } from '@bolajon/contract';
import { AppError, busy } from '../../errors.js';
import type { RecordingStore } from '../../media/media-store.js';
import {
  processRecording,
  recordingRefusalCodes,
  RecordingToolError,
  type RecordingRefusal,
  type RecordingResult,
} from '../../media/process-recording.js';

export interface StudioRecordingsService {
  /** A recording trimmed, normalised and stored, or an AppError saying why not (400, 413, 503). */
  record(bytes: Uint8Array): Promise<StudioRecording>;
}

export interface StudioRecordingsDeps {
  store: RecordingStore;
  log?: FastifyBaseLogger;
  /** processRecording with the default limits; tests pass their own. */
  process?: (bytes: Uint8Array) => Promise<RecordingResult>;
  /** Recordings processed at once (two ffmpeg runs each); one more is told to try again. */
  concurrency?: number;
}

/** The studio's voice recordings (ADR 0045): nothing is stored unless all of it worked. */
export function createStudioRecordingsService(deps: StudioRecordingsDeps): StudioRecordingsService {
  const process = deps.process ?? ((bytes) => processRecording(bytes));
  const concurrency = deps.concurrency ?? 2;
  let running = 0;

  return {
    async record(bytes) {
      if (running >= concurrency)
        throw busy('Several recordings are being processed right now; try again in a moment', 2);
      running += 1;
      let result: RecordingResult;
      try {
        result = await process(bytes);
      } catch (error) {
        if (!(error instanceof RecordingToolError)) throw error;
        deps.log?.error({ err: error }, 'recording processing failed');
        throw new AppError(
          503,
          errorCodes.serviceUnavailable,
          'The server cannot process recordings right now; try again later',
        );
      } finally {
        running -= 1;
      }
      if (!result.ok) throw recordingRefusalError(result.refusal);
      const { ogg, m4a, durationMs } = result.recording;
      return { ...(await deps.store.putRecording(ogg, m4a)), durationMs };
    },
  };
}

/** The refusal as the API's error: 413 for a file too big (as pictures), 400 otherwise. */
export function recordingRefusalError(refusal: RecordingRefusal): AppError {
  const tooLarge = refusal.code === recordingRefusalCodes.tooLarge;
  return new AppError(
    tooLarge ? 413 : 400,
    tooLarge ? errorCodes.payloadTooLarge : errorCodes.validation,
    refusal.message,
    { details: { reason: refusal.code } },
  );
}
