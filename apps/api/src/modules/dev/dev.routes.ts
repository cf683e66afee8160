import { devOutboxQuerySchema, devOutboxResponseSchema } from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, routeDoc } from '../../lib/route-docs.js';
import type { ConsoleSmsSender } from '../../sms/index.js';

/** Registered only with the console sender outside production: the codes a developer was "sent". */
export async function devRoutes(app: FastifyInstance, opts: { outbox: ConsoleSmsSender }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/sms-outbox',
    {
      schema: {
        ...routeDoc(
          'Development only (never in production): the SMS messages the console sender “sent” to a phone.',
          'dev',
          'public',
        ),
        querystring: devOutboxQuerySchema,
        response: { 200: devOutboxResponseSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: opts.outbox.messagesFor(request.query.phone) };
    },
  );
}
