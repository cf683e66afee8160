import { describe, expect, it } from 'vitest';
import { stressPhonemes, toEspeakInput } from './espeak-stress.js';

const A = '\u0301';

describe('stress marks as espeak-ng phoneme input', () => {
  it('moves the stress to the marked vowel, full in quality, and reduces the one it left', () => {
    // espeak-ng -v ru -x --sep=' ' "раскрась" → "@- r 'A s k @- r V s;" (the glide @- is no vowel)
    expect(stressPhonemes(`раскра${A}сь`, "@- r 'A s k @- r V s;", 'ru')).toBe("@-rVsk@-r'As;");
    // espeak-ng -v uz: "olma" → "'A L m &"
    expect(stressPhonemes(`olma${A}`, "'A L m &", 'uz')).toBe("ALm'&");
  });

  it('leaves a word whose vowels do not pair, or that switches language, as written', () => {
    expect(stressPhonemes(`ма${A}ма`, "m 'A m", 'ru')).toBeNull();
    expect(stressPhonemes(`bu${A}s`, '(en) b U s', 'uz')).toBeNull();
  });

  it('turns each marked word of a phrase into [[...]], the rest as written', async () => {
    const calls: string[] = [];
    const input = await toEspeakInput(`Раскра${A}сь, пожалуйста! [[s'onts@]]`, 'ru', (word) => {
      calls.push(word);
      return Promise.resolve("@- r 'A s k @- r V s;");
    });
    expect(input).toBe("[[@-rVsk@-r'As;]], пожалуйста! [[s'onts@]]");
    expect(calls).toEqual(['Раскрась']);
  });
});
