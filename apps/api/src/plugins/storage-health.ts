import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';

/** errno codes of a write the disk refused: full, over quota, mounted read-only. */
const REFUSED_WRITE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);
/** PostgreSQL's SQLSTATE disk_full: what a server (or PGlite) out of space answers a write. */
const PG_DISK_FULL = '53100';
/** While writes are refused, /api/ready tries a write again at most this often. */
export const PROBE_EVERY_MS = 5_000;

export interface RefusedWrite {
  /** ENOSPC, EDQUOT or EROFS. */
  code: string;
  where: 'database' | 'media';
}

/**
 * The refused write behind an error, looking through its causes (a Drizzle query error wraps
 * the driver's); null for any other error. Only codes are read, never messages, which may carry
 * a client's text.
 */
export function refusedWrite(error: unknown): RefusedWrite | null {
  let current: unknown = error;
  let database = false;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current.name === 'DrizzleQueryError') database = true;
    const code = (current as { code?: unknown }).code;
    if (code === PG_DISK_FULL) return { code: 'ENOSPC', where: 'database' };
    if (typeof code === 'string' && REFUSED_WRITE_CODES.has(code)) {
      return { code, where: database ? 'database' : 'media' };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export interface StorageHealthDeps {
  /** Writes a little to every store (and removes it); throws when one refuses. */
  probe: () => Promise<void>;
  now?: () => Date;
  log: {
    error(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
    debug(obj: object, msg: string): void;
  };
}

/**
 * Whether the disk takes writes (ADR 0029). A write refused with ENOSPC, EDQUOT or EROFS marks
 * storage as refusing: the request gets 503 and /api/ready is 503 (ADR 0055). Readiness then tries a
 * write of its own (at most every PROBE_EVERY_MS) and is ready again once one succeeds.
 */
export function createStorageHealth(deps: StorageHealthDeps) {
  const now = () => (deps.now ? deps.now() : new Date()).getTime();
  let refusing: RefusedWrite | null = null;
  let lastProbe = 0;
  let probing: Promise<void> | null = null;

  async function probeNow(): Promise<void> {
    lastProbe = now();
    try {
      await deps.probe();
    } catch (error) {
      const refused = refusedWrite(error);
      if (refused) refusing = refused;
      deps.log.debug(
        { code: refused?.code, reason: error instanceof Error ? error.message : String(error) },
        'storage write probe failed',
      );
      return;
    }
    if (refusing) {
      deps.log.info({ code: refusing.code }, 'storage takes writes again: /api/ready is ready');
    }
    refusing = null;
  }

  return {
    /** Records a refused write seen by a request; logs one line when storage starts refusing. */
    refused(refused: RefusedWrite) {
      if (!refusing) {
        deps.log.error(
          refused,
          `storage refuses writes (${refused.code} on the ${refused.where === 'database' ? 'database' : 'media folder'}): writes answer 503 and /api/ready is not ready until one succeeds`,
        );
      }
      refusing = refused;
      lastProbe = now();
    },

    /** The refused write while storage refuses writes, after a fresh probe when one is due. */
    async current(): Promise<RefusedWrite | null> {
      if (refusing && now() - lastProbe >= PROBE_EVERY_MS) {
        probing ??= probeNow().finally(() => {
          probing = null;
        });
        await probing;
      }
      return refusing;
    },
  };
}

export type StorageHealth = ReturnType<typeof createStorageHealth>;

const PROBE_BUCKET = 'health:write-probe';

/** A row written to the database and removed again: proves it takes writes. */
export async function probeDatabaseWrite(db: Db): Promise<void> {
  const windowStart = new Date(0);
  await db
    .insert(rateLimitCounters)
    .values({ bucket: PROBE_BUCKET, windowStart, hits: 0 })
    .onConflictDoNothing();
  await db
    .delete(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.bucket, PROBE_BUCKET),
        eq(rateLimitCounters.windowStart, windowStart),
      ),
    );
}
