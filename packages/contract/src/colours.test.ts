import { describe, expect, it } from 'vitest';
import {
  COLOUR_FILLS,
  colourFill,
  colourForms,
  colourOf,
  isColourWord,
  type ColourWord,
} from './colours.js';
import { judgeAnswer, type JudgeQuestion } from './judge.js';

const variant = (answer: string, isCorrect: boolean, order: number) => ({
  answer,
  isCorrect,
  order,
  questionPersonages: [],
});
const question = (...answers: [string, boolean][]): JudgeQuestion => ({
  questionVariants: answers.map(([answer, correct], i) => variant(answer, correct, i)),
  questionImages: [],
  pairs: [],
});

/** Every colour word with each of its forms: [form, the colour, its other forms]. */
const FORMS = (Object.keys(COLOUR_FILLS) as ColourWord[]).flatMap((colour) =>
  colourForms(colour).map((form) => [form, colour] as const),
);

describe('colour words agree with their subject (issue 21)', () => {
  it('lists the four nominative forms, hard and soft stems alike', () => {
    expect(colourForms('красный')).toEqual(['красный', 'красная', 'красное', 'красные']);
    expect(colourForms('синий')).toEqual(['синий', 'синяя', 'синее', 'синие']);
    expect(colourForms('голубой')).toEqual(['голубой', 'голубая', 'голубое', 'голубые']);
    expect(colourForms('темно-серый')).toContain('темно-серое');
    expect(FORMS).toHaveLength(16 * 4);
  });

  it.each(FORMS)(
    '«%s» is the colour %s, for the pack, the paint and both judges',
    (form, colour) => {
      const written = form.replace(/^зелен/, 'зелён').replace(/^желт/, 'жёлт');
      expect(colourOf(written)).toBe(colour);
      expect(isColourWord(written)).toBe(true);
      expect(colourFill(written)).toBe(COLOUR_FILLS[colour]);
      // 2.2: the button that agrees with the subject, and any other form of the same colour.
      const other = colour === 'красный' ? 'синий' : 'красный';
      const choose = question([written, true], [other, false]);
      expect(judgeAnswer('2.2', choose, written)).toBe(true);
      expect(judgeAnswer('2.2', choose, colour)).toBe(true);
      expect(judgeAnswer('2.2', choose, other)).toBe(false);
      // 3.0: the pack's form against the masculine one the palette may send, and back.
      const paint = question([written, true], [other, true]);
      expect(judgeAnswer('3.0', paint, `${colour} | ${other}`)).toBe(true);
      expect(judgeAnswer('3.0', question([colour, true]), written)).toBe(true);
      expect(judgeAnswer('3.0', paint, `${other} | ${colour}`)).toBe(false);
    },
  );

  it('knows no other word as a colour', () => {
    expect(colourOf('красно')).toBeUndefined();
    expect(colourOf('яблоко')).toBeUndefined();
    expect(judgeAnswer('2.2', question(['красное', true], ['синее', false]), 'синяя')).toBe(false);
  });
});
