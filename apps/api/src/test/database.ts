import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

/** The PostgreSQL server the tests use when TEST_DB_ENGINE=postgres. */
function testServerUrl(): string {
  const serverUrl = process.env['TEST_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return serverUrl;
}

/** A new, empty database named `<prefix>_<random>` on a PostgreSQL server: its URL, and drop(). */
export async function createDatabaseOnServer(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropWhenNoWorkerHoldsIt(dropper, name);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * `drop database … with (force)` ends the connections of the role that drops it, but not an
 * autovacuum worker busy in that database (a process of no role, which only a superuser or a
 * member of pg_signal_backend may end): it fails with 42501 "must be a member of the role whose
 * process is being terminated". The tests' role is neither, and a test that wrote a lot leaves
 * autovacuum work behind it, so the drop is tried again until the worker has gone (a bound,
 * not an expected wait: such a worker takes a moment on a test database).
 */
async function dropWhenNoWorkerHoldsIt(client: pg.Client, name: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      const refusedBySignal = (error as { code?: string }).code === '42501';
      if (!refusedBySignal || attempt >= DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
const DROP_ATTEMPTS = 150;

/** A new, empty database on the test server: its URL, and drop() to remove it. */
export function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return createDatabaseOnServer(testServerUrl(), 'bolajon_test');
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or — when
 * TEST_DB_ENGINE=postgres — a new database created on the server at TEST_DATABASE_URL
 * (or DATABASE_URL) and dropped afterwards, so files run in parallel and never share data.
 */
export async function createTestDatabase(onQuery?: (sql: string) => void): Promise<Database> {
  if (process.env['TEST_DB_ENGINE'] !== 'postgres') {
    const database = await openDatabase({ onQuery });
    await database.migrate();
    return database;
  }
  const server = await createPostgresTestDatabase();
  const database = await openDatabase({ url: server.url, onQuery });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}
