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
import { errors, routeDoc } from '../../lib/route-docs.js';
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
        ...routeDoc(
          'Support console: the families whose phone contains the digits given (admins only).',
          'admin',
          'signedIn',
        ),
        querystring: adminFamilySearchQuerySchema,
        response: { 200: adminFamiliesResponseSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => admin.search(request.query.phone),
  );
  r.get(
    '/admin/families/:id',
    {
      schema: {
        ...routeDoc(
          'Support console: a family with its courses and audit trail (admins only).',
          'admin',
          'signedIn',
        ),
        params: familyParams,
        response: { 200: adminFamilySchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => admin.family(request.params.id),
  );
  r.put(
    '/admin/families/:id/courses/:courseId',
    {
      schema: {
        ...routeDoc(
          'Support console: opens or closes a course for a family, audited (admins only).',
          'admin',
          'signedIn',
        ),
        params: familyCourseParams,
        body: adminCourseAccessRequestSchema,
        response: { 200: adminFamilySchema, ...errors(400, 401, 403, 404, 413, 415) },
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
        ...routeDoc(
          'Support console: sets a family’s role (learner or admin), audited (admins only).',
          'admin',
          'signedIn',
        ),
        params: familyParams,
        body: adminRoleRequestSchema,
        response: { 200: adminFamilySchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    (request) => admin.setRole(currentUserId(request), request.params.id, request.body.role),
  );
  // A user's, not a family's: the flag is the account's whatever its role (ADR 0041).
  r.put(
    '/admin/users/:id/editor',
    {
      schema: {
        ...routeDoc(
          'Support console: grants or takes a user’s course-editor flag, audited (admins only).',
          'admin',
          'signedIn',
        ),
        params: familyParams,
        body: adminEditorRequestSchema,
        response: { 200: adminFamilySchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    (request) => admin.setEditor(currentUserId(request), request.params.id, request.body.editor),
  );
}
