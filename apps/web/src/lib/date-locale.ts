/** The date locale of the interface language: uz-UZ for Uzbek, otherwise ru-RU (spec section 9). */
export type DateLocale = 'uz-UZ' | 'ru-RU';

export function dateLocale(language: string | undefined): DateLocale {
  return language === 'uz' ? 'uz-UZ' : 'ru-RU';
}

const known = new Map<string, boolean>();

/**
 * Whether this browser's Intl has the locale's month names. Chromium claims uz-UZ but ships no
 * Uzbek names: it writes a month as "2026 M11" and a weekday as "Sun".
 */
export function intlKnowsNames(locale: string): boolean {
  let answer = known.get(locale);
  if (answer === undefined) {
    const january = new Date(Date.UTC(2024, 0, 1));
    const options: Intl.DateTimeFormatOptions = { month: 'long', timeZone: 'UTC' };
    const month = new Intl.DateTimeFormat(locale, options).format(january);
    const english = new Intl.DateTimeFormat('en-US', options).format(january);
    answer = month !== english && !/\d/.test(month);
    known.set(locale, answer);
  }
  return answer;
}
