import { REVIEW_INTERVAL_DAYS } from '@bolajon/contract';
import { describe, expect, it } from 'vitest';
import { storedMark } from './dictionary.service.js';
import { addDays, applyMark } from './schedule.js';

describe('storedMark — what a stored row says about the word', () => {
  it('is no mark for a row without a due day (just made for a first mark)', () => {
    expect(storedMark({ state: 'learned', step: 0, dueOn: null })).toBeNull();
    expect(storedMark({ state: 'unlearned', step: 3, dueOn: null })).toBeNull();
  });

  it('is the row’s state, step and due day otherwise', () => {
    expect(storedMark({ state: 'learned', step: 2, dueOn: '2026-03-10' })).toEqual({
      state: 'learned',
      step: 2,
      dueOn: '2026-03-10',
    });
  });

  it('makes a first "know" start the intervals, whatever state the new row was made with', () => {
    const today = '2026-03-12';
    const first = applyMark(
      storedMark({ state: 'learned', step: 0, dueOn: null }),
      'learned',
      today,
    );
    expect(first).toEqual({
      state: 'learned',
      step: 0,
      dueOn: addDays(today, REVIEW_INTERVAL_DAYS[0]),
    });
    // A second "know" the same day is not due yet: nothing moves (a double tap is harmless).
    expect(applyMark(storedMark(first), 'learned', today)).toEqual(first);
  });
});
