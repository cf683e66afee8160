import {
  adminCourseAccessRequestSchema,
  adminEditorRequestSchema,
  adminFamiliesResponseSchema,
  adminFamilySchema,
  adminFamilySearchQuerySchema,
  adminRoleRequestSchema,
  idSchema,
} from '@bolajon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.js';
import type { AdminService } from './admin.service.js';

const familyParams = z.strictObject({ id: idSchema });
const familyCourseParams = z.strictObject({ id: idSchema, courseId: idSchema });

/** The support console's calls: admins only, checked against the database on every call. */
export async function adminRoutes(app: FastifyInstance, opts: { admin: AdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = opts;
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    await admin.requireAdmin(currentUserId(request));
  });

  r.get(
    '/admin/families',
    {
      schema: {
        querystring: adminFamilySearchQuerySchema,
        response: { 200: adminFamiliesResponseSchema },
      },
    },
    (request) => admin.search(request.query.phone),
  );
  r.get(
    '/admin/families/:id',
    { schema: { params: familyParams, response: { 200: adminFamilySchema } } },
    (request) => admin.family(request.params.id),
  );
  r.put(
    '/admin/families/:id/courses/:courseId',
    {
      schema: {
        params: familyCourseParams,
        body: adminCourseAccessRequestSchema,
        response: { 200: adminFamilySchema },
      },
    },
    (request) =>
      admin.setCourseOpen(
        currentUserId(request),
        request.params.id,
        request.params.courseId,
        request.body.open,
      ),
  );
  r.put(
    '/admin/families/:id/role',
    {
      schema: {
        params: familyParams,
        body: adminRoleRequestSchema,
        response: { 200: adminFamilySchema },
      },
    },
    (request) => admin.setRole(currentUserId(request), request.params.id, request.body.role),
  );
  // A user's, not a family's: the flag is the account's whatever its role (ADR 0041).
  r.put(
    '/admin/users/:id/editor',
    {
      schema: {
        params: familyParams,
        body: adminEditorRequestSchema,
        response: { 200: adminFamilySchema },
      },
    },
    (request) => admin.setEditor(currentUserId(request), request.params.id, request.body.editor),
  );
}
