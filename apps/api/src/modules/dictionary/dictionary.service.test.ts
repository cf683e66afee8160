import { REVIEW_INTERVAL_DAYS } from '@bolajon/contract';
import { describe, expect, it } from 'vitest';
import { previousMark, reviewMark } from './dictionary.service.js';
import { addDays, applyMark } from './schedule.js';

describe('previousMark — the mark a new mark is applied to', () => {
  it('is no mark for a row without a due day (just made for a first mark)', () => {
    expect(previousMark({ state: 'learned', step: 0, dueOn: null })).toBeNull();
    expect(previousMark({ state: 'unlearned', step: 3, dueOn: null })).toBeNull();
  });

  it('is the row’s state, step and due day otherwise', () => {
    expect(previousMark({ state: 'learned', step: 2, dueOn: '2026-03-10' })).toEqual({
      state: 'learned',
      step: 2,
      dueOn: '2026-03-10',
    });
  });

  it('makes a first "know" start the intervals, whatever state the new row was made with', () => {
    const today = '2026-03-12';
    const first = applyMark(
      previousMark({ state: 'learned', step: 0, dueOn: null }),
      'learned',
      today,
    );
    expect(first).toEqual({
      state: 'learned',
      step: 0,
      dueOn: addDays(today, REVIEW_INTERVAL_DAYS[0]),
    });
    // A second "know" the same day is not due yet: nothing moves (a double tap is harmless).
    expect(applyMark(previousMark(first), 'learned', today)).toEqual(first);
  });
});

describe('reviewMark — the mark the review schedule sees', () => {
  it('is none for a word the user has no row for', () => {
    expect(reviewMark({ state: null, step: null, dueOn: null })).toBeNull();
  });

  it('is the row’s mark', () => {
    expect(reviewMark({ state: 'unlearned', step: 0, dueOn: '2026-03-12' })).toEqual({
      state: 'unlearned',
      step: 0,
      dueOn: '2026-03-12',
    });
  });

  it('makes a mark without a due day (written by hand) due now', () => {
    const mark = reviewMark({ state: 'learned', step: null, dueOn: null });
    expect(mark).toEqual({ state: 'learned', step: 0, dueOn: '0000-01-01' });
    expect(mark!.dueOn <= '2026-03-12').toBe(true);
  });
});
