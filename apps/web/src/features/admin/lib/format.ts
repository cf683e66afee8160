import type { DateLocale } from '../../../lib/date-locale';

// Numbers only: some browsers claim uz-UZ but have no Uzbek month names.
const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

function format(date: Date, raw: string, locale: DateLocale, options: Intl.DateTimeFormatOptions) {
  if (Number.isNaN(date.getTime())) return raw;
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/**
 * A moment (an ISO date-time) as its date and time, in `timeZone` (the viewer's own when not
 * given: support reads the time of day it lives in).
 */
export function formatDateTime(iso: string, locale: DateLocale, timeZone?: string): string {
  return format(new Date(iso), iso, locale, { ...DATE, ...TIME, timeZone });
}

/** A moment (an ISO date-time) as its date, in `timeZone` (the viewer's own when not given). */
export function formatDate(iso: string, locale: DateLocale, timeZone?: string): string {
  return format(new Date(iso), iso, locale, { ...DATE, timeZone });
}

/** A day written YYYY-MM-DD, as the api counts days (UTC): no time zone moves it. */
export function formatDay(day: string, locale: DateLocale): string {
  return format(new Date(`${day}T00:00:00Z`), day, locale, { ...DATE, timeZone: 'UTC' });
}
