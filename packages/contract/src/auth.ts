import { z } from 'zod';
import { userSchema } from './user.js';

export const SMS_CODE_LENGTH = 4;
export const SMS_RESEND_SECONDS = 60;

export const smsCodeSchema = z
  .string({ error: 'code is required' })
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), `code must be ${SMS_CODE_LENGTH} digits`);

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

export const devOutboxResponseSchema = z.object({
  messages: z.array(
    z.object({ phone: z.string(), text: z.string(), code: z.string(), sentAt: z.string() }),
  ),
});
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;
