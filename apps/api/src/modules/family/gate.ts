import {
  createHash,
  createHmac,
  randomInt,
  scrypt,
  timingSafeEqual,
  randomBytes,
} from 'node:crypto';
import { promisify } from 'node:util';
import {
  GATE_FACTOR_MAX,
  GATE_FACTOR_MIN,
  GROWN_UP_SECONDS,
  type GateQuestion,
} from '@bolajon/contract';
import { SignJWT, jwtVerify } from 'jose';

/*
 * The grown-up gate (ADR 0036). The question is a product of two numbers the client writes out
 * in words; the server signs the numbers with the family and an expiry, so it keeps no state for
 * a question and a challenge of one family opens nothing for another. A passed gate is a short
 * JWT of its own audience, never an access token.
 */

/** How long a question may be answered. */
export const CHALLENGE_SECONDS = 5 * 60;
const PASS_AUDIENCE = 'bolajon-grown-up';
const PASS_ISSUER = 'bolajon-api';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

export function createGate(secret: string) {
  const challengeKey = createHash('sha256').update(`gate-challenge:${secret}`).digest();
  const passKey = createHash('sha256').update(`grown-up-pass:${secret}`).digest();
  const mac = (text: string) => createHmac('sha256', challengeKey).update(text).digest('base64url');

  return {
    /** A new question for the family: two factors from the CSPRNG, signed with an expiry. */
    question(familyId: number, nowMs: number): GateQuestion {
      const left = randomInt(GATE_FACTOR_MIN, GATE_FACTOR_MAX + 1);
      const right = randomInt(GATE_FACTOR_MIN, GATE_FACTOR_MAX + 1);
      const expires = nowMs + CHALLENGE_SECONDS * 1000;
      const body = `${left}.${right}.${expires}`;
      return { kind: 'product', left, right, challenge: `${body}.${mac(`${familyId}.${body}`)}` };
    },

    /**
     * Whether `answer` (as typed: digits, maybe with spaces around) is the product of the
     * family's challenge; a challenge that is forged, another family's or expired is 'invalid'.
     */
    checkAnswer(
      familyId: number,
      challenge: string,
      answer: string,
      nowMs: number,
    ): 'right' | 'wrong' | 'invalid' {
      const parts = challenge.split('.');
      if (parts.length !== 4) return 'invalid';
      const [left, right, expires, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(mac(`${familyId}.${left}.${right}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      if (!(Number(expires) > nowMs)) return 'invalid';
      const typed = answer.trim();
      if (!/^\d{1,4}$/.test(typed)) return 'wrong';
      return Number(typed) === Number(left) * Number(right) ? 'right' : 'wrong';
    },

    async signPass(familyId: number): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(familyId))
        .setAudience(PASS_AUDIENCE)
        .setIssuer(PASS_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${GROWN_UP_SECONDS}s`)
        .sign(passKey);
    },

    /** Whether `token` is a live pass of this family (another family's pass opens nothing). */
    async passIsValid(token: string, familyId: number): Promise<boolean> {
      try {
        const { payload } = await jwtVerify(token, passKey, {
          algorithms: ['HS256'],
          audience: PASS_AUDIENCE,
          issuer: PASS_ISSUER,
          requiredClaims: ['exp', 'sub'],
        });
        return payload.sub === String(familyId);
      } catch {
        return false;
      }
    },
  };
}

export type Gate = ReturnType<typeof createGate>;

/** scrypt of the PIN with a fresh salt, as "salt:hash" in hex. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(pin, salt, 32);
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

export async function pinMatches(stored: string, pin: string): Promise<boolean> {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(pin, Buffer.from(saltHex, 'hex'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
