import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them (secure-json-parse, `__proto__` and `constructor` refused,
 * the server's body limit), except that an empty body reads as `{}`: many fetch wrappers send
 * `content-type: application/json` on every POST, also on the calls that take no data (logout,
 * the dictionary marks), and Fastify's own parser refuses that with 400 (ADR 0026). A call that
 * needs data still says which fields are missing; malformed JSON is still 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body: string, done) => {
      if (body.length === 0) {
        done(null, {});
        return;
      }
      parseJson(request, body, done);
    },
  );
}
