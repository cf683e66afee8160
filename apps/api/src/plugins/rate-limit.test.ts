import { describe, expect, it } from 'vitest';
import { describeWait, windowAllowance, windowWaitSeconds } from './rate-limit.js';

const HOUR = 3_600_000;

/** Whether a limiter in this state takes a hit at `at` (the rule countHit applies). */
function takes(
  limit: number,
  previousHits: number,
  currentHits: number,
  windowStart: number,
  at: number,
) {
  if (at >= windowStart + HOUR) {
    return takes(limit, currentHits, 0, windowStart + HOUR, at);
  }
  return currentHits < windowAllowance(limit, previousHits, (at - windowStart) / HOUR);
}

describe('windowWaitSeconds', () => {
  const cases: [string, number, number, number, number][] = [
    ['a full window waits for the next', 10, 0, 10, 0.25],
    ['a full window late in the hour', 10, 0, 10, 0.99],
    ['the previous window still weighs', 10, 10, 4, 0.3],
    ['both windows full', 10, 10, 10, 0.5],
    ['a large limit', 120, 120, 60, 0.1],
  ];
  it.each(cases)(
    '%s: refused a second before the wait, taken at it',
    (_name, limit, previous, current, share) => {
      const windowStart = 1_700_000_000_000 - (1_700_000_000_000 % HOUR);
      const at = windowStart + Math.round(share * HOUR);
      expect(takes(limit, previous, current, windowStart, at)).toBe(false);
      const wait = windowWaitSeconds({
        limit,
        previousHits: previous,
        currentHits: current,
        windowStart,
        at,
      });
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(takes(limit, previous, current, windowStart, at + (wait - 1) * 1000)).toBe(false);
      expect(takes(limit, previous, current, windowStart, at + wait * 1000)).toBe(true);
    },
  );
});

describe('describeWait', () => {
  it('says seconds, minutes or hours', () => {
    expect(describeWait(40)).toBe('40 seconds');
    expect(describeWait(1500)).toBe('about 25 minutes');
    expect(describeWait(30_000)).toBe('about 9 hours');
  });
});
