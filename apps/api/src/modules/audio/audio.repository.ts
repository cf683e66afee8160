import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';

/** The rate-limit counters POST /audio keeps per client address (table rate_limit_counters). */
export function createAudioRepository(db: Db) {
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

export type AudioRepository = ReturnType<typeof createAudioRepository>;
