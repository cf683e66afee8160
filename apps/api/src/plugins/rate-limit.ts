import { and, eq, gt, gte, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';

const HOUR_MS = 3_600_000;
/**
 * The hour is counted in slices of a minute, one row each per bucket and slice that had hits
 * (at most 61 rows a bucket): a hit counts from its slice's start until an hour after that
 * slice's end, so for at least an hour and at most an hour and a minute (ADR 0029).
 */
export const SLICE_MS = 60_000;
/** How often a process deletes the counters of slices that no longer count. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The start of the slice holding `at` (epoch milliseconds). */
export const sliceStart = (at: number) => Math.floor(at / SLICE_MS) * SLICE_MS;

/** The oldest slice whose hits still count at `at`: every hit of the last 60 minutes is after it. */
export const countedFrom = (at: number) => sliceStart(at) - HOUR_MS;

export interface SliceHits {
  /** The slice's start, epoch milliseconds. */
  start: number;
  hits: number;
}

export type HitOutcome = { taken: true } | { taken: false; slices: SliceHits[] };

/**
 * Hits counted per bucket (e.g. `audio:<client address>`) and minute slice in the table
 * rate_limit_counters, so every api process shares them (DESIGN.md section 2). The column
 * window_start holds the slice's start.
 */
export function createRateLimitRepository(db: Db) {
  return {
    /**
     * One more hit in the slice `slice`, unless the bucket's slices from `from` on already hold
     * `limit`: then nothing changes and the slices are returned (to tell how long to wait). The
     * bucket is locked for the transaction (an advisory lock on its name), so parallel requests,
     * in this process or another, are counted one after another and never pass the limit.
     */
    async takeHit(bucket: string, from: Date, slice: Date, limit: number): Promise<HitOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
        const rows = await tx
          .select({ start: rateLimitCounters.windowStart, hits: rateLimitCounters.hits })
          .from(rateLimitCounters)
          .where(
            and(eq(rateLimitCounters.bucket, bucket), gte(rateLimitCounters.windowStart, from)),
          );
        const slices = rows.map((row) => ({ start: row.start.getTime(), hits: row.hits }));
        if (slices.reduce((sum, s) => sum + s.hits, 0) >= limit) return { taken: false, slices };
        await tx
          .insert(rateLimitCounters)
          .values({ bucket, windowStart: slice, hits: 1 })
          .onConflictDoUpdate({
            target: [rateLimitCounters.bucket, rateLimitCounters.windowStart],
            set: { hits: sql`${rateLimitCounters.hits} + 1` },
          });
        return { taken: true };
      });
    },

    /** Gives back a hit counted in that slice (a request that turned out not to count). */
    async uncountHit(bucket: string, slice: Date) {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`${rateLimitCounters.hits} - 1` })
        .where(
          and(
            eq(rateLimitCounters.bucket, bucket),
            eq(rateLimitCounters.windowStart, slice),
            gt(rateLimitCounters.hits, 0),
          ),
        );
    },

    /** Forgets the slices of one kind of bucket (`prefix` such as 'audio:') that began before `time`. */
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

/** Whether a bucket whose counted slices are `slices` takes a hit at `at` (the rule of takeHit). */
export function takesHit(limit: number, slices: readonly SliceHits[], at: number): boolean {
  const from = countedFrom(at);
  const counted = slices.reduce((sum, s) => (s.start >= from ? sum + s.hits : sum), 0);
  return counted < limit;
}

/**
 * The real wait, in whole seconds (at least 1), until a bucket refused at `at` takes a hit
 * again: its oldest slices stop counting one by one, an hour after each slice ends, until fewer
 * than `limit` hits remain.
 */
export function windowWaitSeconds(input: {
  limit: number;
  slices: readonly SliceHits[];
  at: number;
}): number {
  const { limit, at } = input;
  const slices = input.slices.filter((s) => s.start >= countedFrom(at));
  slices.sort((a, b) => a.start - b.start);
  let remaining = slices.reduce((sum, s) => sum + s.hits, 0);
  let opensAt = at;
  for (const slice of slices) {
    if (remaining < limit) break;
    remaining -= slice.hits;
    opensAt = slice.start + SLICE_MS + HOUR_MS;
  }
  return Math.max(1, Math.ceil((opensAt - at) / 1000));
}

export type LimitTake =
  | {
      ok: true;
      /** The hit did not count after all (e.g. a right code): give it back. */ uncount(): Promise<void>;
    }
  | { ok: false; retryAfterSeconds: number };

/**
 * A per-key limit of `limit` hits in any 60 minutes, shared by every process through the
 * database: no span of 60 minutes ever holds more than `limit` taken hits, and a hit stops
 * counting at most a minute after its hour (SLICE_MS). `take` counts a hit atomically or says how
 * long to wait.
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
      const slice = new Date(sliceStart(at));
      const bucket = `${deps.prefix}${key}`;
      const outcome = await deps.repo.takeHit(bucket, new Date(countedFrom(at)), slice, deps.limit);
      if (at - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = at;
        await deps.repo
          .deleteWindowsBefore(deps.prefix, new Date(countedFrom(at)))
          .catch((error: unknown) =>
            deps.log.warn(
              { prefix: deps.prefix, reason: String(error) },
              'old rate-limit windows not deleted',
            ),
          );
      }
      if (!outcome.taken) {
        const retryAfterSeconds = windowWaitSeconds({
          limit: deps.limit,
          slices: outcome.slices,
          at,
        });
        return { ok: false, retryAfterSeconds };
      }
      return { ok: true, uncount: () => deps.repo.uncountHit(bucket, slice) };
    },
  };
}

/** "40 seconds", "about 25 minutes", "about 3 hours": a wait as a person reads it. */
export function describeWait(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 2 * 3600) return `about ${Math.ceil(seconds / 60)} minutes`;
  return `about ${Math.ceil(seconds / 3600)} hours`;
}
