import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { describeIssues, errorCodes, type ErrorBody, type ErrorCode } from '@bolajon/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, childGone, isRemovedChildError } from '../errors.js';
import { refusedWrite, type StorageHealth } from './storage-health.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route takes on this path (e.g. ['GET', 'HEAD', 'PUT']); [] if none. */
    allowedMethods(path: string): string[];
  }
}

/** The code of an error Fastify or a plugin raised with only a status. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return errorCodes.unauthorized;
    case 403:
      return errorCodes.forbidden;
    case 404:
      return errorCodes.notFound;
    case 405:
      return errorCodes.methodNotAllowed;
    case 413:
      return errorCodes.payloadTooLarge;
    case 429:
      return errorCodes.tooManyRequests;
    default:
      return errorCodes.validation;
  }
}

/**
 * Errors raised before a request reaches the router (a malformed URL, a request line or header
 * Node cannot parse) get the same { message, code } body: options for the Fastify constructor.
 */
export const errorServerOptions = {
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode ?? 400;
    const message =
      error.code === 'FST_ERR_BAD_URL' ? 'The URL is not validly percent-encoded' : error.message;
    return reply.status(status).send({ message, code: codeForStatus(status) });
  },
  clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    // A reset connection has nobody to answer (Fastify's default handler does the same).
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'The request headers are too large']
          : [400, 'The request is malformed (request line, headers or Content-Length)'];
    this.log.trace({ err: error }, 'client error');
    if (socket.writable) {
      const body = JSON.stringify({ message, code: errorCodes.validation } satisfies ErrorBody);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/** A route path such as /api/words/:id or /media/* as a test of request paths. */
function pathPattern(url: string): RegExp {
  const segments = url.split('/').map((segment) => {
    if (segment.startsWith(':')) return '[^/]+';
    if (segment === '*') return '.*';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * Turns every error into { message, code }; the message of a 5xx is never shown. A write the disk
 * refused (ENOSPC, EDQUOT, EROFS, PostgreSQL's disk_full) is 503 and tells `storage`, which
 * makes /api/ready answer 503.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { storage?: StorageHealth } = {},
) {
  // Every route registered after this, so that an unknown method on a known path gets a 405.
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map(String);
    routes.push({ pattern: pathPattern(route.url), methods });
  });
  app.decorate('allowedMethods', (path: string) => {
    const allowed = new Set<string>();
    for (const route of routes) {
      if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
    }
    return [...allowed].sort();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body);

    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return send(error.status, { ...error.details, message: error.message, code: error.code });
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
    if (isRemovedChildError(error)) {
      const gone = childGone();
      return send(gone.status, { message: gone.message, code: gone.code });
    }
    const refused = refusedWrite(error);
    if (refused) {
      options.storage?.refused(refused);
      return send(503, {
        message: 'The server cannot save anything right now; try again later',
        code: errorCodes.serviceUnavailable,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's and its plugins' own client errors: malformed JSON, wrong content type, an
      // empty body, a bad Content-Length, /media/ without a file name (403).
      return send(status, { message: error.message, code: codeForStatus(status) });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return send(500, { message: 'Something went wrong', code: errorCodes.internal });
  });
}

/**
 * The JSON answer for a request no route took: 405 with an Allow header when the path is known
 * under other methods, else 404.
 */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = request.server.allowedMethods(path);
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({
        message: `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`,
        code: errorCodes.methodNotAllowed,
      });
  }
  return reply
    .status(404)
    .send({ message: `No route ${request.method} ${request.url}`, code: errorCodes.notFound });
}

/**
 * What of an unexpected error may go to the log. A database error's message carries the query and
 * its parameters (phones, names, token hashes): only its kind and the driver's code are kept.
 */
export function loggableError(error: Error): Error | Record<string, unknown> {
  if (error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query')) {
    const cause = (error as { cause?: { code?: unknown; constraint?: unknown } }).cause;
    return {
      type: error.name,
      message: 'a database query failed',
      code: typeof cause?.code === 'string' ? cause.code : undefined,
      constraint: typeof cause?.constraint === 'string' ? cause.constraint : undefined,
    };
  }
  return error;
}
