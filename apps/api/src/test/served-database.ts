import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { importPack } from '../content/import-pack.js';
import { loadPack } from '../content/load-pack.js';
import { openDatabase, type Database } from '../db/client.js';
import { games, questions } from '../db/schema/index.js';
import { LocalMediaStore } from '../media/media-store.js';
import { fixtureCourse, removePacks, writePack, type FixtureCourse } from './content-fixture.js';
import { createPostgresTestDatabase } from './database.js';
import { pgliteEnv } from './server-process.js';

/** A JSON call to a spawned server's API: the status and the parsed body. */
export async function callApi(
  port: number,
  method: string,
  url: string,
  {
    body,
    token,
    headers,
  }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : null,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The code the dev outbox of the server at `port` shows for `phone` (its latest). */
export async function outboxCode(port: number, phone: string): Promise<string> {
  const outbox = await callApi(port, 'GET', `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const messages = outbox.body['messages'] as { code: string }[];
  const code = messages.at(-1)?.code;
  if (!code) throw new Error(`no code was sent to ${phone} by the server on ${port}`);
  return code;
}

/**
 * Registers on the server at `port` and verifies the code it sent on `verifyPort` (the same one
 * unless given): the session's access token. `headers` go with every call (x-forwarded-for).
 */
export async function signUpOver(
  port: number,
  phone: string,
  { name = 'Parent', verifyPort = port, headers }: SignUpOptions = {},
) {
  await callApi(port, 'POST', '/user-auth/register', { body: { phone, name }, headers });
  const code = await outboxCode(port, phone);
  const verified = await callApi(verifyPort, 'POST', '/user-auth/verify-code', {
    body: { phone, code },
    headers,
  });
  return { status: verified.status, token: verified.body['accessToken'] as string };
}
interface SignUpOptions {
  name?: string;
  verifyPort?: number;
  headers?: Record<string, string>;
}

/**
 * Databases for spawned servers, on the engine the tests run on (PGlite in a folder, or a new
 * PostgreSQL database with TEST_DB_ENGINE=postgres); `cleanUp()` in afterAll removes them all.
 */
export function servedDatabases() {
  const dirs: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  const newDataDir = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bolajon-server-'));
    dirs.push(dataDir);
    return dataDir;
  };

  /**
   * A migrated database with the fixture course: the servers' environment, the questions of the
   * first (free) game, and a way to open it again (close what it returns).
   */
  async function seeded(course: FixtureCourse = fixtureCourse()) {
    const dataDir = newDataDir();
    let env: Record<string, string>;
    let open: () => Promise<Database>;
    if (process.env['TEST_DB_ENGINE'] === 'postgres') {
      const server = await createPostgresTestDatabase();
      drops.push(server.drop);
      env = { DATABASE_URL: server.url, DATA_DIR: dataDir };
      open = () => openDatabase({ url: server.url });
    } else {
      env = pgliteEnv(dataDir);
      open = () => openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    }
    const loaded = loadPack(writePack(course));
    if (!loaded.ok) throw new Error('the fixture pack does not load');
    const database = await open();
    await database.migrate();
    await importPack(database.db, loaded.pack, new LocalMediaStore(path.join(dataDir, 'media')));
    const rows = await database.db
      .select({ id: questions.id })
      .from(questions)
      .innerJoin(games, eq(games.id, questions.gameId))
      .where(eq(games.key, 'g1'))
      .orderBy(questions.id);
    await database.close();
    return {
      env: { ...env, CONTENT_DIR: loaded.pack.dir },
      dataDir,
      questionIds: rows.map((r) => r.id),
      open,
    };
  }

  return {
    newDataDir,
    seeded,
    async cleanUp() {
      dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
      removePacks();
      for (const drop of drops) await drop();
    },
  };
}
