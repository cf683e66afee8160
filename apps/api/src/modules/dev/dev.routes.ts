import { devOutboxQuerySchema, devOutboxResponseSchema } from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ConsoleSmsSender } from '../../sms/index.js';

/** Registered only with the console sender outside production: the codes a developer was "sent". */
export async function devRoutes(app: FastifyInstance, opts: { outbox: ConsoleSmsSender }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/sms-outbox',
    {
      schema: { querystring: devOutboxQuerySchema, response: { 200: devOutboxResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: opts.outbox.messagesFor(request.query.phone) };
    },
  );
}
