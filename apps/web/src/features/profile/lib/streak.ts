import { addDays, mondayOnOrBefore } from './dates';

/**
 * How many days in a row the child has been active, counted back from `today` (YYYY-MM-DD, UTC).
 *
 * When today is not active yet the count starts from yesterday: the day is not over, so a child
 * who played every day up to yesterday still has their streak this morning (it only breaks once
 * a whole day passes without play). Days after `today` (a clock running behind) are ignored.
 */
export function streakLength(activeDays: ReadonlySet<string>, today: string): number {
  let day = activeDays.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (activeDays.has(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}

export interface WeekDay {
  date: string;
  isActive: boolean;
  isToday: boolean;
}

/** The seven days of the week holding `today`, Monday first, each marked active or not. */
export function currentWeek(activeDays: ReadonlySet<string>, today: string): WeekDay[] {
  const monday = mondayOnOrBefore(today);
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    return { date, isActive: activeDays.has(date), isToday: date === today };
  });
}
