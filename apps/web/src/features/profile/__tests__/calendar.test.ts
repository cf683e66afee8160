import { describe, expect, it } from 'vitest';
import { CALENDAR_CELLS, monthGrid, weeksOf } from '../lib/calendar';
import { intlKnowsNames } from '../../../lib/date-locale';
import { calendarText, type CalendarNames } from '../lib/date-format';
import { weekdayFromMonday } from '../lib/dates';

const inMonth = (today: string) =>
  monthGrid(new Set(), today)
    .filter((d) => d.inMonth)
    .map((d) => d.date);

describe('monthGrid', () => {
  it('has 42 days starting on the Monday on or before the 1st', () => {
    // 1 January 2027 is a Friday: the grid starts on Monday 28 December 2026.
    const grid = monthGrid(new Set(), '2027-01-15');
    expect(grid).toHaveLength(CALENDAR_CELLS);
    expect(grid[0]?.date).toBe('2026-12-28');
    expect(grid.at(-1)?.date).toBe('2027-02-07');
    expect(grid.every((d, i) => weekdayFromMonday(d.date) === i % 7)).toBe(true);
  });

  it('starts on the 1st itself when the month begins on a Monday', () => {
    expect(monthGrid(new Set(), '2027-03-20')[0]?.date).toBe('2027-03-01');
  });

  it('holds every day of the month, and marks the others as outside', () => {
    const january = inMonth('2027-01-01');
    expect(january).toHaveLength(31);
    expect(january[0]).toBe('2027-01-01');
    expect(january.at(-1)).toBe('2027-01-31');
    const grid = monthGrid(new Set(), '2027-01-01');
    expect(grid.find((d) => d.date === '2026-12-31')).toMatchObject({ inMonth: false, day: 31 });
  });

  it('knows leap years: 29 days in February 2028, 28 in February 2027', () => {
    expect(inMonth('2028-02-10')).toHaveLength(29);
    expect(inMonth('2028-02-10').at(-1)).toBe('2028-02-29');
    expect(inMonth('2027-02-10')).toHaveLength(28);
  });

  it('covers a 31-day month that starts on a Sunday (six rows needed)', () => {
    // 1 August 2027 is a Sunday: the month ends in the sixth row.
    const grid = monthGrid(new Set(), '2027-08-01');
    expect(grid[6]?.date).toBe('2027-08-01');
    expect(grid.filter((d) => d.inMonth)).toHaveLength(31);
    expect(grid[36]?.date).toBe('2027-08-31');
  });

  it('marks active days (those of the month before too) and today', () => {
    const grid = monthGrid(new Set(['2026-12-30', '2027-01-01', '2027-01-05']), '2027-01-05');
    expect(grid.filter((d) => d.isActive).map((d) => d.date)).toEqual([
      '2026-12-30',
      '2027-01-01',
      '2027-01-05',
    ]);
    expect(grid.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2027-01-05']);
  });

  it('splits into six weeks of seven', () => {
    const weeks = weeksOf(monthGrid(new Set(), '2027-01-01'));
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});

const uzbekNames: CalendarNames = {
  months: [
    'Yanvar',
    'Fevral',
    'Mart',
    'Aprel',
    'May',
    'Iyun',
    'Iyul',
    'Avgust',
    'Sentabr',
    'Oktabr',
    'Noyabr',
    'Dekabr',
  ],
  weekdays: ['Dush', 'Sesh', 'Chor', 'Pay', 'Jum', 'Shan', 'Yak'],
};
const unused: CalendarNames = { months: [], weekdays: [] };

describe('date formats by language', () => {
  it('names the month and the day in ru-RU', () => {
    const text = calendarText('ru', unused);
    expect(text.monthTitle('2027-01-15')).toBe('Январь 2027 г.');
    expect(text.dayAndMonth('2027-01-01')).toBe('1 января');
    expect(text.dayAndMonth('2026-12-31')).toBe('31 декабря');
  });

  it('names the weekdays Monday first', () => {
    expect(calendarText('ru', unused).weekdays).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
  });

  it('uses uz-UZ where Intl knows it', () => {
    expect(intlKnowsNames('uz-UZ')).toBe(true); // Node ships full ICU
    const text = calendarText('uz', unused);
    expect(text.monthTitle('2027-01-15')).toMatch(/^Yanvar/);
    expect(text.weekdays[0]).toMatch(/^Du/);
  });

  it("falls back to the app's own names where the browser has none (Chromium and Uzbek)", () => {
    const text = calendarText('uz', uzbekNames, false);
    expect(text.monthTitle('2026-11-05')).toBe('Noyabr 2026');
    expect(text.dayAndMonth('2026-11-05')).toBe('5 noyabr');
    expect(text.weekdays).toEqual(uzbekNames.weekdays);
  });
});
