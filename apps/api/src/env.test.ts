import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };

describe('loadEnv', () => {
  it('refuses to start production with the console SMS sender', () => {
    expect(() => loadEnv(production)).toThrow(/SMS_PROVIDER/);
  });

  it('lists every problem at once', () => {
    try {
      loadEnv({ PORT: 'abc', AUTH_SECRET: 'short', SMS_ALLOWED_COUNTRIES: 'Uzbekistan' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/AUTH_SECRET/);
      expect(message).toMatch(/SMS_ALLOWED_COUNTRIES/);
    }
  });

  it('needs Eskiz credentials when Eskiz is chosen', () => {
    expect(() => loadEnv({ ...production, SMS_PROVIDER: 'eskiz' })).toThrow(/ESKIZ_EMAIL/);
    const env = loadEnv({
      ...production,
      SMS_PROVIDER: 'eskiz',
      ESKIZ_EMAIL: 'a@b.uz',
      ESKIZ_PASSWORD: 'secret',
    });
    expect(env.SMS_PROVIDER).toBe('eskiz');
  });

  it('reads the allowed SMS countries as a list', () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      AUTH_SECRET: 'x'.repeat(40),
      SMS_ALLOWED_COUNTRIES: 'uz, kz',
    });
    expect(env.SMS_ALLOWED_COUNTRIES).toEqual(['UZ', 'KZ']);
  });
});
