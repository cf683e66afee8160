import { describe, expect, it } from 'vitest';
import { numberWord } from '../lib/number-words';

describe('numberWord', () => {
  it('names every factor of the gate, 3 to 9, in Russian', () => {
    expect([3, 4, 5, 6, 7, 8, 9].map((n) => numberWord(n, 'ru'))).toEqual([
      'три',
      'четыре',
      'пять',
      'шесть',
      'семь',
      'восемь',
      'девять',
    ]);
  });

  it('names every factor in Uzbek Latin, with the modifier letter ʻ', () => {
    expect([3, 4, 5, 6, 7, 8, 9].map((n) => numberWord(n, 'uz'))).toEqual([
      'uch',
      'toʻrt',
      'besh',
      'olti',
      'yetti',
      'sakkiz',
      'toʻqqiz',
    ]);
  });

  it('leaves a number it has no word for in digits', () => {
    expect(numberWord(12, 'ru')).toBe('12');
    expect(numberWord(2, 'uz')).toBe('2');
  });
});
