import { addDays, mondayOnOrBefore } from './dates';

/** The streak rule lives in the contract: the parent's view on the server counts it too. */
export { streakLength } from '@bolajon/contract/progress-rules';

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
