import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

export interface ImportStats {
  created: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

/** A catalogue table whose rows a teacher writes: a serial id, plus a key among siblings. */
type KeyedTable = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/** A property of the table's rows, as its insert and select models both name it. */
type ColumnName<T extends KeyedTable> = keyof T['$inferInsert'] & keyof T['$inferSelect'] & string;

export interface SyncChildren<
  T extends KeyedTable,
  P extends ColumnName<T>,
  K extends ColumnName<T>,
> {
  table: T;
  /** The property naming the parent (`courseId`); the rows under `parentId` are the siblings. */
  parentColumn: P;
  parentId: T['$inferSelect'][P];
  /** The property rows are matched on (`key`): unique among the siblings. */
  keyColumn: K;
  /** Every child the parent should have, in full (parent and key included). */
  rows: (T['$inferInsert'] & Record<K, string>)[];
  /** Set along with an update, never compared (`{ updatedAt: new Date() }`). */
  onUpdate?: Partial<T['$inferInsert']>;
}

const same = (current: Record<string, unknown>, wanted: object) =>
  Object.entries(wanted).every(([k, v]) => (current[k] ?? null) === (v ?? null));

/**
 * Makes the keyed children of one parent exactly `rows`: a new key is inserted, a changed row
 * updated in place (its id — and so learners' progress pointing at it — kept), a key no longer
 * wanted deleted, an identical row left untouched. Returns key → id for every wanted row.
 * `db` may be a transaction; the queries run one after another, as a transaction needs.
 */
export async function syncChildren<
  T extends KeyedTable,
  P extends ColumnName<T>,
  K extends ColumnName<T>,
>(
  db: Db,
  stats: ImportStats,
  { table, parentColumn, parentId, keyColumn, rows, onUpdate }: SyncChildren<T, P, K>,
): Promise<Map<string, number>> {
  const parent = getTableColumns(table)[parentColumn];
  if (!parent) throw new Error(`no column ${parentColumn}`);
  // Selected through the plain table type: each row comes back as a record of its properties.
  const source: PgTable = table;
  const existing = await db
    .select({ id: table.id, row: source })
    .from(source)
    .where(eq(parent, parentId));
  const byKey = new Map(existing.map((e) => [e.row[keyColumn], e]));

  const ids = new Map<string, number>();
  for (const values of rows) {
    const key = values[keyColumn];
    const found = byKey.get(key);
    if (!found) {
      const [inserted] = await db.insert(table).values(values).returning({ id: table.id });
      ids.set(key, inserted!.id);
      stats.created += 1;
      continue;
    }
    ids.set(key, found.id);
    if (same(found.row, values)) {
      stats.unchanged += 1;
    } else {
      await db
        .update(table)
        .set({ ...values, ...onUpdate })
        .where(eq(table.id, found.id));
      stats.updated += 1;
    }
  }

  const gone = existing.filter((e) => !ids.has(String(e.row[keyColumn]))).map((e) => e.id);
  if (gone.length > 0) {
    await db.delete(table).where(inArray(table.id, gone));
    stats.deleted += gone.length;
  }
  return ids;
}
