import type { Language } from '../../../lib/i18n';

/*
 * The gate's factors in words (GATE_FACTOR_MIN..MAX = 3..9): a child who cannot read yet cannot
 * pass, and one who reads "7 × 3" still has to read the words. Uzbek with the modifier letter ʻ,
 * as the app's Uzbek texts write it.
 */
const words: Record<Language, Record<number, string>> = {
  ru: { 3: 'три', 4: 'четыре', 5: 'пять', 6: 'шесть', 7: 'семь', 8: 'восемь', 9: 'девять' },
  uz: { 3: 'uch', 4: 'toʻrt', 5: 'besh', 6: 'olti', 7: 'yetti', 8: 'sakkiz', 9: 'toʻqqiz' },
};

/** 7 -> "семь" (ru) or "yetti" (uz); a number outside 3..9 stays in digits. */
export function numberWord(value: number, language: Language): string {
  return words[language][value] ?? String(value);
}
