import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';

afterEach(() => initI18n('ru'));

describe('plural forms (i18next with Intl.PluralRules)', () => {
  it.each([
    [1, '1 день'],
    [2, '2 дня'],
    [5, '5 дней'],
    [11, '11 дней'],
    [21, '21 день'],
    [22, '22 дня'],
    [0, '0 дней'],
  ])('streak of %i in Russian: %s', (count, text) => {
    expect(i18n.t('profile.streak.days', { count })).toBe(text);
  });

  it.each([
    [1, '1 год'],
    [3, '3 года'],
    [7, '7 лет'],
    [11, '11 лет'],
    [21, '21 год'],
    [22, '22 года'],
  ])('age %i in Russian: %s', (count, text) => {
    expect(i18n.t('profile.age', { count })).toBe(text);
  });

  it('uses kun and yosh in Uzbek', async () => {
    await initI18n('uz');
    expect(i18n.t('profile.streak.days', { count: 1 })).toBe('1 kun');
    expect(i18n.t('profile.streak.days', { count: 22 })).toBe('22 kun');
    expect(i18n.t('profile.age', { count: 7 })).toBe('7 yosh');
  });
});
