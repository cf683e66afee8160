import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_SECONDS,
  JWT_AUDIENCE,
  JWT_ISSUER,
  VERIFIED_TOKENS_MAX,
  createTokenService,
} from './tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyAccessToken', () => {
  it('gives the claims of a token it signed, again from memory on the next call', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.signAccessToken({ userId: 7, childId: 9, role: 'learner' });
    expect(await tokens.verifyAccessToken(token)).toEqual({
      userId: 7,
      childId: 9,
      role: 'learner',
    });
    expect(await tokens.verifyAccessToken(token)).toEqual({
      userId: 7,
      childId: 9,
      role: 'learner',
    });
  });

  it('refuses a known token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-12T09:00:00Z'));
    const tokens = createTokenService(SECRET);
    const token = await tokens.signAccessToken({ userId: 7, childId: 9, role: 'learner' });
    expect(await tokens.verifyAccessToken(token)).not.toBeNull(); // now remembered
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_SECONDS - 1) * 1000);
    expect(await tokens.verifyAccessToken(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 2000);
    expect(await tokens.verifyAccessToken(token)).toBeNull();
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  it('refuses a remembered token changed in one character, and one signed with another key', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.signAccessToken({ userId: 7, childId: 9, role: 'learner' });
    await tokens.verifyAccessToken(token);
    const [head, body, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.at(-2) === 'A' ? 'B' : 'A'}${signature!.at(-1)}`;
    expect(await tokens.verifyAccessToken(`${head}.${body}.${flipped}`)).toBeNull();
    const adminBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(await tokens.verifyAccessToken(`${head}.${adminBody}.${signature}`)).toBeNull();
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setAudience(JWT_AUDIENCE)
      .setIssuer(JWT_ISSUER)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-too'));
    expect(await tokens.verifyAccessToken(forged)).toBeNull();
  });

  it('keeps at most VERIFIED_TOKENS_MAX tokens and still verifies one that was dropped', async () => {
    const tokens = createTokenService(SECRET);
    const first = await tokens.signAccessToken({ userId: 1, childId: 1, role: 'learner' });
    await tokens.verifyAccessToken(first);
    const many = await Promise.all(
      Array.from({ length: VERIFIED_TOKENS_MAX }, (_, i) =>
        tokens.signAccessToken({ userId: i + 2, childId: i + 2, role: 'learner' }),
      ),
    );
    for (const token of many) await tokens.verifyAccessToken(token);
    expect(await tokens.verifyAccessToken(first)).toEqual({
      userId: 1,
      childId: 1,
      role: 'learner',
    });
  });
});
