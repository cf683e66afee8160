import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { INPUT_LIMITS, inspectInput } from './input-rules.js';

const nestedArrays = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('inspectInput', () => {
  it('names the path of a NUL in a value or a key', () => {
    expect(inspectInput({ words: [{ text: 'a' }, { text: 'b\u0000' }] })).toEqual({
      kind: 'nul',
      path: ['words', '1', 'text'],
    });
    expect(inspectInput({ a: { ['x\u0000']: 1 } })).toEqual({
      kind: 'nul',
      path: ['a', 'x\u0000'],
    });
    expect(inspectInput('\u0000')).toEqual({ kind: 'nul', path: [] });
    expect(inspectInput({ phone: '+998901234567', list: [1, 2, null, true] })).toBeNull();
  });

  it('refuses nesting past the depth limit and accepts it up to the limit', () => {
    expect(inspectInput(nestedArrays(INPUT_LIMITS.maxDepth))).toBeNull();
    expect(inspectInput(nestedArrays(INPUT_LIMITS.maxDepth + 1))).toEqual({ kind: 'too-deep' });
    expect(inspectInput(nestedArrays(50_000))).toEqual({ kind: 'too-deep' });
  });

  it('refuses more values than the node limit, wide or deep', () => {
    expect(inspectInput(new Array(INPUT_LIMITS.maxNodes - 1).fill(0))).toBeNull();
    expect(inspectInput(new Array(INPUT_LIMITS.maxNodes).fill(0))).toEqual({ kind: 'too-large' });
    const wide = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`k${i}`, new Array(100).fill('x')]),
    );
    expect(inspectInput(wide)).toEqual({ kind: 'too-large' });
  });

  it('visits a deep input once: a NUL at the bottom of 30 levels is found with its path', () => {
    let value: unknown = 'end\u0000';
    for (let i = 0; i < 30; i += 1) value = { a: value };
    const problem = inspectInput(value);
    expect(problem).toEqual({ kind: 'nul', path: new Array(30).fill('a') });
  });
});

describe('a deeply nested body cannot hold the server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 50,000 nested arrays with 400 at once, and health is answered meanwhile', async () => {
    const payload = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const started = performance.now();
    const [attack, health] = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/send-code',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
      ctx.app.inject({ url: '/api/health' }),
    ]);
    const elapsed = performance.now() - started;
    expect(attack.statusCode).toBe(400);
    expect(attack.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: `Invalid body: nested more than ${INPUT_LIMITS.maxDepth} levels`,
    });
    expect(health.statusCode).toBe(200);
    // It took 51.7 s before the walk was bounded; the bound is loose so a busy machine passes.
    expect(elapsed).toBeLessThan(2_000);
  });

  it('answers a body of too many values with 400, and a deep object with a prototype key too', async () => {
    const wide = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: '+998901234567', extra: new Array(20_000).fill(1) }),
    });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe(`Invalid body: more than ${INPUT_LIMITS.maxNodes} values`);

    const depth = 2_000;
    const proto = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"__proto__":'.repeat(depth)}1${'}'.repeat(depth)}`,
    });
    expect(proto.statusCode).toBe(400);
  });
});
