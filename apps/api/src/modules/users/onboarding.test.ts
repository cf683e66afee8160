import { onboardingResponseSchema } from '@bolajon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, userOnboarding } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const valid = {
  age: 6,
  whyLearning: 'freeCommunication, learnNewWords',
  degree: 'understandsLittle',
  skills: ['speak', 'listen'],
  time: '10Minutes',
};

const save = (token: string | null, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user-onboarding',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

const recordsOf = (childId: number) =>
  ctx.database.db.select().from(userOnboarding).where(eq(userOnboarding.childId, childId));

describe('POST /user-onboarding', () => {
  it('needs a signed-in user', async () => {
    expect((await save(null, valid)).statusCode).toBe(401);
  });

  it("stores the answers and the child's age on the profile", async () => {
    const session = await signUp(ctx, 'Malika');
    const response = await save(session.accessToken, valid);
    expect(response.statusCode).toBe(200);
    expect(onboardingResponseSchema.parse(response.json())).toMatchObject({
      age: 6,
      whyLearning: 'freeCommunication, learnNewWords',
      degree: 'understandsLittle',
      skills: ['speak', 'listen'],
      time: '10Minutes',
    });
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(session.accessToken) });
    expect(me.json()).toMatchObject({ age: 6 });
  });

  it('keeps one record per user: a second save replaces the first', async () => {
    const session = await signUp(ctx, 'Timur');
    await save(session.accessToken, valid);
    const second = await save(session.accessToken, {
      ...valid,
      age: 7,
      whyLearning: 'readBooks',
      skills: ['read'],
      time: 'notSure',
    });
    expect(second.statusCode).toBe(200);
    const rows = await recordsOf(session.childId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      age: 7,
      whyLearning: 'readBooks',
      skills: ['read'],
      time: 'notSure',
    });
  });

  it('keeps one record when two saves arrive at once', async () => {
    const session = await signUp(ctx, 'Aziz');
    const responses = await Promise.all([
      save(session.accessToken, valid),
      save(session.accessToken, { ...valid, age: 9 }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await recordsOf(session.childId)).toHaveLength(1);
  });

  it.each([
    ['no age', { ...valid, age: undefined }, /age/],
    ['an age of 0', { ...valid, age: 0 }, /age/],
    ['an age of 121', { ...valid, age: 121 }, /age/],
    ['a fractional age', { ...valid, age: 6.5 }, /age/],
    ['an age as text', { ...valid, age: 'six' }, /age/],
    ['no reason', { ...valid, whyLearning: '' }, /whyLearning/],
    [
      'four reasons',
      { ...valid, whyLearning: 'readBooks, watchVideos, other, listenToMusic' },
      /whyLearning/,
    ],
    ['an unknown reason', { ...valid, whyLearning: 'readBooks, flying' }, /whyLearning/],
    ['a reason twice', { ...valid, whyLearning: 'readBooks, readBooks' }, /whyLearning/],
    ['reasons as a list', { ...valid, whyLearning: ['readBooks'] }, /whyLearning/],
    ['an unknown level', { ...valid, degree: 'expert' }, /degree/],
    ['no skill', { ...valid, skills: [] }, /skills/],
    ['four skills', { ...valid, skills: ['read', 'write', 'speak', 'listen'] }, /skills/],
    ['an unknown skill', { ...valid, skills: ['dance'] }, /skills/],
    ['an unknown time', { ...valid, time: '60Minutes' }, /time/],
    ['an unknown field', { ...valid, role: 'admin' }, /role/],
  ])('refuses %s with 400 naming the field, storing nothing', async (_what, payload, field) => {
    const session = await signUp(ctx);
    const response = await save(session.accessToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(field),
    });
    expect(await recordsOf(session.childId)).toHaveLength(0);
    const [child] = await ctx.database.db
      .select()
      .from(children)
      .where(eq(children.id, session.childId));
    expect(child?.age).toBeNull();
  });
});
