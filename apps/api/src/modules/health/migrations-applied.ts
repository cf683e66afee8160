import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

interface JournalEntry {
  tag: string;
  /** drizzle-kit's timestamp of the migration: what the migrator stores as `created_at`. */
  when: number;
}

/** The migrations the folder holds (meta/_journal.json), oldest first. */
export function migrationsInFolder(folder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The folder's migrations the database has not applied, by tag. drizzle's migrator records each
 * applied one in drizzle.__drizzle_migrations (the same schema and table on PGlite and
 * PostgreSQL) with the migration's timestamp as `created_at`. Throws when the database does not
 * answer, or has no such table (never migrated).
 */
export async function missingMigrations(db: Db, expected: JournalEntry[]): Promise<string[]> {
  const rows = rowsOf<{ created_at: string | number }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
  );
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return expected.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}
