import { z } from 'zod';
import { smsCodeSchema } from './auth.js';
import { parsePhone } from './phone.js';
import { avatarSchema, childNameSchema } from './user.js';

// The requests that carry a phone as typed: they need the phone-number parser (libphonenumber,
// about half the contract's weight in the browser), so they live apart from the rest, and
// `@bolajon/contract/core` (what reading the API's answers needs) goes without them.

/** A phone as typed; the result is its E.164 form. */
export const phoneSchema = z
  .string({ error: 'phone is required' })
  .max(32, 'phone is too long')
  .transform((value, ctx) => {
    const parsed = parsePhone(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'Invalid phone number' });
      return z.NEVER;
    }
    return parsed.e164;
  });

export const sendCodeRequestSchema = z.strictObject({ phoneNumber: phoneSchema });
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;

/**
 * The name is the first child's (ADR 0036); the avatar, boy or girl, is asked with it (absent: the
 * first child gets the boy, as before).
 */
export const registerRequestSchema = z.strictObject({
  phone: phoneSchema,
  name: childNameSchema,
  avatar: avatarSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({ phone: phoneSchema });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const verifyCodeRequestSchema = z.strictObject({ phone: phoneSchema, code: smsCodeSchema });
export type VerifyCodeRequest = z.input<typeof verifyCodeRequestSchema>;

export const devOutboxQuerySchema = z.strictObject({ phone: phoneSchema });
