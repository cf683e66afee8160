import { describeIssues, errorCodes, type ErrorBody } from '@bolajon/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../errors.js';

/** Turns every error into { message, code }; the message of a 5xx is never shown. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body);

    if (error instanceof AppError) {
      if (error.status === 429) reply.header('retry-after', '60');
      return send(error.status, { message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${issue.message}` : issue.message;
        })
        .join('; ');
      return send(400, { message: `Invalid ${where}: ${details}`, code: errorCodes.validation });
    }
    if (error instanceof ZodError) {
      return send(400, { message: describeIssues(error), code: errorCodes.validation });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(413, { message: 'Request body is too large', code: errorCodes.payloadTooLarge });
    }
    if (error.statusCode === 429) {
      return send(429, {
        message: 'Too many requests, try again later',
        code: errorCodes.tooManyRequests,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, empty body.
      return send(status, { message: error.message, code: errorCodes.validation });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: 'Something went wrong', code: errorCodes.internal });
  });
}

/** The JSON 404 every unknown API path gets. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ message: `No route ${request.method} ${request.url}`, code: errorCodes.notFound });
}
