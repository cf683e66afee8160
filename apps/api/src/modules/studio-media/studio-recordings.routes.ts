import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STUDIO_RECORDING_MAX_BYTES, studioRecordingSchema } from '@bolajon/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, rawBody, routeDoc } from '../../lib/route-docs.js';
import { recordingRefusalCodes } from '../../media/process-recording.js';
import { acceptRawBodies, bodyBytes } from './raw-body-upload.js';
import {
  recordingRefusalError,
  type StudioRecordingsService,
} from './studio-recordings.service.js';

export interface StudioRecordingRoutesOptions {
  recordings: StudioRecordingsService;
  /** The editor guard (app.requireEditor): runs on every request, before any body is read. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * POST /studio/recordings: the recording's bytes as the body, whatever its Content-Type
 * (MediaRecorder says audio/webm, audio/ogg or audio/mp4; the bytes decide); 201 with its URLs
 * and length. A plugin of its own: the raw-body parser reaches no other route.
 */
export async function studioRecordingRoutes(
  app: FastifyInstance,
  opts: StudioRecordingRoutesOptions,
) {
  app.addHook('onRequest', opts.guard);
  acceptRawBodies(app, () =>
    recordingRefusalError({
      code: recordingRefusalCodes.tooLarge,
      message: `The recording is larger than ${STUDIO_RECORDING_MAX_BYTES / 1024 / 1024} MB, the most a recording may be`,
    }),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/studio/recordings',
    {
      bodyLimit: STUDIO_RECORDING_MAX_BYTES,
      schema: {
        ...routeDoc(
          'Uploads a voice recording: its bytes as the body (what MediaRecorder or a sound file gives), stored as Ogg/Opus and AAC (course editors only).',
          'studio-media',
          'signedIn',
        ),
        ...rawBody(
          [
            'audio/webm',
            'audio/ogg',
            'audio/mp4',
            'audio/mpeg',
            'audio/wav',
            'audio/flac',
            'audio/aac',
            'application/octet-stream',
          ],
          `The recording’s bytes, at most ${STUDIO_RECORDING_MAX_BYTES / 1024 / 1024} MB; its format is read from the bytes.`,
        ),
        response: { 201: studioRecordingSchema, ...errors(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await opts.recordings.record(bodyBytes(request.body)));
    },
  );
}
