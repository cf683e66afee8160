import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, smsCodes } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, uniquePhone, type TestContext } from '../../test/app.js';
import { transactionOn } from '../../db/client.js';
import type { AppError } from '../../errors.js';
import { createAuthRepository } from './auth.repository.js';
import { CODE_LIMITS, reserveCode } from './auth.service.js';

// Issue 18: limits that hold across processes and addresses, and sessions the spec's client
// can keep and end. Each test failed before its fix.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let counter = 0;
const freshAddress = () => `198.19.${Math.floor(++counter / 250)}.${counter % 250}`;
const post = (url: string, payload: object, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });
const minutes = (n: number) => n * 60_000;

describe('the per-address code cap holds for requests at once', () => {
  it(`sends exactly ${CODE_LIMITS.perAddressHour} codes for 40 parallel registers from one address`, async () => {
    const address = freshAddress();
    const before = ctx.sms.sent.length;
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        post('/user-auth/register', { phone: uniquePhone(), name: 'Parallel' }, address),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODE_LIMITS.perAddressHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - CODE_LIMITS.perAddressHour);
    expect(ctx.sms.sent.length - before).toBe(CODE_LIMITS.perAddressHour);
  });

  it('reserves exactly the cap for 40 reservations at once, each transaction on its own connection', async () => {
    // The HTTP test above is also held by the lookup cap; this one takes the reservation alone.
    const db = ctx.database.db;
    const deps = { repo: createAuthRepository(db), transaction: transactionOn(db) };
    const address = freshAddress();
    const at = ctx.clock.now();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        reserveCode(deps, {
          phone: uniquePhone(),
          purpose: 'register',
          codeHash: 'x',
          clientAddress: address,
          now: at,
          expiresAt: new Date(at.getTime() + minutes(5)),
          trustedSince: new Date(0),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(
      CODE_LIMITS.perAddressHour,
    );
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals.map((reason) => (reason as AppError).status)).toEqual(
      Array(40 - CODE_LIMITS.perAddressHour).fill(429),
    );
  });
});

describe('per-address limits count an address however it is written, and IPv6 by its /64', () => {
  it('caps codes across one /64 and across spellings of one address', async () => {
    const send = (remoteAddress: string) =>
      post('/user-auth/register', { phone: uniquePhone(), name: 'Six' }, remoteAddress);
    for (let i = 0; i < CODE_LIMITS.perAddressHour; i += 1) {
      expect((await send(`2001:db8:77:1::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    }
    for (const other of ['2001:db8:77:1::ffff', '2001:DB8:77:1:0:0:0:2', '2001:db8:77:1:1:2:3:4']) {
      expect((await send(other)).statusCode, other).toBe(429);
    }
    expect((await send('2001:db8:77:2::1')).statusCode).toBe(200);

    for (let i = 0; i < CODE_LIMITS.perAddressHour; i += 1) {
      expect((await send('::ffff:203.0.113.77')).statusCode).toBe(200);
    }
    expect((await send('203.0.113.77')).statusCode).toBe(429);
    const stored = await ctx.database.db.query.smsCodes.findMany({
      where: eq(smsCodes.clientAddress, '2001:db8:77:1::/64'),
    });
    expect(stored).toHaveLength(CODE_LIMITS.perAddressHour);
  });

  it('caps wrong codes across one /64', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Guess' }, freshAddress());
    const guess = (remoteAddress: string) =>
      post('/user-auth/verify-code', { phone, code: '0000' }, remoteAddress);
    for (let i = 0; i < CODE_LIMITS.wrongCodesPerAddressHour; i += 1) {
      // Up to five tries per code; a fresh code keeps the address limit the one that bites.
      if (i === 5) {
        ctx.clock.advance(minutes(2));
        await post('/user-auth/send-code', { phoneNumber: phone }, freshAddress());
      }
      expect([400, 429]).toContain((await guess(`2001:db8:88:1::${i + 1}`)).statusCode);
    }
    const refused = await guess('2001:db8:88:1:ffff::1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/wrong codes from this network/);
  });
});

describe('phone lookups: who is registered is not free to ask', () => {
  it(`answers ${CODE_LIMITS.phoneLookupsPerAddressHour} lookups of unknown phones an hour from one address, then 429`, async () => {
    const address = freshAddress();
    for (let i = 0; i < CODE_LIMITS.phoneLookupsPerAddressHour; i += 1) {
      const login = await post('/user-auth/login', { phone: uniquePhone() }, address);
      expect(login.statusCode).toBe(404);
    }
    const refused = await post('/user-auth/login', { phone: uniquePhone() }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/phone numbers checked from this network/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const register = await post(
      '/user-auth/register',
      { phone: uniquePhone(), name: 'Aziz' },
      address,
    );
    expect(register.statusCode).toBe(429);
  });

  it('counts 409 for known phones too, and not the calls that send a code', async () => {
    const known = await signUp(ctx);
    const address = freshAddress();
    // Codes sent count under the code caps instead: these leave every lookup free.
    for (let i = 0; i < 3; i += 1) {
      const sent = await post(
        '/user-auth/register',
        { phone: uniquePhone(), name: 'Bobur' },
        address,
      );
      expect(sent.statusCode).toBe(200);
    }
    for (let i = 0; i < CODE_LIMITS.phoneLookupsPerAddressHour; i += 1) {
      const taken = await post(
        '/user-auth/register',
        { phone: known.phone, name: 'Bobur' },
        address,
      );
      expect(taken.statusCode).toBe(409);
    }
    const refused = await post(
      '/user-auth/register',
      { phone: known.phone, name: 'Bobur' },
      address,
    );
    expect(refused.statusCode).toBe(429);
  });
});

describe('someone else cannot lock a family out of sign-in', () => {
  it('sends the owner a code from an address it signed in from, after others used up the phone', async () => {
    const home = freshAddress();
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Owner' }, home);
    const verified = await post(
      '/user-auth/verify-code',
      { phone, code: ctx.sms.lastCode(phone) },
      home,
    );
    expect(verified.statusCode).toBe(200);

    ctx.clock.advance(minutes(2));
    const attacker = freshAddress();
    // The registration's code was the hour's first: the others use up the rest.
    for (let i = 0; i < CODE_LIMITS.perPhoneHour - 1; i += 1) {
      expect((await post('/user-auth/login', { phone }, attacker)).statusCode).toBe(200);
      ctx.clock.advance(minutes(1) + 1_000);
    }
    expect((await post('/user-auth/login', { phone }, attacker)).statusCode).toBe(429);
    expect((await post('/user-auth/login', { phone }, freshAddress())).statusCode).toBe(429);

    const owner = await post('/user-auth/login', { phone }, home);
    expect(owner.statusCode).toBe(200);
    const signedIn = await post(
      '/user-auth/verify-code',
      { phone, code: ctx.sms.lastCode(phone) },
      home,
    );
    expect(signedIn.statusCode).toBe(200);
  });

  it('still holds the owner’s own address to the phone limits', async () => {
    const home = freshAddress();
    const session = await signUp(ctx, 'Owner', uniquePhone());
    const phone = session.phone;
    await post('/user-auth/login', { phone }, home);
    await post('/user-auth/verify-code', { phone, code: ctx.sms.lastCode(phone) }, home);
    for (let i = 0; i < CODE_LIMITS.perPhoneHour - 1; i += 1) {
      ctx.clock.advance(minutes(1) + 1_000);
      expect((await post('/user-auth/login', { phone }, home)).statusCode).toBe(200);
    }
    ctx.clock.advance(minutes(1) + 1_000);
    expect((await post('/user-auth/login', { phone }, home)).statusCode).toBe(429);
  });
});

describe('logout as the spec sends it', () => {
  it('ends the session named by the access token when the body is empty', async () => {
    const session = await signUp(ctx);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/logout',
      headers: bearer(session.accessToken),
    });
    expect(logout.statusCode).toBe(200);
    const refresh = await post(
      '/user-auth/refresh-token',
      { refreshToken: session.refreshToken },
      freshAddress(),
    );
    expect(refresh.statusCode).toBe(401);
    const rows = await ctx.database.db.query.refreshTokens.findMany({
      where: eq(refreshTokens.userId, session.familyId),
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.revokedReason === 'logout')).toBe(true);
  });

  it('ends only that session: another sign-in of the same family stays', async () => {
    const first = await signUp(ctx);
    const phone = first.phone;
    ctx.clock.advance(minutes(2));
    const home = freshAddress();
    await post('/user-auth/login', { phone }, home);
    const second = (
      await post('/user-auth/verify-code', { phone, code: ctx.sms.lastCode(phone) }, home)
    ).json();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/logout',
      headers: bearer(first.accessToken),
    });
    const kept = await post(
      '/user-auth/refresh-token',
      { refreshToken: second.refreshToken },
      home,
    );
    expect(kept.statusCode).toBe(200);
  });

  it('answers 200 and ends nothing with neither a body nor a valid token', async () => {
    const session = await signUp(ctx);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/user-auth/logout' });
    expect(anonymous.statusCode).toBe(200);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/logout',
      headers: bearer(`${session.accessToken}x`),
    });
    expect(forged.statusCode).toBe(200);
    const refresh = await post(
      '/user-auth/refresh-token',
      { refreshToken: session.refreshToken },
      freshAddress(),
    );
    expect(refresh.statusCode).toBe(200);
  });
});
