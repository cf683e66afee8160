import { studioCoursesResponseSchema } from '@bolajon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StudioService } from './studio.service.js';

/** The course studio's calls: course editors only, the flag read on every call (ADR 0041). */
export async function studioRoutes(app: FastifyInstance, opts: { studio: StudioService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requireEditor);

  r.get('/studio/courses', { schema: { response: { 200: studioCoursesResponseSchema } } }, () =>
    opts.studio.courses(),
  );
}
