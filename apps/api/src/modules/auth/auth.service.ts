import { randomUUID } from 'node:crypto';
import {
  SMS_RESEND_SECONDS,
  errorCodes,
  parsePhone,
  type LoginResponse,
  type TokenPair,
} from '@bolajon/contract';
import type { Avatar } from '@bolajon/contract';
import type { Transaction } from '../../db/client.js';
import { AppError, notFound, tooManyRequests } from '../../errors.js';
import {
  createHourlyLimiter,
  describeWait,
  type RateLimitRepository,
} from '../../plugins/rate-limit.js';
import type { SmsSender } from '../../sms/index.js';
import { SmsDeliveryError } from '../../sms/index.js';
import { renderCodeMessage } from '../../sms/sender.js';
import type { UsersService } from '../users/users.service.js';
import type { AuthRepository, CodePurpose, CodeTimesQuery } from './auth.repository.js';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  REFRESH_GRACE_SECONDS,
  REFRESH_TOKEN_DAYS,
  hashRefreshToken,
  type AccessClaims,
  type TokenService,
} from './tokens.js';

export const CODE_LIMITS = {
  perPhoneHour: 5,
  perPhoneDay: 10,
  perAddressHour: 20,
  /**
   * Register, login and send-code calls from one client address that sent no code: each answers
   * whether a phone is registered (the spec shows it under the field), so they are capped like
   * the codes themselves (ADR 0025).
   */
  phoneLookupsPerAddressHour: 20,
  /** Failed verify-code tries from one client address, whichever phones they name. */
  wrongCodesPerAddressHour: 10,
} as const;

/** How long an address the owner signed in from stays trusted for the phone's code limits. */
export const VERIFIED_ADDRESS_DAYS = 90;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** When the recent codes were asked for, newest first: the phone's in the last day, the address's in the last hour. */
export interface RecentCodes {
  phone: Date[];
  address: Date[];
}

/**
 * Whether a new code may be sent now, given when the recent ones were asked for (newest first);
 * if not, why and the real wait: until the code that holds the tightest limit ages out of it.
 */
export function codeLimitRefusal(
  recent: RecentCodes,
  at: Date,
): { message: string; retryAfterSeconds: number } | null {
  const t = at.getTime();
  const refusals: { message: string; retryAfterSeconds: number }[] = [];
  /** Refused while `limit` codes lie in the window; open again when the limit-th newest leaves it. */
  const check = (
    times: Date[],
    windowMs: number,
    limit: number,
    message: (wait: number) => string,
  ) => {
    const inWindow = times.filter((time) => time.getTime() > t - windowMs);
    const holding = inWindow[limit - 1];
    if (!holding) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((holding.getTime() + windowMs - t) / 1000));
    refusals.push({ message: message(retryAfterSeconds), retryAfterSeconds });
  };
  check(recent.phone, MINUTE_MS, 1, (wait) => `Wait ${wait} seconds before asking for a new code`);
  check(
    recent.phone,
    HOUR_MS,
    CODE_LIMITS.perPhoneHour,
    (wait) => `Too many codes for this phone in the last hour; try again in ${describeWait(wait)}`,
  );
  check(
    recent.phone,
    DAY_MS,
    CODE_LIMITS.perPhoneDay,
    (wait) => `Too many codes for this phone today; try again in ${describeWait(wait)}`,
  );
  check(
    recent.address,
    HOUR_MS,
    CODE_LIMITS.perAddressHour,
    (wait) => `Too many codes requested from this network; try again in ${describeWait(wait)}`,
  );
  return refusals.reduce<(typeof refusals)[number] | null>(
    (longest, refusal) =>
      longest && longest.retryAfterSeconds >= refusal.retryAfterSeconds ? longest : refusal,
    null,
  );
}

/**
 * The codes {@link codeLimitRefusal} looks at for a request at `at`: the phone's of the last day
 * and the address's of the last hour. From an address the phone's owner signed in from
 * (`trusted`), only the phone's codes asked for from that address count: codes others asked for
 * do not lock the owner out (ADR 0025).
 */
export function countedCodes(input: {
  phone: string;
  clientAddress: string;
  at: Date;
  trusted: boolean;
}): { phone: CodeTimesQuery; address: CodeTimesQuery } {
  const { phone, clientAddress, at } = input;
  return {
    phone: {
      phone,
      ...(input.trusted ? { clientAddress } : {}),
      since: new Date(at.getTime() - DAY_MS),
    },
    address: { clientAddress, since: new Date(at.getTime() - HOUR_MS) },
  };
}

/**
 * Reads the codes the limits look at and, unless {@link codeLimitRefusal} refuses (429), reserves
 * a row for the new one, in one transaction under the client address's and the phone's locks:
 * requests at once cannot both pass the 60-second rule or the per-address cap, on any number of
 * processes. Every reserved row counts from then on, sent or not. The address is trusted
 * ({@link countedCodes}) when the owner signed in from it since `trustedSince`.
 */
export function reserveCode(
  deps: { repo: AuthRepository; transaction: Transaction },
  input: {
    phone: string;
    purpose: CodePurpose;
    codeHash: string;
    /** The client's address key (lib/address-key.ts). */
    clientAddress: string;
    now: Date;
    expiresAt: Date;
    trustedSince: Date;
  },
): Promise<number> {
  const { repo } = deps;
  const { phone, clientAddress, now } = input;
  return deps.transaction(async (tx) => {
    await repo.lockCodeRequests(clientAddress, phone, tx);
    const trusted = await repo.signedInFrom(phone, clientAddress, input.trustedSince, tx);
    const counted = countedCodes({ phone, clientAddress, at: now, trusted });
    const recent: RecentCodes = {
      phone: await repo.codeTimes(counted.phone, tx),
      address: await repo.codeTimes(counted.address, tx),
    };
    const refusal = codeLimitRefusal(recent, now);
    if (refusal) throw tooManyRequests(refusal.message, refusal.retryAfterSeconds);
    return repo.insertCode(
      {
        phone,
        purpose: input.purpose,
        codeHash: input.codeHash,
        clientAddress,
        expiresAt: input.expiresAt,
        createdAt: now,
      },
      tx,
    );
  });
}

/** A registration's first child, created with the pending family (ADR 0036). */
export interface PendingFamily {
  name: string;
  avatar: Avatar;
}

export interface AuthServiceDeps {
  repo: AuthRepository;
  transaction: Transaction;
  /** Shared rate-limit counters: failed verify-code tries per client address. */
  rateLimits: RateLimitRepository;
  users: Pick<UsersService, 'findVerified'>;
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

  const wrongCodes = createHourlyLimiter({
    repo: deps.rateLimits,
    prefix: 'verify:',
    limit: CODE_LIMITS.wrongCodesPerAddressHour,
    now,
    log: deps.log,
  });

  const phoneLookups = createHourlyLimiter({
    repo: deps.rateLimits,
    prefix: 'lookup:',
    limit: CODE_LIMITS.phoneLookupsPerAddressHour,
    now,
    log: deps.log,
  });

  /**
   * Runs a call that tells whether a phone is registered under the per-address lookup cap. A
   * call that goes on to reserve a code gives its lookup back: the code caps count it instead.
   */
  async function lookUpPhone<T>(
    clientAddress: string,
    answer: (codeReserved: () => void) => Promise<T>,
  ): Promise<T> {
    const taken = await phoneLookups.take(clientAddress);
    if (!taken.ok) {
      throw tooManyRequests(
        `Too many phone numbers checked from this network; try again in ${describeWait(taken.retryAfterSeconds)}`,
        taken.retryAfterSeconds,
      );
    }
    let reserved = false;
    try {
      return await answer(() => {
        reserved = true;
      });
    } finally {
      if (reserved) {
        await taken
          .uncount()
          .catch((error: unknown) =>
            deps.log.warn({ reason: String(error) }, 'phone lookup not given back'),
          );
      }
    }
  }

  /**
   * The gateway took the code: it is now the phone's only live code. For a registration the
   * pending user is created, or renamed while never confirmed, only now: a refused request
   * changes nothing.
   */
  function confirmCodeSent(id: number, phone: string, at: Date, pending?: PendingFamily) {
    return deps.transaction(async (tx) => {
      await deps.repo.markCodeSent(id, at, tx);
      await deps.repo.voidOtherCodes(phone, id, at, tx);
      if (pending !== undefined) await deps.repo.savePendingUser(phone, pending, at, tx);
    });
  }

  /**
   * Reserves a code under the limits, hands it to the gateway, and only then records it as sent
   * (and, for a registration, creates or renames the pending user). An attempt that reached the
   * gateway counts toward the limits however it ended; a request refused before it changes nothing.
   */
  async function sendCode(
    phone: string,
    purpose: CodePurpose,
    clientAddress: string,
    codeReserved: () => void,
    pending?: PendingFamily,
  ) {
    const country = parsePhone(phone)?.country;
    if (!country || !deps.allowedCountries.includes(country)) {
      throw new AppError(
        400,
        errorCodes.phoneCountryNotAllowed,
        'SMS codes cannot be sent to this phone number country',
      );
    }
    const code = deps.tokens.newCode();
    const reservedAt = now();
    const id = await reserveCode(deps, {
      phone,
      purpose,
      clientAddress,
      codeHash: deps.tokens.hashCode(phone, purpose, code),
      now: reservedAt,
      expiresAt: new Date(reservedAt.getTime() + CODE_TTL_SECONDS * 1000),
      trustedSince: new Date(reservedAt.getTime() - VERIFIED_ADDRESS_DAYS * DAY_MS),
    });
    codeReserved();
    try {
      await deps.sms.send(phone, renderCodeMessage(deps.messageTemplate, code));
    } catch (error) {
      await deps.repo.voidCode(id, now());
      if (error instanceof SmsDeliveryError) {
        deps.log.warn({ provider: deps.sms.name, reason: error.message }, 'sms not delivered');
        // The attempt counts: the next may be asked for once the minute since it has passed.
        const wait = Math.ceil(
          (reservedAt.getTime() + SMS_RESEND_SECONDS * 1000 - now().getTime()) / 1000,
        );
        throw new AppError(
          503,
          errorCodes.smsUnavailable,
          'The SMS could not be sent; try again in a minute',
          { retryAfterSeconds: Math.max(1, wait) },
        );
      }
      throw error;
    }
    await confirmCodeSent(id, phone, now(), pending);
    return { sent: true as const, phone, resendAfterSeconds: SMS_RESEND_SECONDS };
  }

  async function checkCode(
    phone: string,
    code: string,
    clientAddress: string,
  ): Promise<LoginResponse> {
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
    await deps.repo.rememberVerifiedAddress(phone, clientAddress, at);
    const familyExpiry = new Date(at.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
    // The session starts with the family's first child; "who is playing?" switches it.
    const user = await deps.users.findVerified(userRow.id, null);
    if (!user) throw invalidCode();
    const tokens = await issueTokens(userRow.id, user.id, randomUUID(), familyExpiry);
    return { ...tokens, user };
  }

  async function issueTokens(
    userId: number,
    childId: number,
    familyId: string,
    expiresAt: Date,
  ): Promise<TokenPair> {
    const refresh = deps.tokens.newRefreshToken();
    await deps.repo.insertRefreshToken({
      userId,
      childId,
      familyId,
      tokenHash: refresh.hash,
      expiresAt,
      now: now(),
    });
    return {
      accessToken: await accessTokenFor(userId, familyId, childId),
      refreshToken: refresh.token,
    };
  }

  /**
   * Marks a live token rotated and stores its successor in one transaction, returning the
   * rotated row; of two parallel calls only one gets it, and the other, once it sees the token
   * rotated, also sees the successor.
   */
  function rotate(tokenHash: string, successorHash: string, at: Date) {
    return deps.transaction(async (tx) => {
      const row = await deps.repo.rotateLiveToken(tokenHash, at, tx);
      if (!row) return undefined;
      await deps.repo.insertRefreshToken(
        {
          userId: row.userId,
          childId: row.childId,
          familyId: row.familyId,
          tokenHash: successorHash,
          expiresAt: row.expiresAt,
          now: at,
        },
        tx,
      );
      return row;
    });
  }

  /**
   * An access token for the family's current role, naming the session (refresh family) it is of
   * and the child who plays: `childId` while it is the family's, else the family's first child.
   */
  async function accessTokenFor(
    userId: number,
    familyId: string,
    childId: number | null,
  ): Promise<string> {
    const identity = await deps.repo.sessionIdentity(userId, childId);
    if (!identity) throw new AppError(401, errorCodes.invalidRefreshToken, 'Session has ended');
    return deps.tokens.signAccessToken({
      userId,
      childId: identity.childId,
      role: identity.role,
      sessionId: familyId,
    });
  }

  return {
    /** `clientAddress` here and below is the client's address key (lib/address-key.ts). */
    register(phone: string, pending: PendingFamily, clientAddress: string) {
      return lookUpPhone(clientAddress, async (codeReserved) => {
        const existing = await deps.repo.findUserByPhone(phone);
        if (existing?.phoneVerifiedAt) {
          throw new AppError(
            409,
            errorCodes.phoneAlreadyRegistered,
            'This phone number is already registered; sign in instead',
          );
        }
        return sendCode(phone, 'register', clientAddress, codeReserved, pending);
      });
    },

    login(phone: string, clientAddress: string) {
      return lookUpPhone(clientAddress, async (codeReserved) => {
        const user = await deps.repo.findUserByPhone(phone);
        if (!user?.phoneVerifiedAt) {
          throw new AppError(
            404,
            errorCodes.phoneNotRegistered,
            'This phone number is not registered; sign up first',
          );
        }
        return sendCode(phone, 'login', clientAddress, codeReserved);
      });
    },

    /** A new code for whichever step the phone is at: sign-in, or a registration not yet confirmed. */
    resend(phone: string, clientAddress: string) {
      return lookUpPhone(clientAddress, async (codeReserved) => {
        const user = await deps.repo.findUserByPhone(phone);
        if (!user) {
          throw new AppError(
            404,
            errorCodes.phoneNotRegistered,
            'This phone number is not registered',
          );
        }
        const purpose = user.phoneVerifiedAt ? 'login' : 'register';
        return sendCode(phone, purpose, clientAddress, codeReserved);
      });
    },

    /**
     * Every try counts against the client address (CODE_LIMITS.wrongCodesPerAddressHour) until
     * it succeeds: one address cannot guess across many phones.
     */
    async verifyCode(phone: string, code: string, clientAddress: string): Promise<LoginResponse> {
      const taken = await wrongCodes.take(clientAddress);
      if (!taken.ok) {
        throw tooManyRequests(
          `Too many wrong codes from this network; try again in ${describeWait(taken.retryAfterSeconds)}`,
          taken.retryAfterSeconds,
        );
      }
      const signedIn = await checkCode(phone, code, clientAddress);
      await taken
        .uncount()
        .catch((error: unknown) =>
          deps.log.warn({ reason: String(error) }, 'verify-code try not given back'),
        );
      return signedIn;
    },

    /**
     * Rotation with reuse detection. A token rotates to one successor (TokenService's
     * successorRefreshToken): the same token presented again within REFRESH_GRACE_SECONDS of its
     * rotation — a parallel request of the same client, another tab, a retry — gets that same
     * successor while it is unused, so a client that refreshes once per request stays signed in.
     * Later, or once the successor has itself been rotated, reuse revokes the whole family.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const at = now();
      const hash = hashRefreshToken(refreshToken);
      const successor = deps.tokens.successorRefreshToken(refreshToken);
      const rotated = await rotate(hash, successor.hash, at);
      if (rotated) {
        return {
          accessToken: await accessTokenFor(rotated.userId, rotated.familyId, rotated.childId),
          refreshToken: successor.token,
        };
      }

      const known = await deps.repo.findRefreshToken(hash);
      const withinGrace =
        known?.revokedReason === 'rotated' &&
        known.revokedAt !== null &&
        at.getTime() - known.revokedAt.getTime() < REFRESH_GRACE_SECONDS * 1000;
      if (known && withinGrace) {
        const next = await deps.repo.findRefreshToken(successor.hash);
        if (next && next.familyId === known.familyId && !next.revokedAt && next.expiresAt > at) {
          return {
            accessToken: await accessTokenFor(next.userId, next.familyId, next.childId),
            refreshToken: successor.token,
          };
        }
        throw new AppError(
          409,
          errorCodes.refreshInProgress,
          'This session was just refreshed by another request; use the tokens it received',
        );
      }
      if (known && (known.revokedReason === 'rotated' || known.revokedReason === 'reuse')) {
        await deps.repo.revokeFamily(known.familyId, 'reuse', at);
        deps.log.warn({ userId: known.userId }, 'refresh token reused; session family revoked');
      }
      throw new AppError(401, errorCodes.invalidRefreshToken, 'Session has ended; sign in again');
    },

    /**
     * Makes `childId` the child who plays in this session (ADR 0036): the session's live refresh
     * tokens remember it, and a new access token names it. A child of another family, or one
     * removed, is a 404 — the token's family is the only one a child id is looked up in.
     */
    async switchChild(claims: AccessClaims, childId: number) {
      const identity = await deps.repo.sessionIdentity(claims.userId, childId);
      if (!identity)
        throw new AppError(401, errorCodes.unauthorized, 'This account no longer exists');
      if (identity.childId !== childId) throw notFound('Child not found');
      const child = await deps.repo.childOf(claims.userId, childId);
      if (!child) throw notFound('Child not found');
      if (claims.sessionId) await deps.repo.setSessionChild(claims.sessionId, childId);
      const accessToken = await deps.tokens.signAccessToken({
        userId: claims.userId,
        childId,
        role: identity.role,
        ...(claims.sessionId ? { sessionId: claims.sessionId } : {}),
      });
      return {
        accessToken,
        child: { id: child.id, name: child.name, age: child.age, avatar: child.avatar },
      };
    },

    /**
     * Ends the session the refresh token belongs to, and the one the access token names (its
     * `sid`): logout with no body, as the spec sends it, still ends the caller's session.
     */
    async logout(refreshToken: string | undefined, sessionId: string | undefined) {
      const at = now();
      if (refreshToken) {
        const known = await deps.repo.findRefreshToken(hashRefreshToken(refreshToken));
        if (known) await deps.repo.revokeFamily(known.familyId, 'logout', at);
      }
      if (sessionId) await deps.repo.revokeFamily(sessionId, 'logout', at);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
