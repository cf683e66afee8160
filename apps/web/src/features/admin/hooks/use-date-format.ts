import { useTranslation } from 'react-i18next';
import { dateLocale } from '../../../lib/date-locale';
import { formatDate, formatDateTime, formatDay } from '../lib/format';

/** The console's date formats in the language the app shows. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  return {
    dateTime: (iso: string) => formatDateTime(iso, locale),
    date: (iso: string) => formatDate(iso, locale),
    day: (day: string) => formatDay(day, locale),
  };
}
