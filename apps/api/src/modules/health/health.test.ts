import { readyResponseSchema } from '@bolajon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { paths } from '../../paths.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { buildApp } from '../../app.js';
import { testEnv } from '../../env.js';
import { migrationsInFolder } from './migrations-applied.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url });
const engine = process.env['TEST_DB_ENGINE'] === 'postgres' ? 'postgres' : 'pglite';
const migrations = migrationsInFolder(paths.migrations);

describe('GET /api/health (liveness)', () => {
  it('answers 200 with the engine, never cached', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: engine });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 200 while the database is closed, where readiness is 503', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database, env: testEnv(), tts: null, logger: false });
    await app.ready();
    try {
      await database.close();
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: the database does not answer or has no migrations applied',
      });
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/ready (readiness)', () => {
  it('answers 200 on a migrated database, counting the folder’s migrations', async () => {
    const response = await get('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(readyResponseSchema.parse(response.json())).toEqual({
      status: 'ready',
      database: engine,
      migrations: migrations.length,
    });
    expect(migrations.length).toBeGreaterThan(19);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the first migration the database lacks, and 200 once it is back', async () => {
    const last = migrations.at(-1)!;
    const [row] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await ctx.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning id, hash, created_at`,
      ),
    );
    expect(row).toBeDefined();
    try {
      const response = await get('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: `Not ready: 1 migration(s) not applied, the first ${last.tag}: run the server's migrations`,
      });
      // Alive all the same: a restart would not apply it.
      expect((await get('/api/health')).statusCode).toBe(200);
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await get('/api/ready')).statusCode).toBe(200);
  });

  it('answers 503 from the moment a shutdown starts, while health stays 200', async () => {
    const other = await createTestApp();
    const { app } = other;
    try {
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      app.readiness.markShuttingDown();
      const response = await app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: the server is shutting down',
      });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
