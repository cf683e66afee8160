import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@bolajon/contract';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
/** A just-rotated refresh token presented again this soon is a parallel request, not theft. */
export const REFRESH_GRACE_SECONDS = 10;
export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const JWT_AUDIENCE = 'bolajon-app';
export const JWT_ISSUER = 'bolajon-api';

/** Access tokens whose signature this process has checked, kept until they expire (bounded). */
export const VERIFIED_TOKENS_MAX = 10_000;

export interface AccessClaims {
  /** The family: the phone account (`users.id`), the token's subject. */
  userId: number;
  /**
   * The active child (ADR 0036), the `cid` claim. A token signed before families existed has
   * none: its family's first child then, which the migration gave the family's own id.
   */
  childId: number;
  role: Role;
  /**
   * The refresh-token family (one sign-in) the token was issued to, as the `sid` claim: logout
   * with no body ends that session (ADR 0025). Absent on tokens signed before it existed.
   */
  sessionId?: string;
}

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  const codeKey = createHash('sha256').update(`sms-code:${secret}`).digest();
  const successorKey = createHash('sha256').update(`refresh-successor:${secret}`).digest();
  /**
   * Every signed-in call presents its access token; checking the HMAC each time was the largest
   * single cost of a hot read. A token is the same string until it expires, so its verified
   * claims are kept by the exact string until its `exp` (oldest dropped past the bound). A token
   * that differs in any character is checked afresh.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  return {
    async signAccessToken(claims: AccessClaims): Promise<string> {
      const payload = claims.sessionId
        ? { role: claims.role, cid: claims.childId, sid: claims.sessionId }
        : { role: claims.role, cid: claims.childId };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setAudience(JWT_AUDIENCE)
        .setIssuer(JWT_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key);
    },

    /** Only HS256, with audience, issuer and expiry checked; anything else is null. */
    async verifyAccessToken(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: JWT_AUDIENCE,
          issuer: JWT_ISSUER,
          requiredClaims: ['exp', 'sub'],
        });
        const userId = Number(payload.sub);
        const role = payload['role'] === 'admin' ? 'admin' : 'learner';
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        const cid = payload['cid'] ?? userId;
        if (typeof cid !== 'number' || !Number.isSafeInteger(cid) || cid <= 0) return null;
        const sid = payload['sid'];
        const claims: AccessClaims = Object.freeze(
          typeof sid === 'string' && sid.length > 0
            ? { userId, childId: cid, role, sessionId: sid }
            : { userId, childId: cid, role },
        );
        if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAtMs: payload.exp! * 1000 });
        return claims;
      } catch {
        return null;
      }
    },

    /** A 4-digit code from the CSPRNG. */
    newCode(): string {
      return randomInt(0, 10_000).toString().padStart(4, '0');
    },

    /** Keyed hash binding the code to its phone and purpose; a stolen table reveals nothing. */
    hashCode(phone: string, purpose: string, code: string): string {
      return createHmac('sha256', codeKey).update(`${phone}|${purpose}|${code}`).digest('hex');
    },

    codeMatches(expectedHash: string, phone: string, purpose: string, code: string): boolean {
      const actual = Buffer.from(this.hashCode(phone, purpose, code), 'hex');
      const expected = Buffer.from(expectedHash, 'hex');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },

    newRefreshToken(): { token: string; hash: string } {
      const token = randomBytes(32).toString('base64url');
      return { token, hash: hashRefreshToken(token) };
    },

    /**
     * The one token a refresh token rotates to: derived from it under the server secret, so a
     * second refresh with the same token within the grace window gets the same successor
     * without the server keeping any token (idempotent rotation, ADR 0025).
     */
    successorRefreshToken(token: string): { token: string; hash: string } {
      const successor = createHmac('sha256', successorKey).update(token).digest('base64url');
      return { token: successor, hash: hashRefreshToken(successor) };
    },
  };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type TokenService = ReturnType<typeof createTokenService>;
