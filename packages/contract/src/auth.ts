import { z } from 'zod';
import { parsePhone } from './phone.js';
import { nameSchema, userSchema } from './user.js';

export const SMS_CODE_LENGTH = 4;
export const SMS_RESEND_SECONDS = 60;

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

export const smsCodeSchema = z
  .string({ error: 'code is required' })
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), `code must be ${SMS_CODE_LENGTH} digits`);

export const sendCodeRequestSchema = z.strictObject({ phoneNumber: phoneSchema });
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;

export const registerRequestSchema = z.strictObject({ phone: phoneSchema, name: nameSchema });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({ phone: phoneSchema });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const verifyCodeRequestSchema = z.strictObject({ phone: phoneSchema, code: smsCodeSchema });
export type VerifyCodeRequest = z.input<typeof verifyCodeRequestSchema>;

export const refreshTokenRequestSchema = z.strictObject({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(1).max(512),
});
export type RefreshTokenRequest = z.input<typeof refreshTokenRequestSchema>;

/** Logout takes the refresh token so the server can revoke it; an empty body is allowed. */
export const logoutRequestSchema = z
  .strictObject({ refreshToken: z.string().min(1).max(512).optional() })
  .nullish();

/** Sent after a code went out: how long until another may be asked for. */
export const codeSentResponseSchema = z.object({
  sent: z.literal(true),
  phone: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const devOutboxQuerySchema = z.strictObject({ phone: phoneSchema });
export const devOutboxResponseSchema = z.object({
  messages: z.array(
    z.object({ phone: z.string(), text: z.string(), code: z.string(), sentAt: z.string() }),
  ),
});
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;
