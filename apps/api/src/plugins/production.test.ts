import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/client.js';
import { loadEnv } from '../env.js';
import { RecordingSmsSender } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

let database: Database;
let app: App;
const sms = new RecordingSmsSender();
let logged = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'production',
    AUTH_SECRET: 'production-secret-that-is-long-enough-for-hs256',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/unused',
    LOG_LEVEL: 'trace',
  });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  app = await buildApp({ database, env, sms, logger: { level: 'trace', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('in production', () => {
  it('logs no code and no token, even at trace level', async () => {
    const phone = '+998935551234';
    await app.inject({
      method: 'POST',
      url: '/api/user-auth/register',
      payload: { phone, name: 'Prod' },
    });
    const code = sms.lastCode(phone);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/user-auth/verify-code',
      payload: { phone, code },
    });
    const { accessToken, refreshToken } = verify.json();
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/user-auth/refresh-token',
      payload: { refreshToken },
    });
    await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(refresh.statusCode).toBe(200);
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of [
      `kod ${code}`,
      accessToken,
      refreshToken,
      refresh.json().refreshToken,
      'production-secret',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('sends HSTS and has no dev outbox', async () => {
    const health = await app.inject({ url: '/api/health' });
    expect(health.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(
      (await app.inject({ url: '/api/dev/sms-outbox?phone=%2B998935551234' })).statusCode,
    ).toBe(404);
  });
});
