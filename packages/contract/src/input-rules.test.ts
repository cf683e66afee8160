import { describe, expect, it } from 'vitest';
import { nameSchema, updateMeRequestSchema } from './user.js';
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
