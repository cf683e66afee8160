import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Makes `upload`, a context of its own, read every request body as bytes, whatever its
 * Content-Type (a file's bytes decide what it is; the type a browser gives is a guess), and
 * answer a body past the route's `bodyLimit` with `tooLarge()`, the upload's own refusal. The
 * context is the bound: no other route loses the JSON parser. Any other error goes on to the
 * app's handler.
 */
export function acceptRawBodies(upload: FastifyInstance, tooLarge: () => Error): void {
  upload.removeAllContentTypeParsers();
  upload.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  upload.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
    throw error;
  });
}

/** A raw request body as bytes; none sent is no bytes. */
export const bodyBytes = (body: unknown): Buffer =>
  Buffer.isBuffer(body) ? body : Buffer.alloc(0);
