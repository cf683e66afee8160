import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import {
  createHourlyLimiter,
  createRateLimitRepository,
  describeWait,
  SLICE_MS,
  takesHit,
  windowWaitSeconds,
  type SliceHits,
} from './rate-limit.js';

const HOUR = 3_600_000;
const silent = { warn: () => undefined };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A limiter on the test database whose clock the test sets by hand. */
function limiterAt(prefix: string, limit: number) {
  const clock = { at: 0 };
  const limiter = createHourlyLimiter({
    repo: createRateLimitRepository(database.db),
    prefix,
    limit,
    now: () => new Date(clock.at),
    log: silent,
  });
  return { clock, limiter };
}

/** The most taken hits any closed span of 60 minutes holds. */
function mostInAnHour(taken: readonly number[]): number {
  const sorted = [...taken].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; j < sorted.length; j += 1) {
    while (sorted[j]! - sorted[i]! > HOUR) i += 1;
    most = Math.max(most, j - i + 1);
  }
  return most;
}

/** A repeatable sequence of gaps, so the test never depends on chance or the wall clock. */
function gaps(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % max;
  };
}

const hourStart = 1_700_000_000_000 - (1_700_000_000_000 % HOUR) + 10 * HOUR;

describe('createHourlyLimiter across an hour boundary', () => {
  it('takes no 11th wrong code within 60 minutes of the first ten, however close to the boundary they are', async () => {
    const { clock, limiter } = limiterAt('verify:', 10);
    const taken: number[] = [];
    // Ten tries in the last 50 seconds of an hour, then one a second after the boundary.
    for (let i = 0; i < 10; i += 1) {
      clock.at = hourStart - 50_000 + i * 5_000;
      expect((await limiter.take('10.1.1.1')).ok).toBe(true);
      taken.push(clock.at);
    }
    for (clock.at = hourStart + 1_000; clock.at < hourStart + 90_000; clock.at += 1_000) {
      const take = await limiter.take('10.1.1.1');
      expect(take.ok, `taken ${(clock.at - hourStart) / 1000} s after the hour`).toBe(false);
    }
    expect(mostInAnHour(taken)).toBe(10);
  });

  it.each([
    ['verify-code, 10 an hour', 10, 1],
    ['audio, 120 an hour', 120, 2],
    ['a limit of one', 1, 3],
  ])(
    '%s: a client trying as fast as Retry-After allows never gets more than the limit into 60 minutes, and Retry-After is the real wait',
    async (_name, limit, seed) => {
      const { clock, limiter } = limiterAt(`span-${seed}:`, limit);
      const next = gaps(seed);
      const taken: number[] = [];
      clock.at = hourStart - 20 * 60_000 + next(60_000);
      const end = clock.at + 4 * HOUR;
      while (clock.at < end) {
        const take = await limiter.take('10.2.2.2');
        if (take.ok) {
          taken.push(clock.at);
          // Bursts and pauses: most tries right after the last, some a few minutes later.
          clock.at += next(limit + 2) < limit ? next(5_000) : next(15 * 60_000);
          continue;
        }
        const wait = take.retryAfterSeconds * 1000;
        // A second sooner is still refused; at the wait itself the next try is taken.
        if (wait > 1000) {
          clock.at += wait - 1000;
          expect((await limiter.take('10.2.2.2')).ok).toBe(false);
          clock.at += 1000;
        } else {
          clock.at += wait;
        }
        const retried = await limiter.take('10.2.2.2');
        expect(retried.ok).toBe(true);
        taken.push(clock.at);
        clock.at += next(3_000);
      }
      // The client did fill its hour, more than once, and never overfilled it.
      expect(taken.length).toBeGreaterThan(limit);
      expect(mostInAnHour(taken)).toBe(limit);
    },
  );

  it('gives a hit back with uncount', async () => {
    const { clock, limiter } = limiterAt('uncount:', 2);
    clock.at = hourStart - 30_000;
    const first = await limiter.take('10.3.3.3');
    expect(first.ok).toBe(true);
    if (first.ok) await first.uncount();
    clock.at = hourStart + 30_000;
    expect((await limiter.take('10.3.3.3')).ok).toBe(true);
    expect((await limiter.take('10.3.3.3')).ok).toBe(true);
    expect((await limiter.take('10.3.3.3')).ok).toBe(false);
  });

  it('counts parallel tries one after another, never past the limit', async () => {
    const { clock, limiter } = limiterAt('parallel:', 5);
    clock.at = hourStart;
    const takes = await Promise.all(Array.from({ length: 20 }, () => limiter.take('10.4.4.4')));
    expect(takes.filter((t) => t.ok)).toHaveLength(5);
  });
});

describe('windowWaitSeconds', () => {
  const at = hourStart + 17 * 60_000 + 12_345;
  const cases: [string, number, SliceHits[]][] = [
    ['one full slice', 10, [{ start: hourStart, hits: 10 }]],
    [
      'the oldest slices have to go first',
      10,
      [
        { start: hourStart - 40 * 60_000, hits: 3 },
        { start: hourStart - 10 * 60_000, hits: 4 },
        { start: hourStart + 5 * 60_000, hits: 3 },
      ],
    ],
    ['a full slice just now', 3, [{ start: at - (at % SLICE_MS), hits: 3 }]],
    [
      'a large limit',
      120,
      [
        { start: hourStart - 30 * 60_000, hits: 60 },
        { start: hourStart + 60_000, hits: 60 },
      ],
    ],
  ];
  it.each(cases)('%s: refused a second before the wait, taken at it', (_name, limit, slices) => {
    expect(takesHit(limit, slices, at)).toBe(false);
    const wait = windowWaitSeconds({ limit, slices, at });
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(61 * 60);
    expect(takesHit(limit, slices, at + (wait - 1) * 1000)).toBe(false);
    expect(takesHit(limit, slices, at + wait * 1000)).toBe(true);
  });
});

describe('describeWait', () => {
  it('says seconds, minutes or hours', () => {
    expect(describeWait(40)).toBe('40 seconds');
    expect(describeWait(1500)).toBe('about 25 minutes');
    expect(describeWait(30_000)).toBe('about 9 hours');
  });
});
