import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { contentVersion } from '../../db/schema/index.js';

/** The catalogue's version: 0 before the first import that changed anything. */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/** Moves the catalogue to a new version; call it in the transaction that changed the catalogue. */
export async function bumpContentVersion(tx: Db | Tx): Promise<void> {
  await tx
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: contentVersion.id,
      set: { version: sql`${contentVersion.version} + 1`, changedAt: sql`now()` },
    });
}
