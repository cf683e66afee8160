import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage } from '../../../lib/i18n';
import { barHeight, dayNames } from '../lib/week';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export interface WeekChartProps {
  /** The last 7 days, oldest first. */
  week: readonly { day: string; minutes: number }[];
  /** The server's today, lit as such. */
  today: string;
}

/**
 * Minutes played a day, as 7 bars: each bar's minutes are written above it, its weekday under it,
 * and a screen reader hears each day in full ("понедельник, 23 ноября: 12 мин").
 */
export function WeekChart({ week, today }: WeekChartProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  const names = useMemo(
    () =>
      dayNames(
        language,
        week.map((entry) => entry.day),
        // The profile calendar's short names, where the browser has none for the language.
        WEEKDAYS.map((day) => t(`profile.calendar.weekdays.${day}`)),
      ),
    [language, week, t],
  );
  const most = Math.max(0, ...week.map((entry) => entry.minutes));

  return (
    <figure className="week-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="parent__subtitle">
        {t('parent.week.title')}
      </figcaption>
      <ol className="week-chart__days">
        {week.map((entry, index) => (
          <li
            key={entry.day}
            className={
              entry.day === today ? 'week-chart__day week-chart__day--today' : 'week-chart__day'
            }
          >
            <span className="week-chart__minutes" aria-hidden="true">
              {entry.minutes > 0 ? entry.minutes : ''}
            </span>
            <span className="week-chart__track" aria-hidden="true">
              <span
                className="week-chart__bar"
                style={{ height: `${barHeight(entry.minutes, most)}%` }}
              />
            </span>
            <span className="week-chart__name" aria-hidden="true">
              {names[index]?.short}
            </span>
            <span className="visually-hidden">
              {t('parent.week.day', { day: names[index]?.full, count: entry.minutes })}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
