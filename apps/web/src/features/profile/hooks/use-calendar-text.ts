import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarText, type CalendarText } from '../lib/date-format';
import { useLanguage } from './use-language';

const MONTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The calendar's words in the interface language, following it when it changes. */
export function useCalendarText(): CalendarText {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(
    () =>
      calendarText(language, {
        months: MONTHS.map((month) => t(`profile.calendar.months.${month}`)),
        weekdays: WEEKDAYS.map((day) => t(`profile.calendar.weekdays.${day}`)),
      }),
    [language, t],
  );
}
