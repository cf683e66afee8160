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
  it('speaks with espeak-ng by default, with a bounded cache and a rate limit', () => {
    const env = loadEnv({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40) });
    expect(env).toMatchObject({
      TTS_PROVIDER: 'espeak',
      TTS_CACHE_MAX_MB: 200,
      AUDIO_RATE_LIMIT_PER_HOUR: 120,
      TTS_MAX_CONCURRENT: 2,
      TTS_MAX_QUEUED: 32,
      YANDEX_TTS_URL: 'https://tts.api.cloud.yandex.net',
      YANDEX_VOICE_RU: 'alena',
      YANDEX_VOICE_UZ: 'nigora',
    });
  });

  it('bounds the requests a PGlite server holds (128 unless PGLITE_MAX_PENDING says)', () => {
    const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40) };
    expect(loadEnv(base).PGLITE_MAX_PENDING).toBe(128);
    expect(loadEnv({ ...base, PGLITE_MAX_PENDING: '16' }).PGLITE_MAX_PENDING).toBe(16);
    expect(() => loadEnv({ ...base, PGLITE_MAX_PENDING: '0' })).toThrow(/PGLITE_MAX_PENDING/);
  });

  it('needs an API key for Yandex SpeechKit and checks the sound settings', () => {
    const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40) };
    expect(() => loadEnv({ ...base, TTS_PROVIDER: 'yandex' })).toThrow(/YANDEX_API_KEY/);
    const env = loadEnv({
      ...base,
      TTS_PROVIDER: 'yandex',
      YANDEX_API_KEY: 'AQVN-key',
      YANDEX_VOICE_UZ: 'lola',
      TTS_CACHE_MAX_MB: '0.5',
      AUDIO_RATE_LIMIT_PER_HOUR: '30',
    });
    expect(env).toMatchObject({ YANDEX_VOICE_UZ: 'lola', TTS_CACHE_MAX_MB: 0.5 });
    expect(env.AUDIO_RATE_LIMIT_PER_HOUR).toBe(30);
    try {
      loadEnv({
        ...base,
        TTS_PROVIDER: 'festival',
        TTS_CACHE_MAX_MB: '0',
        AUDIO_RATE_LIMIT_PER_HOUR: 'many',
        YANDEX_TTS_URL: 'not a url',
      });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      for (const key of [
        'TTS_PROVIDER',
        'TTS_CACHE_MAX_MB',
        'AUDIO_RATE_LIMIT_PER_HOUR',
        'YANDEX_TTS_URL',
      ]) {
        expect(message).toMatch(key);
      }
    }
  });

  it('reads TRUST_PROXY as a number of proxy hops or a list of proxy addresses', () => {
    const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40) };
    expect(loadEnv(base).TRUST_PROXY).toBe(false);
    expect(loadEnv({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ ...base, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadEnv({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    expect(loadEnv({ ...base, TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
  });

  it('refuses TRUST_PROXY=true, which let every client choose its own address', () => {
    const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40) };
    expect(() => loadEnv({ ...base, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*number of proxy hops/,
    );
    for (const value of ['yes', '10.0.0.0/33', '300.1.1.1', '1.5', '-1', '10.0.0.1,']) {
      expect(() => loadEnv({ ...base, TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('has no REDIS_URL: the limits live in the database every process shares', () => {
    const env = loadEnv({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40), REDIS_URL: 'redis://x' });
    expect(Object.keys(env)).not.toContain('REDIS_URL');
  });

  it('runs more than one worker process only on PostgreSQL, and says why', () => {
    const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40) };
    expect(loadEnv(base).WEB_CONCURRENCY).toBe(1);
    expect(() => loadEnv({ ...base, WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY=2 needs PostgreSQL \(DATABASE_URL\).*one owner process/,
    );
    const env = loadEnv({ ...base, WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://x@y/z' });
    expect(env.WEB_CONCURRENCY).toBe(4);
    expect(() => loadEnv({ ...base, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadEnv({ ...base, WEB_CONCURRENCY: 'two' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('serves the API reference outside production, and in production only with API_DOCS=true', () => {
    const base = { AUTH_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://s' };
    expect(loadEnv({ ...base, NODE_ENV: 'development' }).API_DOCS).toBe(true);
    expect(loadEnv({ ...base, NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(loadEnv({ ...base, NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadEnv({ ...base, NODE_ENV: 'development', API_DOCS: 'false' }).API_DOCS).toBe(false);
    expect(() => loadEnv({ ...base, API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('guards /metrics with a token long enough not to be guessed', () => {
    const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40) };
    expect(loadEnv(base).METRICS_TOKEN).toBeUndefined();
    expect(() => loadEnv({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadEnv({ ...base, METRICS_TOKEN: 'm'.repeat(32) }).METRICS_TOKEN).toBe('m'.repeat(32));
  });
});
