import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useMyDays } from '../../../lib/get-my-days';
import { classNames } from '../../../components/ui/class-names';
import { useCalendarText } from '../hooks/use-calendar-text';
import { monthGrid, weeksOf } from '../lib/calendar';
import type { CalendarText } from '../lib/date-format';
import { todayUtc } from '../lib/dates';
import { currentWeek, streakLength } from '../lib/streak';
import { FlameIcon } from './profile-icons';
import { SectionError } from './section-error';

/**
 * The streak (this week and the days in a row) and the month's calendar, from the user's active
 * days. A failed load shows its own retry and leaves the rest of the profile alone.
 */
export function ActivitySection() {
  const { t } = useTranslation();
  const days = useMyDays();
  const titleId = useId();
  const activeDays = useMemo(() => new Set(days.data), [days.data]);

  if (!days.data) {
    return (
      <section className="profile__card" aria-labelledby={titleId}>
        <h2 id={titleId} className="profile__subtitle">
          {t('profile.streak.title')}
        </h2>
        {days.isError ? (
          <SectionError message={t('profile.daysError')} onRetry={() => void days.refetch()} />
        ) : (
          <div className="profile__loading">
            <Spinner label={t('common.loading')} />
          </div>
        )}
      </section>
    );
  }

  // Days are counted the way the api records them: UTC dates (spec section 9).
  const today = todayUtc(new Date());
  return (
    <>
      <StreakCard activeDays={activeDays} today={today} />
      <MonthCalendar activeDays={activeDays} today={today} />
    </>
  );
}

interface DaysProps {
  activeDays: ReadonlySet<string>;
  today: string;
}

function StreakCard({ activeDays, today }: DaysProps) {
  const { t } = useTranslation();
  const text = useCalendarText();
  const titleId = useId();
  const streak = streakLength(activeDays, today);

  return (
    <section className="profile__card streak" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile__subtitle">
        {t('profile.streak.title')}
      </h2>
      <p className={classNames('streak__count', streak > 0 && 'streak__count--on')}>
        <FlameIcon width={40} height={40} />
        <span>{t('profile.streak.days', { count: streak })}</span>
      </p>
      {streak === 0 && <p className="streak__hint">{t('profile.streak.start')}</p>}
      <ol className="streak__week" aria-label={t('profile.streak.week')}>
        {currentWeek(activeDays, today).map((day, index) => (
          <li
            key={day.date}
            className={classNames(
              'streak__day',
              day.isActive && 'streak__day--active',
              day.isToday && 'streak__day--today',
            )}
            aria-current={day.isToday ? 'date' : undefined}
          >
            <span className="streak__dot" aria-hidden="true">
              {day.isActive && <FlameIcon width={22} height={22} />}
            </span>
            <span className="streak__name" aria-hidden="true">
              {text.weekdays[index]}
            </span>
            <span className="visually-hidden">
              {dayLabel(day, text, (date) => t('profile.calendar.activeDay', { date }))}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function MonthCalendar({ activeDays, today }: DaysProps) {
  const { t } = useTranslation();
  const text = useCalendarText();
  const titleId = useId();

  return (
    <section className="profile__card calendar" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile__subtitle">
        {text.monthTitle(today)}
      </h2>
      <table className="calendar__grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {text.weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(monthGrid(activeDays, today)).map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <td
                  key={day.date}
                  className={classNames(
                    'calendar__day',
                    !day.inMonth && 'calendar__day--outside',
                    day.isActive && 'calendar__day--active',
                    day.isToday && 'calendar__day--today',
                  )}
                  aria-current={day.isToday ? 'date' : undefined}
                >
                  <span aria-hidden="true">{day.day}</span>
                  <span className="visually-hidden">
                    {dayLabel(day, text, (date) => t('profile.calendar.activeDay', { date }))}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="calendar__legend">
        <li>
          <span className="calendar__key calendar__key--active" aria-hidden="true" />
          {t('profile.calendar.active')}
        </li>
        <li>
          <span className="calendar__key calendar__key--today" aria-hidden="true" />
          {t('profile.calendar.today')}
        </li>
      </ul>
    </section>
  );
}

/** "1 января — занимался": what a screen reader says for one day. */
function dayLabel(
  day: { date: string; isActive: boolean },
  text: CalendarText,
  activeDay: (date: string) => string,
): string {
  const date = text.dayAndMonth(day.date);
  return day.isActive ? activeDay(date) : date;
}
