import type { Language } from '../../../lib/i18n';
import { dateLocale, intlKnowsNames } from '../../../lib/date-locale';

/** A day of the week chart as the interface names it: under its bar, and read out in full. */
export interface DayName {
  /** "пн", "Dush". */
  short: string;
  /** "понедельник, 23 ноября", "Dush, 23.11". */
  full: string;
}

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Names for the chart's days (YYYY-MM-DD, UTC dates as the server counts them): Intl's in ru-RU
 * or uz-UZ, or `fallbackShort` (Monday first) where the browser has no names for the language
 * (Chromium has none for Uzbek).
 */
export function dayNames(
  language: Language,
  days: readonly string[],
  fallbackShort: readonly string[],
  intlHasNames = intlKnowsNames(dateLocale(language)),
): DayName[] {
  const locale = dateLocale(language);
  if (intlHasNames) {
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const full = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    return days.map((day) => ({
      short: short.format(dateOf(day)),
      full: full.format(dateOf(day)),
    }));
  }
  return days.map((day) => {
    const date = dateOf(day);
    // getUTCDay: Sunday is 0; the names start on Monday.
    const name = fallbackShort[(date.getUTCDay() + 6) % 7] ?? '';
    const dd = String(date.getUTCDate()).padStart(2, '0');
    const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
    return { short: name, full: `${name}, ${dd}.${mm}` };
  });
}

/** A bar's height in per cent of the tallest: at least a sliver for any play, none for none. */
export function barHeight(minutes: number, most: number): number {
  if (minutes <= 0) return 0;
  return Math.max(6, Math.round((minutes / Math.max(most, 10)) * 100));
}
