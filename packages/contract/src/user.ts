import { z } from 'zod';

export const AGE_MIN = 1;
export const AGE_MAX = 120;
/** The avatars and roles a user has (also the database's values). */
export const AVATARS = ['boy', 'girl'] as const;
export const ROLES = ['learner', 'admin'] as const;
export const avatarSchema = z.enum(AVATARS);
export type Avatar = z.infer<typeof avatarSchema>;
export const roleSchema = z.enum(ROLES);
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

/**
 * Characters that show nothing: white space, format characters (zero-width space, joiner and
 * non-joiner, word joiner, BOM, bidi marks, soft hyphen…), the other default-ignorable code points
 * (variation selectors, Hangul fillers) and the blank Braille pattern.
 */
const INVISIBLE = /[\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
/** Bidirectional embeddings, overrides and isolates: refused anywhere, so never trimmed. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;

/**
 * A name without the invisible characters at its ends (the bidirectional controls that
 * CONTROL_CHARACTERS refuses stay, so they are refused wherever they stand).
 */
export function trimName(text: string): string {
  const chars = [...text];
  const trimmed = (c: string) => INVISIBLE.test(c) && !BIDI_CONTROLS.test(c);
  let first = 0;
  let last = chars.length;
  while (first < last && trimmed(chars[first]!)) first += 1;
  while (last > first && trimmed(chars[last - 1]!)) last -= 1;
  return chars.slice(first, last).join('');
}

/** How many characters of a name show: those not INVISIBLE, counted as code points. */
export const visibleLength = (text: string) => [...text].filter((c) => !INVISIBLE.test(c)).length;

/**
 * A person's name as typed (register, PUT /users/me, the web's forms): invisible characters
 * trimmed from its ends, at least 2 visible characters and at most 80 in all, no control
 * characters.
 */
export const nameSchema = z
  .string({ error: 'name is required' })
  .overwrite(trimName)
  .refine(
    (name) => visibleLength(name) >= NAME_MIN_LENGTH,
    `name must have at least ${NAME_MIN_LENGTH} characters`,
  )
  .max(NAME_MAX_LENGTH, `name must have at most ${NAME_MAX_LENGTH} characters`)
  .refine((name) => !hasControlCharacters(name), 'name must not contain control characters');

export const CHILD_NAME_MIN_LENGTH = 2;
export const CHILD_NAME_MAX_LENGTH = 40;

/** A child's name: as nameSchema, at most 40 characters. */
export const childNameSchema = z
  .string({ error: 'name is required' })
  .overwrite(trimName)
  .refine(
    (name) => visibleLength(name) >= CHILD_NAME_MIN_LENGTH,
    `name must have at least ${CHILD_NAME_MIN_LENGTH} characters`,
  )
  .max(CHILD_NAME_MAX_LENGTH, `name must have at most ${CHILD_NAME_MAX_LENGTH} characters`)
  .refine((name) => !hasControlCharacters(name), 'name must not contain control characters');

export const userStatsSchema = z.object({
  learningDays: z.number().int(),
  totalModules: z.number().int(),
  totalDictionaries: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/**
 * GET /users/me: the active child (id, name, age, avatar, stats) with the family's phone, role and
 * account id (ADR 0036).
 */
export const userSchema = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  name: z.string(),
  /** The spec's registration data names it fullName; it is the same value as name. */
  fullName: z.string(),
  phone: z.string(),
  age: z.number().int().nullable(),
  avatar: avatarSchema,
  role: roleSchema,
  /** The family's account is a course editor (ADR 0041): the studio is open to it. */
  editor: z.boolean(),
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
    name: childNameSchema.optional(),
    age: ageSchema.optional(),
    avatar: avatarSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'give at least one of name, age, avatar');
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
