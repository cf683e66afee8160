import { describe, expect, it } from 'vitest';
import {
  applyLexicon,
  lexiconOf,
  spokenForm,
  stressLastSyllable,
  stressUzbek,
} from './pronounce.js';

const A = '\u0301';

describe('how the synthesiser says a text', () => {
  it('stresses an Uzbek word on its last syllable, one-syllable and marked words as written', () => {
    expect(stressLastSyllable('olma')).toBe(`olma${A}`);
    expect(stressLastSyllable('qoʻgʻirchoq')).toBe(`qoʻgʻircho${A}q`);
    expect(stressLastSyllable('tong')).toBe('tong');
    expect(stressLastSyllable(`a${A}mmo`)).toBe(`a${A}mmo`);
    expect(stressUzbek('Xayrli tong! [[t,ok]] Rahmat')).toBe(
      `Xayrli${A} tong! [[t,ok]] Rahma${A}t`,
    );
  });

  it("uses the item's say, else the course's word list, and the Uzbek rule on top", () => {
    const lexicon = lexiconOf({ ammo: `a${A}mmo`, раскрась: `раскра${A}сь` });
    expect(applyLexicon('Раскрась солнце', lexicon)).toBe(`Раскра${A}сь солнце`);
    expect(spokenForm('uz', 'Ammo olma', undefined, lexicon)).toBe(`A${A}mmo olma${A}`);
    expect(spokenForm('ru', 'Кошка', `Ко${A}шка`, lexicon)).toBe(`Ко${A}шка`);
    expect(spokenForm('ru', 'Кошка', undefined, lexicon)).toBe('Кошка');
    expect(spokenForm('uz', 'Salom', "[[s&l'Am]]")).toBe("[[s&l'Am]]");
  });
});
