import { audioRequestSchema, audioResponseSchema } from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, routeDoc } from '../../lib/route-docs.js';
import { clientKey } from '../../plugins/client-address.js';
import type { AudioService } from './audio.service.js';

/** A 300-character phrase is at most a few kilobytes of JSON, even with every character escaped. */
const AUDIO_BODY_LIMIT_BYTES = 8 * 1024;

/** POST /audio: no bearer token (spec section 7), so the service limits and bounds it. */
export async function audioRoutes(app: FastifyInstance, opts: { audio: AudioService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/audio',
    {
      bodyLimit: AUDIO_BODY_LIMIT_BYTES,
      schema: {
        ...routeDoc(
          'Speaks a phrase: the URLs of its synthesised audio (cached); 503 TTS_UNAVAILABLE means use the device voice.',
          'audio',
          'public',
        ),
        body: audioRequestSchema,
        response: { 200: audioResponseSchema, ...errors(400, 413, 415, 429) },
      },
    },
    (request) => opts.audio.speak(request.body.speechText, clientKey(request)),
  );
}
