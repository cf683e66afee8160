import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, users } from '../../db/schema/index.js';
import { SmsDeliveryError } from '../../sms/index.js';
import { bearer, createTestApp, signUp, uniquePhone, type TestContext } from '../../test/app.js';
import { CODE_LIMITS } from './auth.service.js';

// The sign-in holes of issue 11, each closed with a test that failed before the fix.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let addressCounter = 0;
const newAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const post = (url: string, payload: unknown, remoteAddress = newAddress()) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, remoteAddress });

const seconds = (n: number) => n * 1000;
const minutes = (n: number) => n * 60_000;
const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

const codesOf = (phone: string) =>
  ctx.database.db.query.smsCodes.findMany({ where: eq(smsCodes.phone, phone) });
const userOf = (phone: string) =>
  ctx.database.db.query.users.findFirst({ where: eq(users.phone, phone) });

/** Makes the gateway take the message and then fail to answer in time, as a slow gateway does. */
function deliverThenTimeOut() {
  const original = ctx.sms.send.bind(ctx.sms);
  ctx.sms.send = async (phone, text) => {
    await original(phone, text);
    throw new SmsDeliveryError('gateway timed out');
  };
  return () => {
    ctx.sms.send = original;
  };
}

describe('TRUST_PROXY: the client address is the right-most untrusted x-forwarded-for entry', () => {
  it('behind one proxy hop, a client prepending addresses cannot escape the per-address cap', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const client = '203.0.113.50';
      const register = (spoofed: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/user-auth/register',
          payload: { phone: uniquePhone(), name: 'Pump' },
          remoteAddress: '10.20.0.2',
          headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
        });
      for (let i = 0; i < CODE_LIMITS.perAddressHour; i += 1) {
        expect((await register(`192.0.2.${i}`)).statusCode).toBe(200);
      }
      const refused = await register('192.0.2.200');
      expect(refused.statusCode).toBe(429);
      const rows = await proxied.database.db.select().from(smsCodes);
      expect(new Set(rows.map((row) => row.clientAddress))).toEqual(new Set([client]));
    } finally {
      await proxied.close();
    }
  });

  it('with a list of proxy addresses, skips only those and trusts no one else', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.20.0.0/16, 127.0.0.1' });
    try {
      const addressOf = async (remoteAddress: string, forwardedFor: string) => {
        const phone = uniquePhone();
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/user-auth/register',
          payload: { phone, name: 'Chain' },
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
        expect(response.statusCode).toBe(200);
        const [row] = await proxied.database.db
          .select()
          .from(smsCodes)
          .where(eq(smsCodes.phone, phone));
        return row?.clientAddress;
      };
      // Two proxies of ours in front: the address before them is the client's.
      expect(await addressOf('10.20.0.2', '192.0.2.1, 203.0.113.61, 10.20.5.5')).toBe(
        '203.0.113.61',
      );
      // A client reaching the server directly cannot name another address.
      expect(await addressOf('198.51.100.9', '203.0.113.62')).toBe('198.51.100.9');
    } finally {
      await proxied.close();
    }
  });
});

describe('every SMS attempt that reached the gateway counts toward the limits', () => {
  it('counts a send the gateway failed: 503, then the minute rule holds', async () => {
    const phone = uniquePhone();
    ctx.sms.failing = true;
    try {
      const failed = await post('/user-auth/register', { phone, name: 'Offline' });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().code).toBe('SMS_UNAVAILABLE');
      expect(retryAfter(failed)).toBe(60);
    } finally {
      ctx.sms.failing = false;
    }
    const retry = await post('/user-auth/register', { phone, name: 'Offline' });
    expect(retry.statusCode).toBe(429);
    ctx.clock.advance(minutes(1) + 1000);
    expect((await post('/user-auth/register', { phone, name: 'Offline' })).statusCode).toBe(200);
  });

  it('caps a gateway that delivers but answers late at 5 messages an hour', async () => {
    const phone = uniquePhone();
    const restore = deliverThenTimeOut();
    try {
      for (let i = 0; i < CODE_LIMITS.perPhoneHour; i += 1) {
        const response = await post('/user-auth/register', { phone, name: 'Slow' });
        expect(response.statusCode).toBe(503);
        ctx.clock.advance(minutes(1) + 1000);
      }
      const before = ctx.sms.sent.length;
      const refused = await post('/user-auth/register', { phone, name: 'Slow' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/hour/);
      expect(ctx.sms.sent.length).toBe(before);
    } finally {
      restore();
    }
    // No code is recorded as sent: the one that arrived late does not sign in.
    const rows = await codesOf(phone);
    expect(rows).toHaveLength(CODE_LIMITS.perPhoneHour);
    expect(rows.every((row) => row.sentAt === null && row.consumedAt !== null)).toBe(true);
    const verify = await post('/user-auth/verify-code', { phone, code: ctx.sms.lastCode(phone) });
    expect(verify.statusCode).toBe(400);
    ctx.clock.advance(minutes(61));
  });

  it('counts an attempt that ended in an unexpected error too', async () => {
    const phone = uniquePhone();
    const original = ctx.sms.send.bind(ctx.sms);
    ctx.sms.send = async () => {
      throw new TypeError('bug in a sender');
    };
    try {
      expect((await post('/user-auth/register', { phone, name: 'Buggy' })).statusCode).toBe(500);
    } finally {
      ctx.sms.send = original;
    }
    expect(await codesOf(phone)).toHaveLength(1);
    expect((await post('/user-auth/register', { phone, name: 'Buggy' })).statusCode).toBe(429);
  });

  it('records nothing for a request refused before the gateway (400, 429)', async () => {
    const phone = uniquePhone();
    expect((await post('/user-auth/register', { phone, name: 'Once' })).statusCode).toBe(200);
    const codes = await ctx.database.db.$count(smsCodes);
    const sent = ctx.sms.sent.length;
    expect((await post('/auth/send-code', { phoneNumber: phone })).statusCode).toBe(429);
    const abroad = await post('/user-auth/register', { phone: '+992931234567', name: 'Abroad' });
    expect(abroad.statusCode).toBe(400);
    expect(await ctx.database.db.$count(smsCodes)).toBe(codes);
    expect(ctx.sms.sent.length).toBe(sent);
  });
});

describe('a register answered 400, 429 or 503 never creates or renames a pending user', () => {
  it('keeps the pending name when a second register is refused by the minute rule', async () => {
    const phone = uniquePhone();
    expect((await post('/user-auth/register', { phone, name: 'Owner' })).statusCode).toBe(200);
    const attack = await post('/user-auth/register', { phone, name: 'Attacker' });
    expect(attack.statusCode).toBe(429);
    expect((await userOf(phone))?.name).toBe('Owner');
  });

  it('creates no user for a phone of a country SMS may not go to', async () => {
    const phone = '+992931234568';
    expect((await post('/user-auth/register', { phone, name: 'Abroad' })).statusCode).toBe(400);
    expect(await userOf(phone)).toBeUndefined();
  });

  it('creates no user when the per-address cap refuses the request', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < CODE_LIMITS.perAddressHour; i += 1) {
      const response = await post(
        '/user-auth/register',
        { phone: uniquePhone(), name: 'Pump' },
        address,
      );
      expect(response.statusCode).toBe(200);
    }
    const phone = uniquePhone();
    const refused = await post('/user-auth/register', { phone, name: 'Pump' }, address);
    expect(refused.statusCode).toBe(429);
    expect(await userOf(phone)).toBeUndefined();
    ctx.clock.advance(minutes(61));
  });

  it('creates no user when the gateway fails', async () => {
    const phone = uniquePhone();
    ctx.sms.failing = true;
    try {
      expect((await post('/user-auth/register', { phone, name: 'Offline' })).statusCode).toBe(503);
    } finally {
      ctx.sms.failing = false;
    }
    expect(await userOf(phone)).toBeUndefined();
  });

  it('still lets the owner correct the name with a register that is sent', async () => {
    const phone = uniquePhone();
    expect((await post('/user-auth/register', { phone, name: 'Tipo' })).statusCode).toBe(200);
    ctx.clock.advance(minutes(1) + 1000);
    expect((await post('/user-auth/register', { phone, name: 'Typo' })).statusCode).toBe(200);
    const verify = await post('/user-auth/verify-code', { phone, code: ctx.sms.lastCode(phone) });
    expect(verify.json().user.name).toBe('Typo');
  });
});

describe('verify-code: wrong tries from one address across phones are limited', () => {
  it(`refuses the ${CODE_LIMITS.wrongCodesPerAddressHour + 1}th try after that many wrong ones, with the real wait`, async () => {
    const phones = [uniquePhone(), uniquePhone(), uniquePhone()];
    for (const phone of phones) {
      expect((await post('/user-auth/register', { phone, name: 'Target' })).statusCode).toBe(200);
    }
    const attacker = '203.0.113.99';
    const wrong = (phone: string) => (ctx.sms.lastCode(phone) === '0000' ? '1111' : '0000');
    let tries = 0;
    for (const phone of phones) {
      for (let i = 0; i < 4 && tries < CODE_LIMITS.wrongCodesPerAddressHour; i += 1, tries += 1) {
        const response = await post(
          '/user-auth/verify-code',
          { phone, code: wrong(phone) },
          attacker,
        );
        expect(response.json().code).toBe('INVALID_CODE');
      }
    }
    const last = phones[2] ?? '';
    const refused = await post(
      '/user-auth/verify-code',
      { phone: last, code: ctx.sms.lastCode(last) },
      attacker,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/wrong codes from this network/),
    });
    const wait = retryAfter(refused);
    expect(wait).toBeGreaterThan(0);
    // A try counts for an hour after the minute it fell in (ADR 0029): at most 61 minutes.
    expect(wait).toBeLessThanOrEqual(3600 + 60);

    // Another address is not held back, and a success does not count as a wrong try.
    const owner = await post('/user-auth/verify-code', {
      phone: last,
      code: ctx.sms.lastCode(last),
    });
    expect(owner.statusCode).toBe(200);

    ctx.clock.advance(seconds(wait - 1));
    const early = await post('/user-auth/verify-code', { phone: last, code: '1234' }, attacker);
    expect(early.statusCode).toBe(429);
    ctx.clock.advance(seconds(1));
    const onTime = await post('/user-auth/verify-code', { phone: last, code: '1234' }, attacker);
    expect(onTime.json().code).toBe('INVALID_CODE');
    ctx.clock.advance(minutes(61));
  });

  it('does not count successful sign-ins from one address', async () => {
    const address = '203.0.113.100';
    for (let i = 0; i < CODE_LIMITS.wrongCodesPerAddressHour + 2; i += 1) {
      const phone = uniquePhone();
      expect((await post('/user-auth/register', { phone, name: 'Family' })).statusCode).toBe(200);
      const verify = await post(
        '/user-auth/verify-code',
        { phone, code: ctx.sms.lastCode(phone) },
        address,
      );
      expect(verify.statusCode).toBe(200);
    }
  });
});

describe('refresh: a grace window for the token just rotated', () => {
  it('answers two parallel refreshes with the same successor, which then rotates on', async () => {
    const session = await signUp(ctx);
    const responses = await Promise.all(
      [1, 2].map(() => post('/user-auth/refresh-token', { refreshToken: session.refreshToken })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = responses.map((r) => r.json());
    expect(a.refreshToken).toBe(b.refreshToken);
    const next = await post('/user-auth/refresh-token', { refreshToken: a.refreshToken });
    expect(next.statusCode).toBe(200);
  });

  it('within 10 seconds gives the same successor, nothing revoked; after, reuse revokes the family', async () => {
    const session = await signUp(ctx);
    const first = await post('/user-auth/refresh-token', { refreshToken: session.refreshToken });
    const { refreshToken: newest, accessToken } = first.json();

    ctx.clock.advance(seconds(9));
    const early = await post('/user-auth/refresh-token', { refreshToken: session.refreshToken });
    expect(early.statusCode).toBe(200);
    expect(early.json().refreshToken).toBe(newest);
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(accessToken) });
    expect(me.statusCode).toBe(200);

    ctx.clock.advance(seconds(2));
    const late = await post('/user-auth/refresh-token', { refreshToken: session.refreshToken });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('INVALID_REFRESH_TOKEN');
    expect((await post('/user-auth/refresh-token', { refreshToken: newest })).statusCode).toBe(401);
  });

  it('answers 409 within the window once the successor itself was rotated, without revoking', async () => {
    const session = await signUp(ctx);
    const first = await post('/user-auth/refresh-token', { refreshToken: session.refreshToken });
    const second = await post('/user-auth/refresh-token', {
      refreshToken: first.json().refreshToken,
    });
    expect(second.statusCode).toBe(200);
    ctx.clock.advance(seconds(3));
    const stale = await post('/user-auth/refresh-token', { refreshToken: session.refreshToken });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('REFRESH_IN_PROGRESS');
    const newest = await post('/user-auth/refresh-token', {
      refreshToken: second.json().refreshToken,
    });
    expect(newest.statusCode).toBe(200);
  });
});

describe('NUL and control characters', () => {
  it('refuses a NUL anywhere in a body with 400 naming the field, and stores nothing', async () => {
    const phone = uniquePhone();
    const before = await ctx.database.db.$count(users);
    const response = await post('/user-auth/register', { phone, name: 'Ali\u0000Vali' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().message).toMatch(/name/);
    expect(await ctx.database.db.$count(users)).toBe(before);

    const session = await signUp(ctx);
    const cases: [string, string, object][] = [
      ['PUT', '/api/users/me', { name: 'Bad\u0000' }],
      ['POST', '/api/user-questions', { questionId: 1, answer: 'кот\u0000' }],
      ['POST', '/api/user/question-duolingo/1/check', { answer: '\u0000' }],
      ['POST', '/api/audio', { speechText: 'Привет\u0000' }],
      ['POST', '/api/user-auth/refresh-token', { refreshToken: 'abc\u0000' }],
      ['POST', '/api/user-auth/register', { phone, name: 'Ali', ['x\u0000']: 1 }],
    ];
    for (const [method, url, payload] of cases) {
      const bad = await ctx.app.inject({
        method: method as 'PUT' | 'POST',
        url,
        payload,
        headers: bearer(session.accessToken),
      });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json(), url).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const query = await ctx.app.inject({
      url: '/api/user-dictionary/random/advanced?exclude=1%00',
      headers: bearer(session.accessToken),
    });
    expect(query.statusCode).toBe(400);
  });

  it('finds a NUL deep in a nested body without a 500, and names a short path', async () => {
    // As deep as the input rules allow (plugins/input-rules.ts), with long keys.
    const depth = 30;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"abcdefghij":'.repeat(depth)}"x\\u0000"${'}'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/NUL/);
    expect(response.json().message.length).toBeLessThan(300);
  });

  it('refuses control characters in names', async () => {
    const session = await signUp(ctx);
    for (const name of ['Ali\u0007', 'Ali\nVali', '\u202eilA', 'Ali\u0085']) {
      const register = await post('/user-auth/register', { phone: uniquePhone(), name });
      expect(register.statusCode, JSON.stringify(name)).toBe(400);
      expect(register.json().message).toMatch(/name/);
      const update = await ctx.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        payload: { name },
        headers: bearer(session.accessToken),
      });
      expect(update.statusCode, JSON.stringify(name)).toBe(400);
    }
  });
});

describe('POST /user-days/track takes no data', () => {
  it('accepts no body and {}, refuses unknown fields', async () => {
    const session = await signUp(ctx);
    const track = (payload?: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user-days/track',
        headers: bearer(session.accessToken),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    expect((await track()).statusCode).toBe(200);
    expect((await track({})).statusCode).toBe(200);
    const refused = await track({ date: '2020-01-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/date/);
  });
});

describe('ids are plain positive integers', () => {
  it.each(['0x10', '1e3', '+1', '%201', '01', '1.0', '0', '-1', '2147483648'])(
    'refuses %s with 400',
    async (id) => {
      const session = await signUp(ctx);
      for (const url of [
        `/api/user-questions/my-game-results/${id}`,
        `/api/user-dictionary/random/advanced?exclude=${id}`,
      ]) {
        const response = await ctx.app.inject({ url, headers: bearer(session.accessToken) });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().code).toBe('VALIDATION_ERROR');
      }
    },
  );
});

describe('Retry-After gives the real wait', () => {
  it('the rest of the minute', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Eager' });
    ctx.clock.advance(seconds(20));
    const refused = await post('/auth/send-code', { phoneNumber: phone });
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBe(40);
    expect(refused.json().message).toMatch(/40 seconds/);
  });

  it('until the oldest code of the hour ages out', async () => {
    const phone = uniquePhone();
    const first = ctx.clock.now().getTime();
    await post('/user-auth/register', { phone, name: 'Hourly' });
    for (let i = 1; i < CODE_LIMITS.perPhoneHour; i += 1) {
      ctx.clock.advance(minutes(1) + 1000);
      expect((await post('/auth/send-code', { phoneNumber: phone })).statusCode).toBe(200);
    }
    ctx.clock.advance(minutes(10));
    const refused = await post('/auth/send-code', { phoneNumber: phone });
    expect(refused.statusCode).toBe(429);
    const expected = Math.ceil((first + 3_600_000 - ctx.clock.now().getTime()) / 1000);
    expect(retryAfter(refused)).toBe(expected);
    ctx.clock.advance(seconds(expected - 1));
    expect((await post('/auth/send-code', { phoneNumber: phone })).statusCode).toBe(429);
    ctx.clock.advance(seconds(1));
    expect((await post('/auth/send-code', { phoneNumber: phone })).statusCode).toBe(200);
  });

  it('until the oldest code of the day ages out', async () => {
    const phone = uniquePhone();
    const first = ctx.clock.now().getTime();
    await post('/user-auth/register', { phone, name: 'Daily' });
    for (let i = 1; i < CODE_LIMITS.perPhoneDay; i += 1) {
      ctx.clock.advance(i === CODE_LIMITS.perPhoneHour ? minutes(61) : minutes(1) + 1000);
      expect((await post('/auth/send-code', { phoneNumber: phone })).statusCode).toBe(200);
    }
    ctx.clock.advance(minutes(61));
    const refused = await post('/auth/send-code', { phoneNumber: phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/today/);
    const expected = Math.ceil((first + 86_400_000 - ctx.clock.now().getTime()) / 1000);
    expect(retryAfter(refused)).toBe(expected);
  });

  it('until the oldest code from the address ages out', async () => {
    const address = '198.51.100.88';
    const first = ctx.clock.now().getTime();
    for (let i = 0; i < CODE_LIMITS.perAddressHour; i += 1) {
      await post('/user-auth/register', { phone: uniquePhone(), name: 'Pump' }, address);
    }
    ctx.clock.advance(minutes(10));
    const refused = await post(
      '/user-auth/register',
      { phone: uniquePhone(), name: 'Pump' },
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBe(
      Math.ceil((first + 3_600_000 - ctx.clock.now().getTime()) / 1000),
    );
    ctx.clock.advance(minutes(61));
  });

  it('sends no Retry-After where waiting does not help (a code out of tries)', async () => {
    const phone = uniquePhone();
    await post('/user-auth/register', { phone, name: 'Guesser' });
    const code = ctx.sms.lastCode(phone);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) await post('/user-auth/verify-code', { phone, code: wrong });
    const refused = await post('/user-auth/verify-code', { phone, code });
    expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.headers['retry-after']).toBeUndefined();
  });
});
