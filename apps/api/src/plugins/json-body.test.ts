import { errorCodes } from '@bolajon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app.js';
import { bearer, createTestApp, signUp, type TestContext } from '../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A POST as fetch wrappers send it: the JSON content type always, the body as given. */
function postJson(url: string, payload: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}

describe('an empty body with content-type: application/json', () => {
  it('is accepted on the calls of spec section 7 that take no data', async () => {
    const session = await signUp(ctx);
    const auth = bearer(session.accessToken);
    expect((await postJson('/user-days/track', '', auth)).statusCode).toBe(200);
    // The body is read before the word is looked up: an unknown word is 404, not 400.
    const mark = await postJson('/user-dictionary/mark-learned/999999', '', auth);
    expect(mark.statusCode).toBe(404);
    const logout = await postJson('/user-auth/logout', '', auth);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    // With a charset, as some clients write it.
    const again = await postJson('/user-auth/logout', '', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(again.statusCode).toBe(200);
  });

  it('on a call that needs data answers 400 naming what is missing', async () => {
    const login = await postJson('/user-auth/login', '');
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ code: errorCodes.validation, message: expect.any(String) });
    expect(login.json().message).toMatch(/phone/);
    const refresh = await postJson('/user-auth/refresh-token', '');
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().message).toMatch(/refreshToken/);
  });
});

describe('other JSON bodies are read as before', () => {
  it('refuses malformed JSON, a body of spaces and a poisoned prototype with 400 { message, code }', async () => {
    for (const payload of ['{"phone": "+99890', '   ', '{"__proto__": {"role": "admin"}}']) {
      const response = await postJson('/user-auth/logout', payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({
        code: errorCodes.validation,
        message: expect.any(String),
      });
    }
  });

  it('keeps the body limit', async () => {
    const payload = JSON.stringify({ refreshToken: 'x'.repeat(BODY_LIMIT_BYTES) });
    const response = await postJson('/user-auth/logout', payload);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(errorCodes.payloadTooLarge);
  });
});
