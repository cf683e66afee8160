import { z } from 'zod';
import { isoDateSchema } from './progress.js';
import { roleSchema } from './user.js';

/**
 * The support console (/admin, /api/admin/…; DESIGN.md "Admin role"): support finds a family by
 * phone, sees its progress and course access, opens or closes a course, makes or unmakes an
 * admin; every change lands in an audit log.
 */

/** GET /api/admin/families?phone=: part of a number, 3 or more digits (spaces, +, - allowed). */
export const adminFamilySearchQuerySchema = z.strictObject({
  phone: z
    .string({ error: 'phone: give part of the phone number' })
    .trim()
    .regex(/^\+?[\d\s()-]+$/, 'phone: digits only')
    .transform((text) => text.replace(/\D/g, ''))
    .pipe(z.string().min(3, 'phone: give at least 3 digits').max(15, 'phone: at most 15 digits')),
});
export type AdminFamilySearchQuery = z.input<typeof adminFamilySearchQuerySchema>;

export const adminFamilySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  role: roleSchema,
  /** A course editor (ADR 0041): may use the studio, whatever the role. */
  editor: z.boolean(),
  createdAt: z.string(),
  /** The last UTC day the family was active, or null. */
  lastActiveDay: isoDateSchema.nullable(),
});
export type AdminFamilySummary = z.infer<typeof adminFamilySummarySchema>;
/** At most 20 matches, newest sign-up first. */
export const adminFamiliesResponseSchema = z.array(adminFamilySummarySchema);
export const ADMIN_SEARCH_LIMIT = 20;

export const adminCourseSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Opened for this family (bought); the first lesson is free either way. */
  open: z.boolean(),
  grantedAt: z.string().nullable(),
  grantedBy: z.string().nullable(),
  gamesTotal: z.number().int(),
  gamesCompleted: z.number().int(),
  stars: z.number().int(),
  starsMax: z.number().int(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** What the audit log records (also the database's `action` values). */
export const ADMIN_ACTIONS = ['course.open', 'course.close', 'role.set', 'editor.set'] as const;
export const adminActionSchema = z.enum(ADMIN_ACTIONS);
export type AdminAction = z.infer<typeof adminActionSchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Who made the change: a support person, or null for the command line. */
  actor: z.object({ id: z.number(), name: z.string(), phone: z.string() }).nullable(),
  action: adminActionSchema,
  /** What the change was about, e.g. the course's title. */
  subject: z.string(),
  before: z.string(),
  after: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminFamilySchema = adminFamilySummarySchema.extend({
  age: z.number().nullable(),
  courses: z.array(adminCourseSchema),
  /** Newest first. */
  audit: z.array(adminAuditEntrySchema),
});
export type AdminFamily = z.infer<typeof adminFamilySchema>;

/** PUT /api/admin/families/{id}/courses/{courseId} */
export const adminCourseAccessRequestSchema = z.strictObject({
  open: z.boolean({ error: 'open must be true or false' }),
});
/** PUT /api/admin/families/{id}/role */
export const adminRoleRequestSchema = z.strictObject({ role: roleSchema });
/** PUT /api/admin/users/{id}/editor: grants (true) or takes (false) the course editor flag. */
export const adminEditorRequestSchema = z.strictObject({
  editor: z.boolean({ error: 'editor must be true or false' }),
});
