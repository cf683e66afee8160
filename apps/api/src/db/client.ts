import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createFairTurns, type FairTurns } from '../lib/fair-turns.js';
import { timeQuery } from '../lib/metrics.js';
import { paths } from '../paths.js';
import { lockDatabaseFolder, type DatabaseOwner } from './lock.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A transaction on {@link Db}. A service opens it (through a {@link Transaction}) and hands it to
 * each repository function that must run inside it, as that function's last argument `tx`; a
 * repository never opens one of its own (ADR 0032).
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
export type Transaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/** The {@link Transaction} a service is given, on the database the app was built with. */
export function transactionOn(db: Db): Transaction {
  return (work) => db.transaction(work);
}

/** The rows of a raw `db.execute` result: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * PGlite only: its statements take turns by the lane the request entered (ADR 0028), instead of
   * first come, first served. PostgreSQL has a pool and a server of its own to share the work.
   */
  turns?: FairTurns;
  /**
   * PGlite only: its data folder as a gzipped tarball, taken while no other statement or
   * transaction runs (a turn of `turns` for the whole dump), so it is one consistent moment
   * (`npm run admin -- backup`, ADR 0056). PostgreSQL is backed up with pg_dump instead.
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Applies the migrations; then `andThen` (the demo seed), still before any other process on
   * the same PostgreSQL migrates, so two first starts never both seed an empty database.
   */
  migrate(andThen?: () => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  /** Called with every SQL statement run (tests count queries with it). */
  onQuery?: ((sql: string) => void) | undefined;
  /** Who opens a PGlite folder: named to a second process that tries to open it meanwhile. */
  owner?: DatabaseOwner | undefined;
}

const queryLogger = (onQuery: DatabaseOptions['onQuery']) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

/**
 * The PGlite client as drizzle sees it: every top-level statement and transaction waits for its
 * turn (ADR 0028). PGlite's own queue is first come, first served; this one comes first and
 * serves the lanes in turn. A transaction holds its turn to the end, as PGlite holds its lock;
 * the statements inside it go through the transaction's own client, not through here.
 */
function takingTurns(client: PGlite, turns: FairTurns): PGlite {
  const gated: Partial<PGlite> = {
    query: (...args) => turns.take(() => timed(client.query(...args))),
    exec: (...args) => turns.take(() => timed(client.exec(...args))),
    transaction: (work) => turns.take(() => client.transaction((tx) => work(timedTransaction(tx)))),
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(gated, property)) return gated[property as keyof typeof gated];
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A PGlite statement's time into the metrics (lib/metrics.ts), from its start to its settling. */
function timed<T>(statement: Promise<T>): Promise<T> {
  const stop = timeQuery('pglite');
  return statement.finally(stop);
}

/** A PGlite transaction whose statements are timed like the others. */
function timedTransaction(tx: PGliteTransaction): PGliteTransaction {
  return {
    ...tx,
    query: (...args) => timed(tx.query(...args)),
    sql: (...args) => timed(tx.sql(...args)),
    exec: (...args) => timed(tx.exec(...args)),
    rollback: () => tx.rollback(),
    get closed() {
      return tx.closed;
    },
  };
}

/**
 * Times every statement of a node-postgres pool: drizzle runs a top-level statement through
 * `pool.query` and a transaction's on the client `pool.connect()` gave it, and both end in the
 * client's `query`, wrapped here once per connection. A callback-style call (pg-pool's own) is
 * timed to its callback; a submittable (cursor, stream) is left alone.
 */
function timePoolQueries(pool: pg.Pool) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      if (typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function') {
        return query(...args);
      }
      const stop = timeQuery('postgres');
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          stop();
          return (callback as (...r: unknown[]) => unknown)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      return result instanceof Promise ? result.finally(stop) : result;
    };
  });
}

/** The advisory lock key of the migrations (any constant: 'bolajon' as an integer). */
const MIGRATION_LOCK = 0x626f6c61;

/**
 * Runs the migrations while holding a session advisory lock on one connection of the pool, so
 * processes started at once on one PostgreSQL (several machines, a deploy) migrate one after
 * another: the next finds the work done instead of racing it (ADR 0057).
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>) {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    holder.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server closed (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    timePoolQueries(pool);
    const db = drizzlePg(pool, { schema, logger: queryLogger(options.onQuery) });
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      migrate: (andThen) =>
        migrateAlone(pool, async () => {
          await migratePg(db, { migrationsFolder: paths.migrations });
          await andThen?.();
        }),
      close: () => pool.end(),
    };
  }
  // A PGlite folder has one owner (ADR 0015): two processes on it overwrite each other's
  // writes. The lock comes first, so a refused process has written nothing.
  const lock = options.pgliteDir ? lockDatabaseFolder(options.pgliteDir, options.owner) : null;
  let client: PGlite;
  try {
    client = await PGlite.create(options.pgliteDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const turns = createFairTurns();
  const db = drizzlePglite({
    client: takingTurns(client, turns),
    schema,
    logger: queryLogger(options.onQuery),
  });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    turns,
    // The raw client, inside one turn: gated statements would wait for the turn this holds.
    // The checkpoint writes every committed change into the files the tarball copies.
    dumpDataDir: () =>
      turns.take(async () => {
        await client.exec('CHECKPOINT');
        return client.dumpDataDir('gzip');
      }),
    async migrate(andThen) {
      await migratePglite(db, { migrationsFolder: paths.migrations });
      await andThen?.();
    },
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
