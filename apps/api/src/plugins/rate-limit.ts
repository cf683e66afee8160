import { and, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';

const HOUR_MS = 3_600_000;
/** How often a process deletes the counters of windows that ended. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Hits counted per bucket (e.g. `audio:<client address>`) and hour window in the table
 * rate_limit_counters, so every api process shares them (DESIGN.md section 2).
 */
export function createRateLimitRepository(db: Db) {
  return {
    async hitsIn(bucket: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(
          and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.windowStart, windowStart)),
        );
      return row?.hits ?? 0;
    },

    /**
     * One more hit in the window, unless it already holds `allowance`: the new count, or null
     * when refused (and then nothing changed). Atomic, so parallel requests cannot overshoot.
     */
    async countHit(bucket: string, windowStart: Date, allowance: number): Promise<number | null> {
      if (allowance <= 0) return null;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ bucket, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.bucket, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
          setWhere: lt(rateLimitCounters.hits, allowance),
        })
        .returning({ hits: rateLimitCounters.hits });
      return row?.hits ?? null;
    },

    /** Gives back a hit counted in that window (a request that turned out not to count). */
    async uncountHit(bucket: string, windowStart: Date) {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`${rateLimitCounters.hits} - 1` })
        .where(
          and(
            eq(rateLimitCounters.bucket, bucket),
            eq(rateLimitCounters.windowStart, windowStart),
            gt(rateLimitCounters.hits, 0),
          ),
        );
    },

    /** Forgets the windows of one kind of bucket (`prefix` such as 'audio:') that ended. */
    async deleteWindowsBefore(prefix: string, time: Date) {
      await db
        .delete(rateLimitCounters)
        .where(
          and(
            like(rateLimitCounters.bucket, `${prefix}%`),
            lt(rateLimitCounters.windowStart, time),
          ),
        );
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

/**
 * How many more hits the current hour window may take: the limit less the previous window's hits
 * weighted by how much of it still lies within the last hour (a sliding-window estimate, so a
 * client cannot spend two hours' worth across a window boundary).
 */
export function windowAllowance(limit: number, previousHits: number, elapsedShare: number): number {
  return limit - Math.floor(previousHits * (1 - elapsedShare));
}

/**
 * The real wait, in whole seconds (at least 1), until a bucket refused at `at` takes a hit again
 * under windowAllowance: later in this window if it is not full, else early in the next one.
 */
export function windowWaitSeconds(input: {
  limit: number;
  previousHits: number;
  currentHits: number;
  windowStart: number;
  at: number;
  windowMs?: number;
}): number {
  const { limit, previousHits, currentHits, windowStart, at } = input;
  const windowMs = input.windowMs ?? HOUR_MS;
  // A hit is taken once previousHits * (1 - share) < limit - currentHits, strictly.
  let opensAt: number;
  if (currentHits < limit) {
    const share = previousHits > 0 ? 1 - (limit - currentHits) / previousHits : 0;
    opensAt = windowStart + Math.max(0, share) * windowMs;
  } else {
    // The next window weighs this one's hits as its previous ones, and has none of its own.
    const share = 1 - limit / Math.max(currentHits, limit);
    opensAt = windowStart + windowMs + share * windowMs;
  }
  return Math.max(1, Math.ceil((opensAt - at + 1) / 1000));
}

export type LimitTake =
  | {
      ok: true;
      /** The hit did not count after all (e.g. a right code): give it back. */ uncount(): Promise<void>;
    }
  | { ok: false; retryAfterSeconds: number };

/**
 * A per-key limit of `limit` hits an hour (sliding-window estimate), shared by every process
 * through the database. `take` counts a hit atomically or says how long to wait.
 */
export function createHourlyLimiter(deps: {
  repo: RateLimitRepository;
  /** Bucket prefix, e.g. 'audio:'; the key (a client address) follows it. */
  prefix: string;
  limit: number;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}) {
  let lastSweep = 0;
  return {
    async take(key: string): Promise<LimitTake> {
      const at = deps.now().getTime();
      const windowStart = Math.floor(at / HOUR_MS) * HOUR_MS;
      const bucket = `${deps.prefix}${key}`;
      const previousHits = await deps.repo.hitsIn(bucket, new Date(windowStart - HOUR_MS));
      const allowance = windowAllowance(deps.limit, previousHits, (at - windowStart) / HOUR_MS);
      const counted = await deps.repo.countHit(bucket, new Date(windowStart), allowance);
      if (at - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = at;
        await deps.repo
          .deleteWindowsBefore(deps.prefix, new Date(windowStart - HOUR_MS))
          .catch((error: unknown) =>
            deps.log.warn(
              { prefix: deps.prefix, reason: String(error) },
              'old rate-limit windows not deleted',
            ),
          );
      }
      if (counted === null) {
        const currentHits = await deps.repo.hitsIn(bucket, new Date(windowStart));
        const retryAfterSeconds = windowWaitSeconds({
          limit: deps.limit,
          previousHits,
          currentHits,
          windowStart,
          at,
        });
        return { ok: false, retryAfterSeconds };
      }
      return { ok: true, uncount: () => deps.repo.uncountHit(bucket, new Date(windowStart)) };
    },
  };
}

export type HourlyLimiter = ReturnType<typeof createHourlyLimiter>;

/** "40 seconds", "about 25 minutes", "about 3 hours": a wait as a person reads it. */
export function describeWait(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 2 * 3600) return `about ${Math.ceil(seconds / 60)} minutes`;
  return `about ${Math.ceil(seconds / 3600)} hours`;
}
