import { describe, expect, it } from 'vitest';
import { nameSchema, trimName, updateMeRequestSchema, visibleLength } from './user.js';
import { idParamsSchema } from './catalogue.js';
import { errorCodes } from './errors.js';
import { trackDayRequestSchema } from './progress.js';

describe('idParamsSchema: only plain positive integers', () => {
  it.each(['1', '7', '42', '2147483647'])('accepts %s', (id) => {
    expect(idParamsSchema.parse({ id })).toEqual({ id: Number(id) });
  });

  it.each([
    '0x10',
    '1e3',
    '+1',
    ' 1',
    '1 ',
    '01',
    '007',
    '1.0',
    '1.5',
    '0',
    '-1',
    '',
    '1_000',
    '١',
    '2147483648',
    '99999999999999999999',
  ])('refuses %j', (id) => {
    const result = idParamsSchema.safeParse({ id });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['id']);
  });
});

describe('names', () => {
  it.each([
    'Ali\u0000',
    'Ali\u0007Vali',
    'Ali\nVali',
    'Ali\tVali',
    'Ali\u007f',
    'Ali\u0085',
    '\u202eilA',
    'Ali\u2066',
  ])('refuse control characters: %j', (name) => {
    expect(nameSchema.safeParse(name).success).toBe(false);
    expect(updateMeRequestSchema.safeParse({ name }).success).toBe(false);
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['zero-width joiners and non-joiners', '\u200d\u200c\u200d'],
    ['word joiners and byte-order marks', '\u2060\ufeff\u2060'],
    ['bidi marks', '\u200e\u200f\u061c'],
    ['soft hyphens and a Hangul filler', '\u00ad\u3164\u00ad'],
    ['a blank Braille pattern', '\u2800\u2800'],
    ['non-breaking and ideographic spaces', '\u00a0\u3000\u2007'],
    ['one letter among invisible ones', '\u200bA\u200b\u200c'],
    ['one letter and a zero-width space inside', 'A\u200b'],
  ])('refuse a name of %s: fewer than 2 characters show', (_what, name) => {
    const result = nameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('name must have at least 2 characters');
    expect(updateMeRequestSchema.safeParse({ name }).success).toBe(false);
  });

  it('trim invisible characters from the ends, and count only those that show', () => {
    expect(nameSchema.parse('\u200b\ufeff Ali \u200d\u2060')).toBe('Ali');
    expect(updateMeRequestSchema.parse({ name: '\u200bЗафар\u200b' })).toEqual({ name: 'Зафар' });
    // Inside a name they stay (a joiner may belong to the script), and do not count.
    expect(nameSchema.parse('A\u200cB')).toBe('A\u200cB');
    expect(visibleLength('A\u200cB')).toBe(2);
    expect(trimName('\u202e\u200bilA')).toBe('\u202e\u200bilA');
  });

  it('keeps letters of every script, spaces, hyphens and apostrophes', () => {
    for (const name of ["O'g'iloy", 'Анна-Мария', 'Gʻulom Karimov', 'Зафар']) {
      expect(nameSchema.parse(name)).toBe(name);
      expect(updateMeRequestSchema.parse({ name })).toEqual({ name });
    }
  });
});

describe('POST /user-days/track body', () => {
  it('is empty: no body or {}, nothing else', () => {
    expect(trackDayRequestSchema.safeParse(undefined).success).toBe(true);
    expect(trackDayRequestSchema.safeParse(null).success).toBe(true);
    expect(trackDayRequestSchema.safeParse({}).success).toBe(true);
    expect(trackDayRequestSchema.safeParse({ date: '2024-01-01' }).success).toBe(false);
    expect(trackDayRequestSchema.safeParse([]).success).toBe(false);
  });
});

describe('error codes', () => {
  it('name a 405 and a refresh already under way', () => {
    expect(errorCodes.methodNotAllowed).toBe('METHOD_NOT_ALLOWED');
    expect(errorCodes.refreshInProgress).toBe('REFRESH_IN_PROGRESS');
  });
});
