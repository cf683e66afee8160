/** The date locale of the interface language: uz-UZ for Uzbek, otherwise ru-RU (spec section 9). */
export function dateLocale(language: string | undefined): 'uz-UZ' | 'ru-RU' {
  return language === 'uz' ? 'uz-UZ' : 'ru-RU';
}

/**
 * The day an award was earned, e.g. "12 марта 2025 г." or "12-mart, 2025". The time zone is the
 * device's unless given (tests pin it).
 */
export function formatEarnedDate(
  earnedAt: string,
  language: string | undefined,
  timeZone?: string,
): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(earnedAt));
}
