import { z } from 'zod';

export const AGE_MIN = 1;
export const AGE_MAX = 120;
export const avatarSchema = z.enum(['boy', 'girl']);
export type Avatar = z.infer<typeof avatarSchema>;
export const roleSchema = z.enum(['learner', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/**
 * Characters no name may hold: C0 and C1 controls (NUL, tab, newline, DEL…), the line and
 * paragraph separators, and the bidirectional embeddings, overrides and isolates that make a name
 * display as something else.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 80;

/** A person's name as typed: trimmed, 2 to 80 characters, no control characters. */
export const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(NAME_MIN_LENGTH, `name must have at least ${NAME_MIN_LENGTH} characters`)
  .max(NAME_MAX_LENGTH, `name must have at most ${NAME_MAX_LENGTH} characters`)
  .refine((name) => !hasControlCharacters(name), 'name must not contain control characters');

export const userStatsSchema = z.object({
  learningDays: z.number().int(),
  totalModules: z.number().int(),
  totalDictionaries: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The spec's registration data names it fullName; it is the same value as name. */
  fullName: z.string(),
  phone: z.string(),
  age: z.number().int().nullable(),
  avatar: avatarSchema,
  role: roleSchema,
  createdAt: z.string(),
  stats: userStatsSchema,
});
export type User = z.infer<typeof userSchema>;

export const ageSchema = z
  .number({ error: 'age must be a number' })
  .int('age must be a whole number')
  .min(AGE_MIN, `age must be at least ${AGE_MIN}`)
  .max(AGE_MAX, `age must be at most ${AGE_MAX}`);

/** PUT /users/me. Unknown fields (role, phone, id) are refused, never stored. */
export const updateMeRequestSchema = z
  .strictObject({
    name: nameSchema.optional(),
    age: ageSchema.optional(),
    avatar: avatarSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'give at least one of name, age, avatar');
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
