import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { auditAction, auditActor } from '../lib/audit';
import { dateLocale } from '../../../lib/date-locale';
import { formatDate, formatDateTime, formatDay } from '../lib/format';
import { parseFamilyId } from '../lib/family-id';
import { parseSearchPhone } from '../lib/search-phone';
import { auditEntry } from './admin-fixtures';

describe('parseSearchPhone', () => {
  it('takes part of a number written any usual way, as its digits', () => {
    expect(parseSearchPhone('90 12')).toBe('9012');
    expect(parseSearchPhone(' +998 (90) 123-45 ')).toBe('9989012345');
    expect(parseSearchPhone('123')).toBe('123');
    expect(parseSearchPhone('998901234567890')).toBe('998901234567890');
  });

  it('refuses fewer than 3 or more than 15 digits, letters and nothing', () => {
    expect(parseSearchPhone('90')).toBeNull();
    expect(parseSearchPhone('+ 9 -')).toBeNull();
    expect(parseSearchPhone('9989012345678901')).toBeNull();
    expect(parseSearchPhone('90 abc')).toBeNull();
    expect(parseSearchPhone('')).toBeNull();
  });
});

describe('the family id in the URL', () => {
  it('takes only a plain positive integer as a family id', () => {
    expect(parseFamilyId('42')).toBe(42);
    for (const text of [
      undefined,
      '',
      '0',
      '007',
      '0x10',
      '1e3',
      '+1',
      '-3',
      '4.0',
      ' 4',
      '99999999999999999',
    ]) {
      expect(parseFamilyId(text), String(text)).toBeNull();
    }
  });
});

describe('the console dates', () => {
  it('reads dates in uz-UZ for Uzbek, otherwise ru-RU', () => {
    expect(dateLocale('uz')).toBe('uz-UZ');
    expect(dateLocale('ru')).toBe('ru-RU');
    expect(dateLocale('en')).toBe('ru-RU');
  });

  it('writes a moment with its date and time in the given time zone', () => {
    expect(formatDateTime('2025-04-01T11:30:00.000Z', 'ru-RU', 'UTC')).toBe('01.04.2025, 11:30');
    expect(formatDateTime('2025-04-01T20:30:00.000Z', 'ru-RU', 'Asia/Tashkent')).toBe(
      '02.04.2025, 01:30',
    );
    expect(formatDateTime('2025-04-01T11:30:00.000Z', 'uz-UZ', 'UTC')).toMatch(/01.04.2025.*11:30/);
    expect(formatDate('2025-04-01T20:30:00.000Z', 'ru-RU', 'Asia/Tashkent')).toBe('02.04.2025');
  });

  it('writes a UTC day as that day, in any time zone', () => {
    expect(formatDay('2025-04-02', 'ru-RU')).toBe('02.04.2025');
    expect(formatDay('2025-04-02', 'uz-UZ')).toMatch(/02.04.2025/);
  });

  it('shows what it cannot read as it came', () => {
    expect(formatDateTime('not a date', 'ru-RU', 'UTC')).toBe('not a date');
    expect(formatDay('2025-13-45', 'ru-RU')).toBe('2025-13-45');
  });
});

describe('the audit texts', () => {
  const t = i18n.t.bind(i18n);

  it('names the support person with their phone, or the command line', () => {
    expect(auditActor(auditEntry(), t)).toBe('Дилноза, +998 71 111 22 33');
    expect(auditActor(auditEntry({ actor: null }), t)).toBe('командная строка');
  });

  it('says what changed', () => {
    expect(auditAction(auditEntry({ action: 'course.open', subject: 'Азбука' }), t)).toBe(
      'открыл курс «Азбука»',
    );
    expect(auditAction(auditEntry({ action: 'course.close', subject: 'Азбука' }), t)).toBe(
      'закрыл курс «Азбука»',
    );
    expect(
      auditAction(auditEntry({ action: 'role.set', before: 'learner', after: 'admin' }), t),
    ).toBe('роль: learner → admin');
  });

  it('writes the course editor flag given and taken in words, and an unknown state as stored', () => {
    const editor = (before: string, after: string) =>
      auditAction(auditEntry({ action: 'editor.set', subject: 'editor', before, after }), t);
    expect(editor('none', 'editor')).toBe('редактор курсов: нет → да');
    expect(editor('editor', 'none')).toBe('редактор курсов: да → нет');
    expect(editor('none', 'teacher')).toBe('редактор курсов: нет → teacher');
  });

  it('says it in Uzbek too', async () => {
    await i18n.changeLanguage('uz');
    expect(auditAction(auditEntry({ action: 'course.open', subject: 'Alifbo' }), t)).toBe(
      '«Alifbo» kursini ochdi',
    );
    expect(auditActor(auditEntry({ actor: null }), t)).toBe('buyruq satri');
    expect(
      auditAction(auditEntry({ action: 'editor.set', before: 'none', after: 'editor' }), t),
    ).toBe('kurs muharriri: yoʻq → ha');
    expect(
      auditAction(auditEntry({ action: 'editor.set', before: 'editor', after: 'none' }), t),
    ).toBe('kurs muharriri: ha → yoʻq');
  });
});
