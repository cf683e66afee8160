import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { dataFolderError } from './data-folder.js';
import { paths } from './paths.js';

const countryList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'use ISO country codes such as UZ')).min(1));

/** An address or CIDR range of a proxy in front of the server, or a named range of proxy-addr. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: how many proxies stand in front of the server (a hop count), or their addresses
 * and CIDR ranges. The client address is then the right-most x-forwarded-for entry that is not
 * one of them, so a client cannot choose its own by prepending entries (DESIGN.md section 4).
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust every address, so any client could name its own; set the number of proxy hops in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'at most 10 proxy hops' });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a number of proxy hops, an IP address or a CIDR range: ${wrong.map((w) => JSON.stringify(w)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    DATA_DIR: z.string().default(path.join(paths.repoRoot, 'data')),
    /** Default: DATA_DIR/db */
    PGLITE_DIR: optionalText,
    /**
     * API requests one process on PGlite holds at once (running or waiting for the database);
     * past that, 503 with Retry-After at once (ADR 0020). Not used on PostgreSQL.
     */
    PGLITE_MAX_PENDING: z.coerce.number().int().min(1).max(10_000).default(128),
    /** How long the requests in flight get to finish after SIGTERM or SIGINT. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    /** Default: DATA_DIR/media */
    MEDIA_DIR: optionalText,
    CONTENT_DIR: z.string().default(path.join(paths.repoRoot, 'content')),
    AUTH_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'AUTH_SECRET must have at least 32 characters').optional(),
    ),
    TRUST_PROXY: trustProxy,
    SMS_PROVIDER: z.enum(['console', 'eskiz', 'http']).default('console'),
    SMS_ALLOWED_COUNTRIES: countryList.default(['UZ']),
    SMS_TEXT_TEMPLATE: z
      .string()
      .refine((t) => t.includes('{code}'), 'SMS_TEXT_TEMPLATE must contain {code}')
      .default('Bolajon: kod {code}'),
    ESKIZ_BASE_URL: z.url().default('https://notify.eskiz.uz/api'),
    ESKIZ_EMAIL: optionalText,
    ESKIZ_PASSWORD: optionalText,
    ESKIZ_FROM: z.string().default('4546'),
    SMS_HTTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    SMS_HTTP_TOKEN: optionalText,
    TTS_PROVIDER: z.enum(['espeak', 'yandex', 'none']).default('espeak'),
    /** The synthesised-audio cache under MEDIA_DIR/tts; the least recently used files go first. */
    TTS_CACHE_MAX_MB: z.coerce
      .number()
      .positive('TTS_CACHE_MAX_MB must be a positive number of megabytes')
      .default(200),
    YANDEX_TTS_URL: z.url().default('https://tts.api.cloud.yandex.net'),
    YANDEX_API_KEY: optionalText,
    YANDEX_FOLDER_ID: optionalText,
    YANDEX_VOICE_RU: z.string().min(1).default('alena'),
    YANDEX_VOICE_UZ: z.string().min(1).default('nigora'),
    /** Syntheses (cache misses of POST /audio) per client address and hour. */
    AUDIO_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(120),
    /**
     * Syntheses per hour from every address together, in every process (ADR 0029); past that,
     * new phrases get 503 and the device voice speaks them.
     */
    TTS_MAX_NEW_PER_HOUR: z.coerce.number().int().min(1).default(600),
    /** A phrase POST /audio handed out within this many hours is never evicted from the cache. */
    TTS_CACHE_KEEP_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 365)
      .default(24),
    /** Syntheses one process runs at once, and how many may wait for one; past that, 503. */
    TTS_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2),
    TTS_MAX_QUEUED: z.coerce.number().int().min(0).max(1000).default(32),
    WEB_DIST: z.string().default(paths.webDist),
    /**
     * The API's reference at /api/docs and its OpenAPI document at /api/openapi.json: on outside
     * production, off in production unless API_DOCS=true.
     */
    API_DOCS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
    /**
     * A bearer token for GET /metrics (Prometheus). Unset: /metrics answers 404 — it is never
     * public.
     */
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional(),
    ),
    /** Worker processes sharing PORT (node:cluster); more than 1 needs PostgreSQL. */
    WEB_CONCURRENCY: z.coerce
      .number()
      .int('WEB_CONCURRENCY must be a whole number of processes')
      .min(1)
      .max(64)
      .default(1),
  })
  .superRefine((env, ctx) => {
    const problem = (message: string, key: string) =>
      ctx.addIssue({ code: 'custom', message, path: [key] });
    if (env.NODE_ENV === 'production') {
      if (env.SMS_PROVIDER === 'console')
        problem('the console SMS sender is for development; set SMS_PROVIDER', 'SMS_PROVIDER');
      if (!env.AUTH_SECRET) problem('AUTH_SECRET is required in production', 'AUTH_SECRET');
    }
    if (env.SMS_PROVIDER === 'eskiz' && (!env.ESKIZ_EMAIL || !env.ESKIZ_PASSWORD))
      problem('SMS_PROVIDER=eskiz needs ESKIZ_EMAIL and ESKIZ_PASSWORD', 'ESKIZ_EMAIL');
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL)
      problem('SMS_PROVIDER=http needs SMS_HTTP_URL', 'SMS_HTTP_URL');
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL)
      problem(
        `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs PostgreSQL (DATABASE_URL): the embedded database's folder has one owner process (ADR 0015), so it runs one process`,
        'WEB_CONCURRENCY',
      );
    if (env.TTS_PROVIDER === 'yandex' && !env.YANDEX_API_KEY)
      problem('TTS_PROVIDER=yandex needs YANDEX_API_KEY', 'YANDEX_API_KEY');
  });

export type Env = Omit<z.infer<typeof envSchema>, 'API_DOCS'> & {
  /** Whether /api/docs and /api/openapi.json are served (API_DOCS, or not production). */
  API_DOCS: boolean;
  AUTH_SECRET: string;
  PGLITE_DIR: string;
  MEDIA_DIR: string;
};

export class EnvError extends Error {}

/** The only reader of process.env: fails fast with every problem listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    API_DOCS: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    AUTH_SECRET: env.AUTH_SECRET ?? developmentSecret(env.DATA_DIR),
    PGLITE_DIR: env.PGLITE_DIR ?? path.join(env.DATA_DIR, 'db'),
    MEDIA_DIR: env.MEDIA_DIR ?? path.join(env.DATA_DIR, 'media'),
  };
}

/** Outside production a secret is made once and kept in the data folder, so sessions survive a restart. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
  } catch (error) {
    throw dataFolderError(error, dataDir, 'DATA_DIR');
  }
  return secret;
}

/** Options for tests: a complete env without touching the disk. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: path.join(tmpdir(), 'bolajon-test-data'),
    // No child processes unless a test asks for an engine (audio tests inject theirs).
    TTS_PROVIDER: 'none',
    ...overrides,
  });
}
