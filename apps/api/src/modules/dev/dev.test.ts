import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { testEnv } from '../../env.js';
import { ConsoleSmsSender } from '../../sms/index.js';
import { createTestDatabase } from '../../test/database.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the dev SMS outbox', () => {
  it('keeps the code sent by the console sender and prints it to the log', async () => {
    const lines: string[] = [];
    const sms = new ConsoleSmsSender({ info: (line: string) => void lines.push(line) });
    const app = await buildApp({ database, env: testEnv(), sms });
    const phone = '+998935550011';
    await app.inject({
      method: 'POST',
      url: '/api/user-auth/register',
      payload: { phone, name: 'Dev' },
    });
    const outbox = await app.inject({
      url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
    });
    expect(outbox.statusCode).toBe(200);
    const [message] = outbox.json().messages;
    expect(message.code).toMatch(/^\d{4}$/);
    expect(lines.join('\n')).toContain(message.code);

    const bad = await app.inject({ url: '/api/dev/sms-outbox?phone=abc' });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });

  it('does not exist with another sender', async () => {
    const app = await buildApp({
      database,
      env: testEnv(),
      sms: { name: 'other', send: async () => undefined },
    });
    const response = await app.inject({ url: '/api/dev/sms-outbox?phone=%2B998935550011' });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
