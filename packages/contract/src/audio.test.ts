import { describe, expect, it } from 'vitest';
import { sameSpokenText } from './audio.js';

describe('sameSpokenText: which texts one recording serves', () => {
  it('is the same for case, outer spaces and closing punctuation, in one voice', () => {
    expect(sameSpokenText('ru', ' Кошка? ')).toBe(sameSpokenText('ru', 'кошка'));
    expect(sameSpokenText('ru', 'Кошка!')).toBe(sameSpokenText('ru', 'кошка.'));
  });
  it('tells other words and other voices apart', () => {
    expect(sameSpokenText('ru', 'кошка')).not.toBe(sameSpokenText('ru', 'кошки'));
    expect(sameSpokenText('ru', 'мама')).not.toBe(sameSpokenText('uz', 'mama'));
    expect(sameSpokenText('ru', 'Где кошка?')).not.toBe(sameSpokenText('ru', 'кошка'));
  });
});
