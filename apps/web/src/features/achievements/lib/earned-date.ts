import { dateLocale, intlKnowsNames } from '../../../lib/date-locale';

/**
 * The day an award was earned, e.g. "12 марта 2025 г." or "12-mart, 2025"; in digits
 * ("12/03/2025") where the browser has no month names for the language (Chromium has none for
 * Uzbek). The time zone is the device's unless given (tests pin it).
 */
export function formatEarnedDate(
  earnedAt: string,
  language: string | undefined,
  timeZone?: string,
  intlHasNames = intlKnowsNames(dateLocale(language)),
): string {
  const options: Intl.DateTimeFormatOptions = intlHasNames
    ? { day: 'numeric', month: 'long', year: 'numeric', timeZone }
    : { day: '2-digit', month: '2-digit', year: 'numeric', timeZone };
  return new Intl.DateTimeFormat(dateLocale(language), options).format(new Date(earnedAt));
}
