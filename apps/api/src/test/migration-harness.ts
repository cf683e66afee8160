import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openDatabase, rowsOf, type Database, type Db, type Schema } from '../db/client.js';
import { paths } from '../paths.js';
import { createPostgresTestDatabase } from './database.js';

/*
 * The migration rule (ADR 0030): a migration never loses a learner's data. The harness takes a
 * database seeded through the app at the latest shape, projects its rows into a database
 * migrated only up to an earlier migration, migrates that one forward and compares every
 * table's count and primary keys before and after.
 */

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}
interface Journal {
  entries: JournalEntry[];
  [key: string]: unknown;
}

const readJournal = (folder: string): Journal =>
  JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The committed migrations' tags, oldest first. */
export const committedMigrations = (): string[] =>
  readJournal(paths.migrations).entries.map((e) => e.tag);

export interface MigrationsFolder {
  dir: string;
  tags: string[];
  remove(): void;
}

/**
 * A temporary copy of apps/api/drizzle whose journal keeps only its first `keep` entries (all
 * when undefined), then lists `extra` migrations written beside them — for a harness test, never
 * committed.
 */
export function migrationsFolder(
  options: { keep?: number; extra?: { tag: string; sql: string }[] } = {},
): MigrationsFolder {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolajon-migrations-'));
  cpSync(paths.migrations, dir, { recursive: true });
  const journal = readJournal(dir);
  const entries = journal.entries.slice(0, options.keep ?? journal.entries.length);
  for (const extra of options.extra ?? []) {
    const last = entries.at(-1);
    writeFileSync(path.join(dir, `${extra.tag}.sql`), extra.sql);
    entries.push({
      idx: entries.length,
      version: last?.version ?? '7',
      // The migrator runs what is newer than the last applied entry, by this timestamp.
      when: (last?.when ?? 0) + 1,
      tag: extra.tag,
      breakpoints: true,
    });
  }
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }, null, 2),
  );
  return {
    dir,
    tags: entries.map((e) => e.tag),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs drizzle's migrator for the database's engine with the given folder. */
export async function migrateWith(database: Database, folder: string): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: folder,
    });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, {
      migrationsFolder: folder,
    });
  }
}

/** An empty database of the engine the tests use (TEST_DB_ENGINE), dropped on close. */
export async function openEmptyDatabase(): Promise<Database> {
  if (process.env['TEST_DB_ENGINE'] !== 'postgres') return openDatabase({});
  const server = await createPostgresTestDatabase();
  const database = await openDatabase({ url: server.url });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

const run = async <Row>(db: Db, query: SQL) => rowsOf<Row>(await db.execute(query));

/** The app's tables (schema public; drizzle keeps its journal in its own schema). */
export async function listTables(db: Db): Promise<string[]> {
  const rows = await run<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        order by table_name collate "C"`,
  );
  return rows.map((r) => r.name);
}

/** Tables ordered so that every table comes after those its foreign keys point at. */
async function parentsFirst(db: Db, tables: string[]): Promise<string[]> {
  const edges = await run<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      edges.every((e) => e.child !== table || e.parent === table || !pending.has(e.parent)),
    );
    // Self-references load in one statement; a cycle across tables would need deferred keys.
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle: ${[...pending].join(', ')}`);
    for (const table of ready.sort()) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

export type Row = Record<string, unknown>;
/**
 * Turns a table's rows at the latest shape into rows of the earlier shape. Only a migration that
 * renames, splits or drops columns needs one: columns the earlier shape lacks are dropped anyway.
 */
export type ToEarlierShape = (table: string, rows: Row[]) => Row[];

async function readRows(db: Db, table: string): Promise<Row[]> {
  const [row] = await run<{ rows: Row[] | string }>(
    db,
    sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(table)} t`,
  );
  const rows = row?.rows ?? [];
  return typeof rows === 'string' ? (JSON.parse(rows) as Row[]) : rows;
}

/**
 * Replaces the rows of every table `target` has with the rows of the same table in `source`,
 * parents first, then moves each serial or identity sequence past the largest id it now holds.
 * Returns the tables of `source` that `target` lacks (the newer shape's new tables).
 */
export async function copyRows(
  source: Db,
  target: Db,
  toEarlierShape: ToEarlierShape = (_table, rows) => rows,
): Promise<string[]> {
  const sourceTables = new Set(await listTables(source));
  const order = await parentsFirst(target, await listTables(target));
  for (const table of [...order].reverse()) {
    await target.execute(sql`delete from ${sql.identifier(table)}`);
  }
  for (const table of order) {
    if (!sourceTables.has(table)) continue;
    const rows = toEarlierShape(table, await readRows(source, table));
    if (rows.length === 0) continue;
    const name = sql.identifier(table);
    await target.execute(
      sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${JSON.stringify(rows)}::json)`,
    );
  }
  const sequences = await run<{ table: string; column: string }>(
    target,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public'
          and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  for (const { table, column } of sequences) {
    const name = sql.identifier(table);
    const col = sql.identifier(column);
    await target.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}),
                        coalesce((select max(${col}) from ${name}), 0) + 1, false)`,
    );
  }
  return [...sourceTables].filter((t) => !order.includes(t));
}

export interface TableState {
  count: number;
  /** Each row's primary key as JSON, sorted; null for a table without one. */
  keys: string[] | null;
}
export type Snapshot = Record<string, TableState>;

/** Every table's row count and primary keys. */
export async function snapshot(db: Db): Promise<Snapshot> {
  const keyColumns = await run<{ table: string; column: string }>(
    db,
    sql`select k.table_name as "table", k.column_name as "column"
        from information_schema.table_constraints c
        join information_schema.key_column_usage k
          on k.constraint_name = c.constraint_name and k.constraint_schema = c.constraint_schema
        where c.constraint_type = 'PRIMARY KEY' and c.table_schema = 'public'
        order by k.table_name, k.ordinal_position`,
  );
  const result: Snapshot = {};
  for (const table of await listTables(db)) {
    const name = sql.identifier(table);
    const [counted] = await run<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${name}`,
    );
    const columns = keyColumns.filter((k) => k.table === table).map((k) => k.column);
    let keys: string[] | null = null;
    if (columns.length > 0) {
      const selected = sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      );
      const rows = await run<Row>(db, sql`select ${selected} from ${name}`);
      keys = rows.map((r) => JSON.stringify(columns.map((c) => r[c]))).sort();
    }
    result[table] = { count: Number(counted?.count ?? 0), keys };
  }
  return result;
}

export interface Loss {
  table: string;
  before: number;
  /** null: the table is gone. */
  after: number | null;
  /** Primary keys present before and missing after (at most ten shown). */
  lostKeys: string[];
}

/** What `after` lost of `before`: tables dropped, counts changed, primary keys gone. Empty when nothing. */
export function compareSnapshots(before: Snapshot, after: Snapshot): Loss[] {
  const losses: Loss[] = [];
  for (const [table, was] of Object.entries(before)) {
    const now = after[table];
    if (!now) {
      losses.push({ table, before: was.count, after: null, lostKeys: [] });
      continue;
    }
    const remaining = new Set(now.keys ?? []);
    const lostKeys = was.keys && now.keys ? was.keys.filter((k) => !remaining.has(k)) : [];
    if (now.count !== was.count || lostKeys.length > 0) {
      losses.push({ table, before: was.count, after: now.count, lostKeys: lostKeys.slice(0, 10) });
    }
  }
  return losses;
}

export interface MigrationCheck {
  /** The copy, migrated to the end of `to` (the committed migrations unless told otherwise). */
  database: Database;
  /** The tables of the seeded database the earlier shape lacks: created by the migrations run. */
  newTables: string[];
  /** Counts of the seeded database, of the copy at the earlier shape, and after migrating. */
  seeded: Snapshot;
  before: Snapshot;
  after: Snapshot;
  losses: Loss[];
  /** What `inspectBefore` read from the copy at the earlier shape, before migrating. */
  inspected: unknown;
  close(): Promise<void>;
}

/**
 * Migrates a copy of `seeded` from the earlier shape (the first `from` committed migrations; all
 * but the last by default) to the end of `to` (a migrations folder; the committed one by
 * default), and reports what it lost.
 */
export async function checkMigration(
  seeded: Database,
  options: {
    from?: number;
    to?: string;
    toEarlierShape?: ToEarlierShape;
    /** Reads the copy at the earlier shape (e.g. per-family sums), for the test to compare after. */
    inspectBefore?: (db: Db) => Promise<unknown>;
  } = {},
): Promise<MigrationCheck> {
  const earlier = migrationsFolder({ keep: options.from ?? committedMigrations().length - 1 });
  const database = await openEmptyDatabase();
  try {
    await migrateWith(database, earlier.dir);
    const newTables = await copyRows(seeded.db, database.db, options.toEarlierShape);
    const before = await snapshot(database.db);
    const inspected = await options.inspectBefore?.(database.db);
    // The app's own path to the latest shape, unless a test hands in another folder.
    await (options.to ? migrateWith(database, options.to) : database.migrate());
    const after = await snapshot(database.db);
    return {
      database,
      newTables,
      seeded: await snapshot(seeded.db),
      before,
      after,
      losses: compareSnapshots(before, after),
      inspected,
      close: () => database.close(),
    };
  } catch (error) {
    await database.close();
    throw error;
  } finally {
    earlier.remove();
  }
}
