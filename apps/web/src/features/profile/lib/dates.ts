/**
 * Calendar arithmetic on UTC dates written YYYY-MM-DD, the way the api counts active days (spec
 * section 9: the active day is the UTC ISO date). Every function takes its dates as arguments,
 * never the clock, so a test can fix "today".
 */

/** Today as the api counts days: the UTC calendar date of `now`. */
export function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Midnight UTC of a YYYY-MM-DD date. */
export function parseIsoDate(date: string): Date {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative goes back), across month and year ends. */
export function addDays(date: string, days: number): string {
  const moved = parseIsoDate(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return formatIsoDate(moved);
}

/** 0 for Monday … 6 for Sunday: the week starts on Monday (spec section 9). */
export function weekdayFromMonday(date: string): number {
  return (parseIsoDate(date).getUTCDay() + 6) % 7;
}

/** The Monday on or before `date`. */
export function mondayOnOrBefore(date: string): string {
  return addDays(date, -weekdayFromMonday(date));
}
