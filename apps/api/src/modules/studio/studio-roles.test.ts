import { errorCodes } from '@bolajon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';

/*
 * Issue 23, "Done when": a learner, a support person and an anonymous caller are refused every
 * studio call. The calls are read from the app's own route table, so a studio route added later
 * is checked without anyone remembering to list it here.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** Every (method, path) under /api/studio, from Fastify's printed route tree. */
function studioRoutes(printed: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+) \(([A-Z, ]+)\)$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    if (!url.startsWith('/api/studio')) continue;
    for (const method of match[3]!.split(', '))
      if (method !== 'HEAD') routes.push({ method, url: url.replace(/:code\b/, '1f431') });
  }
  return routes.map(({ method, url }) => ({ method, url: url.replace(/:\w+/g, '1') }));
}

describe('every studio call refuses whoever is not a course editor', () => {
  it('finds the studio calls in the route table', () => {
    const routes = studioRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    // The ones the issue names, at least: the tree, drafts, publish, pictures, recordings, order.
    for (const url of [
      '/api/studio/courses',
      '/api/studio/lessons/1/draft',
      '/api/studio/lessons/1/publish',
      '/api/studio/lessons/1/impact',
      '/api/studio/blocks/1/order',
      '/api/studio/drafts/1/publish',
      '/api/studio/pictures',
      '/api/studio/pictures/twemoji/1f431',
      '/api/studio/recordings',
      '/api/studio/game-templates',
    ])
      expect(
        routes.some((r) => r.url === url),
        url,
      ).toBe(true);
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it('an anonymous caller: 401; a learner and a support person without the flag: 403', async () => {
    const learner = await signUp(ctx, 'Learner');
    const support = await signUp(ctx, 'Support', '+998711234568');
    await ctx.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, support.familyId));
    const routes = studioRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    for (const { method, url } of routes) {
      const call = (token?: string) =>
        ctx.app.inject({
          method: method as 'GET',
          url,
          headers: token ? bearer(token) : {},
        });
      const anonymous = await call();
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const [who, session] of [
        ['a learner', learner],
        ['a support person', support],
      ] as const) {
        const refused = await call(session.accessToken);
        expect(refused.statusCode, `${method} ${url} ${who}`).toBe(403);
        expect(refused.json().code, `${method} ${url} ${who}`).toBe(errorCodes.forbidden);
      }
    }
  });
});
