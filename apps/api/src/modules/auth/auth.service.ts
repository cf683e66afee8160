import { randomUUID } from 'node:crypto';
import {
  SMS_RESEND_SECONDS,
  errorCodes,
  parsePhone,
  type LoginResponse,
  type TokenPair,
} from '@bolajon/contract';
import { AppError, tooManyRequests } from '../../errors.js';
import type { SmsSender } from '../../sms/index.js';
import { SmsDeliveryError } from '../../sms/index.js';
import { renderCodeMessage } from '../../sms/sender.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AuthRepository, CodeCounts, CodePurpose } from './auth.repository.js';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  REFRESH_TOKEN_DAYS,
  hashRefreshToken,
  type TokenService,
} from './tokens.js';

export const CODE_LIMITS = { perPhoneHour: 5, perPhoneDay: 10, perAddressHour: 20 } as const;

export interface AuthServiceDeps {
  repo: AuthRepository;
  users: UsersRepository;
  tokens: TokenService;
  sms: SmsSender;
  allowedCountries: readonly string[];
  messageTemplate: string;
  now?: () => Date;
  log: { warn(obj: object, msg: string): void };
}

const invalidCode = () =>
  new AppError(400, errorCodes.invalidCode, 'The code is wrong or has expired');

export function createAuthService(deps: AuthServiceDeps) {
  const now = deps.now ?? (() => new Date());

  function checkLimits(counts: CodeCounts) {
    if (counts.phoneLastMinute > 0)
      throw tooManyRequests(`Wait ${SMS_RESEND_SECONDS} seconds before asking for a new code`);
    if (counts.phoneLastHour >= CODE_LIMITS.perPhoneHour)
      throw tooManyRequests('Too many codes for this phone in the last hour; try again later');
    if (counts.phoneLastDay >= CODE_LIMITS.perPhoneDay)
      throw tooManyRequests('Too many codes for this phone today; try again tomorrow');
    if (counts.addressLastHour >= CODE_LIMITS.perAddressHour)
      throw tooManyRequests('Too many codes requested from this network; try again later');
  }

  async function sendCode(phone: string, purpose: CodePurpose, clientAddress: string) {
    const country = parsePhone(phone)?.country;
    if (!country || !deps.allowedCountries.includes(country)) {
      throw new AppError(
        400,
        errorCodes.phoneCountryNotAllowed,
        'SMS codes cannot be sent to this phone number country',
      );
    }
    const code = deps.tokens.newCode();
    const sentAt = now();
    const id = await deps.repo.reserveCode({
      phone,
      purpose,
      clientAddress,
      codeHash: deps.tokens.hashCode(phone, purpose, code),
      now: sentAt,
      expiresAt: new Date(sentAt.getTime() + CODE_TTL_SECONDS * 1000),
      limits: checkLimits,
    });
    try {
      await deps.sms.send(phone, renderCodeMessage(deps.messageTemplate, code));
    } catch (error) {
      await deps.repo.forgetCode(id);
      if (error instanceof SmsDeliveryError) {
        deps.log.warn({ provider: deps.sms.name, reason: error.message }, 'sms not delivered');
        throw new AppError(503, errorCodes.smsUnavailable, 'The SMS could not be sent; try again');
      }
      throw error;
    }
    await deps.repo.confirmCodeSent(id, phone, now());
    return { sent: true as const, phone, resendAfterSeconds: SMS_RESEND_SECONDS };
  }

  async function issueTokens(
    userId: number,
    familyId: string,
    expiresAt: Date,
  ): Promise<TokenPair> {
    const user = await deps.repo.findUserById(userId);
    if (!user) throw new AppError(401, errorCodes.invalidRefreshToken, 'Session has ended');
    const refresh = deps.tokens.newRefreshToken();
    await deps.repo.insertRefreshToken({
      userId,
      familyId,
      tokenHash: refresh.hash,
      expiresAt,
      now: now(),
    });
    const accessToken = await deps.tokens.signAccessToken({ userId, role: user.role });
    return { accessToken, refreshToken: refresh.token };
  }

  return {
    async register(phone: string, name: string, clientAddress: string) {
      const existing = await deps.repo.findUserByPhone(phone);
      if (existing?.phoneVerifiedAt) {
        throw new AppError(
          409,
          errorCodes.phoneAlreadyRegistered,
          'This phone number is already registered; sign in instead',
        );
      }
      await deps.repo.upsertPendingUser(phone, name);
      return sendCode(phone, 'register', clientAddress);
    },

    async login(phone: string, clientAddress: string) {
      const user = await deps.repo.findUserByPhone(phone);
      if (!user?.phoneVerifiedAt) {
        throw new AppError(
          404,
          errorCodes.phoneNotRegistered,
          'This phone number is not registered; sign up first',
        );
      }
      return sendCode(phone, 'login', clientAddress);
    },

    /** A new code for whichever step the phone is at: sign-in, or a registration not yet confirmed. */
    async resend(phone: string, clientAddress: string) {
      const user = await deps.repo.findUserByPhone(phone);
      if (!user) {
        throw new AppError(
          404,
          errorCodes.phoneNotRegistered,
          'This phone number is not registered',
        );
      }
      return sendCode(phone, user.phoneVerifiedAt ? 'login' : 'register', clientAddress);
    },

    async verifyCode(phone: string, code: string): Promise<LoginResponse> {
      const at = now();
      const live = await deps.repo.latestLiveCode(phone);
      if (!live || live.expiresAt <= at) throw invalidCode();
      if (live.attempts >= CODE_MAX_ATTEMPTS) {
        throw new AppError(
          429,
          errorCodes.tooManyAttempts,
          'Too many wrong codes; ask for a new code',
        );
      }
      if (!deps.tokens.codeMatches(live.codeHash, phone, live.purpose, code)) {
        const attempts = await deps.repo.countWrongAttempt(live.id, CODE_MAX_ATTEMPTS);
        if (attempts === null) {
          throw new AppError(
            429,
            errorCodes.tooManyAttempts,
            'Too many wrong codes; ask for a new code',
          );
        }
        throw invalidCode();
      }
      if (!(await deps.repo.consumeCode(live.id, CODE_MAX_ATTEMPTS, at))) throw invalidCode();

      const userRow = await deps.repo.findUserByPhone(phone);
      if (!userRow) throw invalidCode();
      if (live.purpose === 'register') await deps.repo.markPhoneVerified(userRow.id, at);
      const familyExpiry = new Date(at.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
      const tokens = await issueTokens(userRow.id, randomUUID(), familyExpiry);
      const user = await deps.users.findVerifiedById(userRow.id);
      if (!user) throw invalidCode();
      return { ...tokens, user };
    },

    /** Rotation with reuse detection: a token that was already rotated revokes its family. */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const at = now();
      const hash = hashRefreshToken(refreshToken);
      const rotated = await deps.repo.rotateRefreshToken(hash, at);
      if (rotated) return issueTokens(rotated.userId, rotated.familyId, rotated.expiresAt);

      const known = await deps.repo.findRefreshToken(hash);
      if (known && (known.revokedReason === 'rotated' || known.revokedReason === 'reuse')) {
        await deps.repo.revokeFamily(known.familyId, 'reuse', at);
        deps.log.warn({ userId: known.userId }, 'refresh token reused; session family revoked');
      }
      throw new AppError(401, errorCodes.invalidRefreshToken, 'Session has ended; sign in again');
    },

    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const known = await deps.repo.findRefreshToken(hashRefreshToken(refreshToken));
      if (known) await deps.repo.revokeFamily(known.familyId, 'logout', now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
