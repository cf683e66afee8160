import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { requestKeys } from '../../db/schema/index.js';

/** Expired keys a keyed write removes: more than the one it adds, so they never pile up. */
export const KEYS_SWEPT_PER_WRITE = 20;

/** A write's Idempotency-Key (ADR 0050): the key, its request's fingerprint, expired keys' cut. */
export interface RequestKey {
  key: string;
  fingerprint: string;
  /** Keys written before it are expired: the write removes up to {@link KEYS_SWEPT_PER_WRITE}. */
  expiredBefore: Date;
}

/**
 * The keys of writes other than the answer (whose key is read and written in the answer's own two
 * statements, progress.repository.ts): used inside the write's transaction.
 */
export function createRequestKeysRepository(_db: Db) {
  return {
    /**
     * Takes the child's key for the rest of the transaction (an advisory lock on child and key, so
     * the same key sent twice at once is taken one after the other, on both engines) and reads
     * what was stored with it, if anything.
     */
    async lockAndFind(childId: number, key: string, tx: Tx) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`request-key:${childId}:${key}`}, 0))`,
      );
      const [row] = await tx
        .select({ fingerprint: requestKeys.fingerprint, response: requestKeys.response })
        .from(requestKeys)
        .where(and(eq(requestKeys.childId, childId), eq(requestKeys.key, key)));
      return row ?? null;
    },

    /** Keeps the key with the write's response, and removes a few expired keys of anyone. */
    async store(
      input: { childId: number; requestKey: RequestKey; response: unknown; now: Date },
      tx: Tx,
    ) {
      const { childId, requestKey, response, now } = input;
      await tx.insert(requestKeys).values({
        childId,
        key: requestKey.key,
        fingerprint: requestKey.fingerprint,
        status: 200,
        response,
        createdAt: now,
      });
      await tx.execute(sql`delete from request_keys where id in (
        select id from request_keys where created_at < ${requestKey.expiredBefore.toISOString()}
        order by created_at limit ${KEYS_SWEPT_PER_WRITE} for update skip locked)`);
    },
  };
}

export type RequestKeysRepository = ReturnType<typeof createRequestKeysRepository>;
