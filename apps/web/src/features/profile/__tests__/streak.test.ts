import { describe, expect, it } from 'vitest';
import { addDays, mondayOnOrBefore, todayUtc, weekdayFromMonday } from '../lib/dates';
import { currentWeek, streakLength } from '../lib/streak';

const days = (...list: string[]) => new Set(list);

describe('streakLength', () => {
  it('counts consecutive days back across a year end', () => {
    expect(streakLength(days('2026-12-30', '2026-12-31', '2027-01-01'), '2027-01-01')).toBe(3);
  });

  it('counts across a month end, and stops at the first missed day', () => {
    const active = days('2026-02-25', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02');
    expect(streakLength(active, '2026-03-02')).toBe(4);
  });

  it('counts from yesterday while today is not active yet', () => {
    expect(streakLength(days('2027-01-30', '2027-01-31'), '2027-02-01')).toBe(2);
  });

  it('is 0 when neither today nor yesterday is active', () => {
    expect(streakLength(days('2027-01-29', '2027-01-30'), '2027-02-01')).toBe(0);
    expect(streakLength(days(), '2027-02-01')).toBe(0);
  });

  it('is 1 on the first active day', () => {
    expect(streakLength(days('2027-05-10'), '2027-05-10')).toBe(1);
  });

  it('crosses 29 February of a leap year', () => {
    expect(streakLength(days('2028-02-28', '2028-02-29', '2028-03-01'), '2028-03-01')).toBe(3);
  });

  it('ignores days after today', () => {
    expect(streakLength(days('2027-01-01', '2027-01-02'), '2027-01-01')).toBe(1);
  });
});

describe('currentWeek', () => {
  it('is the seven days Monday to Sunday holding today, across a year end', () => {
    const week = currentWeek(days('2026-12-28', '2027-01-01'), '2027-01-01');
    expect(week.map((d) => d.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(week.filter((d) => d.isActive).map((d) => d.date)).toEqual(['2026-12-28', '2027-01-01']);
    expect(week.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2027-01-01']);
  });

  it('starts on today when today is a Monday, and ends on it when it is a Sunday', () => {
    expect(currentWeek(days(), '2027-03-01')[0]?.date).toBe('2027-03-01');
    expect(currentWeek(days(), '2027-03-07')[6]?.date).toBe('2027-03-07');
  });
});

describe('dates', () => {
  it('takes today as the UTC date, whatever the local time zone', () => {
    expect(todayUtc(new Date('2027-01-01T23:30:00-05:00'))).toBe('2027-01-02');
    expect(todayUtc(new Date('2027-01-01T03:00:00+05:00'))).toBe('2026-12-31');
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayFromMonday('2027-03-01')).toBe(0); // Monday
    expect(weekdayFromMonday('2027-03-07')).toBe(6); // Sunday
    expect(mondayOnOrBefore('2027-03-07')).toBe('2027-03-01');
  });
});
