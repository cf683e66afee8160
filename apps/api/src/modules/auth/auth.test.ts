import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, smsCodes, users } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, uniquePhone, type TestContext } from '../../test/app.js';
import { ACCESS_TOKEN_SECONDS, JWT_AUDIENCE, JWT_ISSUER } from './tokens.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** Each request from its own address unless a test says otherwise, so per-address limits stay out of the way. */
const post = (url: string, payload: unknown, remoteAddress = `192.0.2.${++addressCounter % 250}`) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, remoteAddress });

const minutes = (n: number) => n * 60_000;

describe('sign-up and sign-in', () => {
  it('registers a phone and name, sends a code, and signs in with it', async () => {
    const phone = uniquePhone();
    const register = await post('/user-auth/register', { phone, name: '  Aziz  ' });
    expect(register.statusCode).toBe(200);
    expect(register.json()).toEqual({ sent: true, phone, resendAfterSeconds: 60 });
    expect(register.headers['cache-control']).toBe('no-store');

    const code = ctx.sms.lastCode(phone);
    expect(ctx.sms.sent.at(-1)?.text).toBe(`Bolajon: kod ${code}`);
    const verify = await post('/user-auth/verify-code', { phone, code });
    expect(verify.statusCode).toBe(200);
    const body = verify.json();
    expect(body.user).toMatchObject({ name: 'Aziz', fullName: 'Aziz', phone, role: 'learner' });
    expect(body.user.stats).toEqual({ learningDays: 0, totalModules: 0, totalDictionaries: 0 });

    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().phone).toBe(phone);
  });

  it('accepts a phone typed with spaces and without the plus', async () => {
    const response = await post('/user-auth/register', {
      phone: '998 90 765 43 21',
      name: 'Dilnoza',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().phone).toBe('+998907654321');
  });

  it('signs in a registered phone with a login code', async () => {
    const { phone } = await signUp(ctx);
    ctx.clock.advance(minutes(2));
    const login = await post('/user-auth/login', { phone });
    expect(login.statusCode).toBe(200);
    const verify = await post('/user-auth/verify-code', { phone, code: ctx.sms.lastCode(phone) });
    expect(verify.statusCode).toBe(200);
  });

  it('answers login for an unknown phone with a message about the phone', async () => {
    const response = await post('/user-auth/login', { phone: uniquePhone() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PHONE_NOT_REGISTERED' });
    expect(response.json().message).toMatch(/phone/);
  });

  it('answers register for a known phone with a message about the phone', async () => {
    const { phone } = await signUp(ctx);
    ctx.clock.advance(minutes(2));
    const response = await post('/user-auth/register', { phone, name: 'Someone Else' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/phone/);
  });

  it('treats login before the registration code was confirmed as unknown', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Pending' });
    ctx.clock.advance(minutes(2));
    expect((await post('/user-auth/login', { phone })).statusCode).toBe(404);
  });
});

describe('codes', () => {
  it('stores only a hash of the code (no table holds the code itself)', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Hash Check' });
    const code = ctx.sms.lastCode(phone);
    const rows = await ctx.database.db.select().from(smsCodes);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(`"${code}"`);
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses a code older than 5 minutes', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Late' });
    const code = ctx.sms.lastCode(phone);
    ctx.clock.advance(minutes(5) + 1000);
    const response = await post('/user-auth/verify-code', { phone, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_CODE');
  });

  it('accepts a code once only', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Once' });
    const code = ctx.sms.lastCode(phone);
    expect((await post('/user-auth/verify-code', { phone, code })).statusCode).toBe(200);
    expect((await post('/user-auth/verify-code', { phone, code })).statusCode).toBe(400);
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Guesser' });
    const code = ctx.sms.lastCode(phone);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) {
      const response = await post('/user-auth/verify-code', { phone, code: wrong });
      expect(response.json().code).toBe('INVALID_CODE');
    }
    const right = await post('/user-auth/verify-code', { phone, code });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('TOO_MANY_ATTEMPTS');

    ctx.clock.advance(minutes(1) + 1000);
    expect((await post('/auth/send-code', { phoneNumber: phone })).statusCode).toBe(200);
    const fresh = ctx.sms.lastCode(phone);
    expect((await post('/user-auth/verify-code', { phone, code: fresh })).statusCode).toBe(200);
  });

  it('voids the previous code when a new one is sent', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Twice' });
    const first = ctx.sms.lastCode(phone);
    ctx.clock.advance(minutes(1) + 1000);
    expect((await post('/auth/send-code', { phoneNumber: phone })).statusCode).toBe(200);
    const second = ctx.sms.lastCode(phone);
    if (first !== second) {
      expect((await post('/user-auth/verify-code', { phone, code: first })).statusCode).toBe(400);
    }
    expect((await post('/user-auth/verify-code', { phone, code: second })).statusCode).toBe(200);
    const live = await ctx.database.db.query.smsCodes.findMany({
      where: (t, { and, eq, isNull }) => and(eq(t.phone, phone), isNull(t.consumedAt)),
    });
    expect(live).toHaveLength(0);
  });

  it('binds a code to its phone', async () => {
    const a = uniquePhone();
    const b = uniquePhone();
    await post('/user-auth/register', { phone: a, name: 'Phone A' });
    await post('/user-auth/register', { phone: b, name: 'Phone B' });
    const codeA = ctx.sms.lastCode(a);
    const codeB = ctx.sms.lastCode(b);
    if (codeA !== codeB) {
      expect((await post('/user-auth/verify-code', { phone: b, code: codeA })).statusCode).toBe(
        400,
      );
    }
  });
});

describe('resend throttling', () => {
  it('allows one code a minute per phone and sends nothing when refused', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Eager' });
    const before = ctx.sms.sent.length;
    const again = await post('/auth/send-code', { phoneNumber: phone });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('TOO_MANY_REQUESTS');
    expect(ctx.sms.sent.length).toBe(before);
    ctx.clock.advance(minutes(1) + 1000);
    expect((await post('/auth/send-code', { phoneNumber: phone })).statusCode).toBe(200);
  });

  it('allows 5 codes an hour and 10 a day per phone', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Hourly' });
    for (let i = 1; i < 5; i += 1) {
      ctx.clock.advance(minutes(1) + 1000);
      expect((await post('/auth/send-code', { phoneNumber: phone })).statusCode).toBe(200);
    }
    ctx.clock.advance(minutes(1) + 1000);
    const sixth = await post('/auth/send-code', { phoneNumber: phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/hour/);

    ctx.clock.advance(minutes(61));
    for (let i = 0; i < 5; i += 1) {
      ctx.clock.advance(minutes(1) + 1000);
      expect((await post('/auth/send-code', { phoneNumber: phone })).statusCode).toBe(200);
    }
    ctx.clock.advance(minutes(61));
    const eleventh = await post('/auth/send-code', { phoneNumber: phone });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/today/);
    ctx.clock.advance(minutes(24 * 60));
    expect((await post('/auth/send-code', { phoneNumber: phone })).statusCode).toBe(200);
  });

  it('allows 20 codes an hour from one client address', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 20; i += 1) {
      const response = await post(
        '/user-auth/register',
        { phone: uniquePhone(), name: 'Pump' },
        address,
      );
      expect(response.statusCode).toBe(200);
    }
    const before = ctx.sms.sent.length;
    const response = await post(
      '/user-auth/register',
      { phone: uniquePhone(), name: 'Pump' },
      address,
    );
    expect(response.statusCode).toBe(429);
    expect(ctx.sms.sent.length).toBe(before);
    ctx.clock.advance(minutes(61));
  });

  it('gives one code when two requests for a phone arrive at once', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Racer' });
    ctx.clock.advance(minutes(1) + 1000);
    const before = ctx.sms.sent.length;
    const responses = await Promise.all([
      post('/auth/send-code', { phoneNumber: phone }),
      post('/auth/send-code', { phoneNumber: phone }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(ctx.sms.sent.length).toBe(before + 1);
  });

  it('refuses a country outside SMS_ALLOWED_COUNTRIES before calling the gateway', async () => {
    const before = ctx.sms.sent.length;
    const response = await post('/user-auth/register', {
      phone: '+992 93 123 4567',
      name: 'Abroad',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PHONE_COUNTRY_NOT_ALLOWED');
    expect(response.json().message).toMatch(/phone/);
    expect(ctx.sms.sent.length).toBe(before);
  });

  it('answers 503 and records no code as sent when the gateway fails', async () => {
    const phone = uniquePhone();
    ctx.sms.failing = true;
    try {
      const response = await post('/user-auth/register', { phone, name: 'Offline' });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('SMS_UNAVAILABLE');
    } finally {
      ctx.sms.failing = false;
    }
    const rows = await ctx.database.db.query.smsCodes.findMany({
      where: (t, { eq }) => eq(t.phone, phone),
    });
    // The attempt stays to count toward the limits (holes.test.ts), void and never sent.
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).toBeNull();
    expect(rows[0]?.consumedAt).not.toBeNull();
    ctx.clock.advance(minutes(1) + 1000);
    expect((await post('/user-auth/register', { phone, name: 'Offline' })).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

  it('issues access tokens of at most 15 minutes', async () => {
    const { accessToken } = await signUp(ctx);
    const payload = JSON.parse(
      Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(ACCESS_TOKEN_SECONDS);
    expect(payload.aud).toBe(JWT_AUDIENCE);
  });

  it('refuses alg none, another algorithm, a wrong audience and an expired token', async () => {
    const { familyId } = await signUp(ctx);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = { sub: String(familyId), aud: JWT_AUDIENCE, iss: JWT_ISSUER, role: 'admin' };
    const now = Math.floor(Date.now() / 1000);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now + 600 })}.`;
    const sign = (alg: string, extra: object) =>
      new SignJWT({ ...claims, ...extra }).setProtectedHeader({ alg }).sign(secret);
    const tokens = [
      none,
      await sign('HS512', { exp: now + 600 }),
      await sign('HS256', { exp: now + 600, aud: 'someone-else' }),
      await sign('HS256', { exp: now - 10 }),
      await sign('HS256', {}),
    ];
    for (const token of tokens) {
      const response = await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    }
    const noHeader = await ctx.app.inject({ url: '/api/users/me' });
    expect(noHeader.statusCode).toBe(401);
  });

  it('rotates the refresh token and stores only its hash', async () => {
    const session = await signUp(ctx);
    const response = await post('/user-auth/refresh-token', { refreshToken: session.refreshToken });
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(response.headers['cache-control']).toBe('no-store');
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(next.accessToken) });
    expect(me.statusCode).toBe(200);

    const rows = await ctx.database.db.select().from(refreshTokens);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(session.refreshToken);
    expect(dump).not.toContain(next.refreshToken);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const session = await signUp(ctx);
    const first = await post('/user-auth/refresh-token', { refreshToken: session.refreshToken });
    const { refreshToken: newest } = first.json();
    // Past the grace window for parallel refreshes (holes.test.ts), a reuse is theft.
    ctx.clock.advance(11_000);
    const reuse = await post('/user-auth/refresh-token', { refreshToken: session.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('INVALID_REFRESH_TOKEN');
    const afterReuse = await post('/user-auth/refresh-token', { refreshToken: newest });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('rotates one token once: two parallel refreshes get the same successor', async () => {
    const session = await signUp(ctx);
    const responses = await Promise.all(
      [1, 2].map(() => post('/user-auth/refresh-token', { refreshToken: session.refreshToken })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first, second] = responses.map((r) => r.json().refreshToken);
    expect(first).toBe(second);
    expect(first).not.toBe(session.refreshToken);
  });

  it('ends the family after 30 days whatever the rotations', async () => {
    const session = await signUp(ctx);
    ctx.clock.advance(29 * 24 * 3_600_000);
    const rotated = await post('/user-auth/refresh-token', { refreshToken: session.refreshToken });
    expect(rotated.statusCode).toBe(200);
    ctx.clock.advance(2 * 24 * 3_600_000);
    const late = await post('/user-auth/refresh-token', {
      refreshToken: rotated.json().refreshToken,
    });
    expect(late.statusCode).toBe(401);
  });

  it('refuses the refresh token after logout', async () => {
    const session = await signUp(ctx);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/logout',
      headers: bearer(session.accessToken),
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    const refresh = await post('/user-auth/refresh-token', { refreshToken: session.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it('accepts a logout with no body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user-auth/logout' });
    expect(response.statusCode).toBe(200);
  });
});

describe('malformed requests get a 400 with a clear message and change nothing', () => {
  async function counts() {
    const [u, c] = await Promise.all([
      ctx.database.db.$count(users),
      ctx.database.db.$count(smsCodes),
    ]);
    return { users: u, codes: c, sms: ctx.sms.sent.length };
  }

  const cases: [string, string, unknown, RegExp][] = [
    ['register without a name', '/user-auth/register', { phone: '+998901112233' }, /name/],
    ['register without a phone', '/user-auth/register', { name: 'Ali' }, /phone/],
    [
      'register with a number as name',
      '/user-auth/register',
      { phone: '+998901112233', name: 42 },
      /name/,
    ],
    [
      'register with a one-letter name',
      '/user-auth/register',
      { phone: '+998901112233', name: ' A ' },
      /name/,
    ],
    [
      'register with letters in the phone',
      '/user-auth/register',
      { phone: '+99890abc2233', name: 'Ali' },
      /phone/,
    ],
    [
      'register with a role',
      '/user-auth/register',
      { phone: '+998901112233', name: 'Ali', role: 'admin' },
      /role/,
    ],
    ['login with a numeric phone', '/user-auth/login', { phone: 998901112233 }, /phone/],
    ['login with a short phone', '/user-auth/login', { phone: '+99890111' }, /phone/],
    [
      'send-code with phone instead of phoneNumber',
      '/auth/send-code',
      { phone: '+998901112233' },
      /phoneNumber/,
    ],
    [
      'verify with a 3-digit code',
      '/user-auth/verify-code',
      { phone: '+998901112233', code: '123' },
      /code/,
    ],
    [
      'verify with letters in the code',
      '/user-auth/verify-code',
      { phone: '+998901112233', code: '12a4' },
      /code/,
    ],
    [
      'verify with a numeric code',
      '/user-auth/verify-code',
      { phone: '+998901112233', code: 1234 },
      /code/,
    ],
    ['refresh without a token', '/user-auth/refresh-token', {}, /refreshToken/],
    ['a body that is an array', '/user-auth/login', [1, 2], /body/],
  ];

  it.each(cases)('%s', async (_name, url, payload, mentions) => {
    const before = await counts();
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().message).toMatch(mentions);
    expect(await counts()).toEqual(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const before = await counts();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": "+99890',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/i);
    expect(await counts()).toEqual(before);
  });

  it('refuses a 5 MB body with 413 and a clear message', async () => {
    const before = await counts();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: '+998901112233', name: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Request body is too large',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await counts()).toEqual(before);
  });
});

describe('headers', () => {
  it('sends a strict Content-Security-Policy without inline script or other origins', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
