import type { Language } from '../../../lib/i18n';
import { dateLocale, intlKnowsNames } from '../../../lib/date-locale';
import { addDays, parseIsoDate } from './dates';

/** The app's own month and weekday names, for a browser whose Intl lacks the language's. */
export interface CalendarNames {
  /** Month names, January first, as a calendar's title says them. */
  months: readonly string[];
  /** Short weekday names, Monday first. */
  weekdays: readonly string[];
}

/** The words a calendar needs, in one language. */
export interface CalendarText {
  /** "Январь 2027 г.", "Yanvar, 2027". */
  monthTitle: (date: string) => string;
  /** "1 января", "1-yanvar": a day as a screen reader says it. */
  dayAndMonth: (date: string) => string;
  /** "пн" … "вс", "Dush" … "Yak". */
  weekdays: string[];
}

// Days are UTC dates: formatted in UTC so that no time zone moves them to the day before.
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const A_MONDAY = '2024-01-01';

/**
 * The calendar's words in `language`: from Intl in uz-UZ or ru-RU, or from the app's own names
 * (`fallback`) where the browser has none for the language.
 */
export function calendarText(
  language: Language,
  fallback: CalendarNames,
  intlHasNames = intlKnowsNames(dateLocale(language)),
): CalendarText {
  const locale = dateLocale(language);
  if (intlHasNames) {
    const title = formatter(locale, { month: 'long', year: 'numeric' });
    const day = formatter(locale, { day: 'numeric', month: 'long' });
    const weekday = formatter(locale, { weekday: 'short' });
    return {
      monthTitle: (date) => capitalise(title.format(parseIsoDate(date))),
      dayAndMonth: (date) => day.format(parseIsoDate(date)),
      weekdays: Array.from({ length: 7 }, (_, i) =>
        weekday.format(parseIsoDate(addDays(A_MONDAY, i))),
      ),
    };
  }
  const monthOf = (date: string) => fallback.months[parseIsoDate(date).getUTCMonth()] ?? '';
  return {
    monthTitle: (date) => `${monthOf(date)} ${date.slice(0, 4)}`,
    dayAndMonth: (date) =>
      `${parseIsoDate(date).getUTCDate()} ${monthOf(date).toLocaleLowerCase(locale)}`,
    weekdays: [...fallback.weekdays],
  };
}
