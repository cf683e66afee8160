import { addDays, mondayOnOrBefore, parseIsoDate } from './dates';

/** Six weeks: enough for any month however its first day falls (spec section 9). */
export const CALENDAR_CELLS = 42;

export interface CalendarDay {
  date: string;
  /** Day of the month, 1–31. */
  day: number;
  /** False for the days of the month before or after, which fill the first and last rows. */
  inMonth: boolean;
  isActive: boolean;
  isToday: boolean;
}

/** The first day of the month holding `date`. */
export function firstOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/**
 * The calendar of the month holding `today`: 42 days from the Monday on or before the 1st, so
 * it starts on a Monday and covers the whole month.
 */
export function monthGrid(activeDays: ReadonlySet<string>, today: string): CalendarDay[] {
  const month = today.slice(0, 7);
  const start = mondayOnOrBefore(firstOfMonth(today));
  return Array.from({ length: CALENDAR_CELLS }, (_, index) => {
    const date = addDays(start, index);
    return {
      date,
      day: parseIsoDate(date).getUTCDate(),
      inMonth: date.startsWith(month),
      isActive: activeDays.has(date),
      isToday: date === today,
    };
  });
}

/** Splits the 42 days into six weeks of seven, for the rows of the calendar. */
export function weeksOf<T>(days: readonly T[]): T[][] {
  const weeks: T[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}
