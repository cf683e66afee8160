import { dateLocale } from '../../../lib/date-locale';
import { formatEarnedDate } from '../lib/earned-date';

describe('dateLocale', () => {
  it('is uz-UZ for Uzbek and ru-RU for anything else', () => {
    expect(dateLocale('uz')).toBe('uz-UZ');
    expect(dateLocale('ru')).toBe('ru-RU');
    expect(dateLocale(undefined)).toBe('ru-RU');
    expect(dateLocale('en')).toBe('ru-RU');
  });
});

describe('formatEarnedDate', () => {
  it('writes the day in Russian or Uzbek by the interface language', () => {
    const at = '2025-03-12T12:00:00.000Z';
    expect(formatEarnedDate(at, 'ru', 'UTC')).toBe('12 марта 2025 г.');
    expect(formatEarnedDate(at, 'uz', 'UTC')).toBe('12-mart, 2025');
  });

  it('writes the day in digits where the browser has no month names for the language', () => {
    const at = '2025-03-12T12:00:00.000Z';
    expect(formatEarnedDate(at, 'uz', 'UTC', false)).toBe('12/03/2025');
  });

  it("uses the child's own day: late evening UTC is already the next day in Tashkent", () => {
    const at = '2024-12-31T20:30:00.000Z';
    expect(formatEarnedDate(at, 'ru', 'UTC')).toBe('31 декабря 2024 г.');
    expect(formatEarnedDate(at, 'ru', 'Asia/Tashkent')).toBe('1 января 2025 г.');
  });
});
