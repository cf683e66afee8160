import type { LoginResponse } from '@bolajon/contract';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/client.js';
import { testEnv, type Env } from '../env.js';
import { SmsDeliveryError, type SmsSender } from '../sms/index.js';
import { createTestDatabase } from './database.js';

/** Records every message; can be told to fail like a gateway that is down. */
export class RecordingSmsSender implements SmsSender {
  readonly name = 'recording';
  readonly sent: { phone: string; text: string }[] = [];
  failing = false;

  async send(phone: string, text: string) {
    if (this.failing) throw new SmsDeliveryError('gateway down');
    this.sent.push({ phone, text });
  }

  lastCode(phone: string): string {
    const message = this.sent.filter((m) => m.phone === phone).at(-1);
    const code = message?.text.match(/\d{4}/)?.[0];
    if (!code) throw new Error(`no code was sent to ${phone}`);
    return code;
  }
}

/** A clock the test moves by hand. */
export class TestClock {
  private current = Date.now();
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
}

export interface TestContext {
  app: App;
  database: Database;
  sms: RecordingSmsSender;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * Starts the children's ids far from the users' (ADR 0036): a new family's first child then never
 * has the family's id, so a test or a query that mixes the two up fails instead of passing by luck.
 */
async function separateChildIds(database: Database) {
  await database.db.execute(
    sql`select setval(pg_get_serial_sequence('children', 'id'), ${CHILD_ID_START}, false)`,
  );
}
/** The first child id in a test app's database. */
export const CHILD_ID_START = 1001;

export async function createTestApp(
  envOverrides: Partial<Record<keyof Env, string>> = {},
  onQuery?: (sql: string) => void,
) {
  const database = await createTestDatabase(onQuery);
  await separateChildIds(database);
  return testAppOn(database, envOverrides);
}

/**
 * The app on a database the caller opened (closed with it), with a recording SMS sender and a
 * clock the test moves — or the real clock, for an app that runs beside real processes.
 */
export async function testAppOn(
  database: Database,
  envOverrides: Partial<Record<keyof Env, string>> = {},
  { realClock = false }: { realClock?: boolean } = {},
) {
  const sms = new RecordingSmsSender();
  const clock = new TestClock();
  const now = realClock ? () => new Date() : clock.now;
  const app = await buildApp({ database, env: testEnv(envOverrides), sms, now });
  await app.ready();
  return {
    app,
    database,
    sms,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  } satisfies TestContext;
}

let phoneCounter = 0;
/** A distinct valid Uzbek phone per call. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+99890${String(1_000_000 + phoneCounter * 7919).slice(-7)}`;
}

/** Registers and verifies a user: a signed-in session, as the app would have after the code screen. */
export async function signUp(ctx: TestContext, name = 'Malika', phone = uniquePhone()) {
  const register = await ctx.app.inject({
    method: 'POST',
    url: '/api/user-auth/register',
    payload: { phone, name },
    remoteAddress: `10.0.${phoneCounter % 250}.${(phoneCounter * 7) % 250}`,
  });
  if (register.statusCode !== 200) throw new Error(`register failed: ${register.body}`);
  const verify = await ctx.app.inject({
    method: 'POST',
    url: '/api/user-auth/verify-code',
    payload: { phone, code: ctx.sms.lastCode(phone) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const login = verify.json() as LoginResponse;
  // The family is the phone account (users.id); the session plays as its first child, whose id
  // is the answer's user.id (ADR 0036) — not, in general, the family's.
  return { phone, familyId: login.user.familyId, childId: login.user.id, ...login };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
