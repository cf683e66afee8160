import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, users } from '../../db/schema/index.js';
import { testEnv } from '../../env.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { eq } from 'drizzle-orm';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const put = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/users/me',
    headers: bearer(token),
    payload: payload as object,
  });

describe('GET and PUT /users/me', () => {
  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ url: '/api/users/me' })).statusCode).toBe(401);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { age: 7 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('updates name, age and avatar of the signed-in user only', async () => {
    const malika = await signUp(ctx, 'Malika');
    const timur = await signUp(ctx, 'Timur');
    const response = await put(malika.accessToken, { name: 'Malika O.', age: 7, avatar: 'girl' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Malika O.', age: 7, avatar: 'girl' });

    const other = await ctx.app.inject({
      url: '/api/users/me',
      headers: bearer(timur.accessToken),
    });
    expect(other.json()).toMatchObject({ name: 'Timur', age: null, avatar: 'boy' });
  });

  it.each([
    ['role', { role: 'admin' }, /role/],
    ['the editor flag', { editor: true }, /editor/],
    ['phone', { phone: '+998901234567' }, /phone/],
    ['id', { id: 1 }, /id/],
    ['an age of 0', { age: 0 }, /age/],
    ['an age of 121', { age: 121 }, /age/],
    ['an age as text', { age: 'seven' }, /age/],
    ['a fractional age', { age: 7.5 }, /age/],
    ['an unknown avatar', { avatar: 'dragon' }, /avatar/],
    ['an empty body', {}, /at least one/],
  ])('refuses %s with 400 and stores nothing', async (_name, payload, mentions) => {
    const session = await signUp(ctx);
    const response = await put(session.accessToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(mentions);
    const row = await ctx.database.db.query.users.findFirst({
      where: eq(users.id, session.familyId),
    });
    expect(row).toMatchObject({ role: 'learner', editor: false, phone: session.phone });
    const child = await ctx.database.db.query.children.findFirst({
      where: eq(children.id, session.childId),
    });
    expect(child).toMatchObject({
      userId: session.familyId,
      name: 'Malika',
      age: null,
      avatar: 'boy',
    });
  });
});

describe('names of invisible characters (ADR 0029)', () => {
  const zeroWidth = '\u200b\u200b\u200b\u200b';

  it('are refused at registration, and no user is made', async () => {
    const phone = '+998901110029';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/register',
      payload: { phone, name: zeroWidth },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body: name: name must have at least 2 characters',
    });
    const row = await ctx.database.db.query.users.findFirst({ where: eq(users.phone, phone) });
    expect(row).toBeUndefined();
  });

  it('are refused by PUT /users/me; invisible ends are trimmed from a real name', async () => {
    const session = await signUp(ctx, 'Aziza');
    for (const name of [zeroWidth, '\u200dA\u2060\ufeff', '\u200e\u3164\u00a0']) {
      const refused = await put(session.accessToken, { name });
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
    }
    const trimmed = await put(session.accessToken, { name: '\u200bGulnora\u200c\u00a0' });
    expect(trimmed.statusCode).toBe(200);
    expect(trimmed.json()).toMatchObject({ name: 'Gulnora' });
  });
});

describe('the embedded database under load', () => {
  it('answers 200 concurrent requests without an error', async () => {
    const session = await signUp(ctx);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2
          ? ctx.app.inject({ url: '/api/users/me', headers: bearer(session.accessToken) })
          : put(session.accessToken, { age: (i % 10) + 1 }),
      ),
    );
    // On PGlite, past PGLITE_MAX_PENDING (128) requests at once the rest are refused at once with
    // 503 and Retry-After (ADR 0020); every request let in answers.
    const refused = responses.filter((r) => r.statusCode === 503);
    for (const r of refused) expect(r.headers['retry-after']).toBe('1');
    expect(refused.length).toBeLessThanOrEqual(
      ctx.database.engine === 'pglite' ? 200 - testEnv().PGLITE_MAX_PENDING : 0,
    );
    expect(responses.filter((r) => r.statusCode !== 200 && r.statusCode !== 503)).toEqual([]);
  });
});
