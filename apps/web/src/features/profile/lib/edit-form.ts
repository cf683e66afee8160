import {
  updateMeRequestSchema,
  type Avatar,
  type UpdateMeRequest,
  type User,
} from '@bolajon/contract';

/** The edit form's age when the user has none yet (spec section 5). */
export const DEFAULT_AGE = 8;

export interface ProfileFormValues {
  avatar: Avatar;
  name: string;
  /** As typed: the number field's text. */
  age: string;
}

export interface ProfileFormErrors {
  name?: 'nameTooShort';
  age?: 'ageRange';
}

export type ProfileFormResult =
  { ok: true; body: Required<UpdateMeRequest> } | { ok: false; errors: ProfileFormErrors };

export function initialProfileForm(user: User): ProfileFormValues {
  return { avatar: user.avatar, name: user.name, age: String(user.age ?? DEFAULT_AGE) };
}

/**
 * Checks the form with the contract's own PUT /users/me schema (the server checks the same):
 * a name of at least 2 characters after trimming, a whole age from 1 to 120. The body it gives
 * carries the trimmed name.
 */
export function validateProfileForm(values: ProfileFormValues): ProfileFormResult {
  const text = values.age.trim();
  const age = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  const parsed = updateMeRequestSchema.safeParse({ name: values.name, age, avatar: values.avatar });
  if (parsed.success) {
    const { name, age: validAge, avatar } = parsed.data;
    if (name !== undefined && validAge !== undefined && avatar !== undefined) {
      return { ok: true, body: { name, age: validAge, avatar } };
    }
  }
  const fields = new Set(parsed.error?.issues.map((issue) => issue.path[0]) ?? []);
  const errors: ProfileFormErrors = {};
  if (fields.has('name')) errors.name = 'nameTooShort';
  if (fields.has('age')) errors.age = 'ageRange';
  return { ok: false, errors };
}
