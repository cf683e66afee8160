import { COLOUR_FILLS, judgeAnswer } from '@bolajon/contract';
import { describe, expect, it } from 'vitest';
import { choiceQuestion } from '../../../test/fixtures';
import {
  DARK_INK,
  LIGHT_INK,
  colourChoiceAnswer,
  colourChoiceReducer,
  colourSwatch,
  contrastRatio,
  initColourChoice,
} from '../colour-choice-reducer';

// As in the demo pack (01-first-steps.yaml, "Какого цвета?").
const apple = choiceQuestion(1, 'Какого цвета яблоко?', ['Красный', 'Зелёный', 'Синий'], 'Красный');
const chick = choiceQuestion(3, 'Какого цвета цыплёнок?', ['Синий', 'Зелёный', 'Жёлтый'], 'Жёлтый');
const idOf = (question: typeof apple, answer: string) =>
  question.questionVariants.find((v) => v.answer === answer)?.id ?? -1;

describe('the colour choice reducer (2.2)', () => {
  it('has no answer to check until a colour is picked', () => {
    expect(colourChoiceAnswer(initColourChoice(), apple)).toBeNull();
  });

  it('answers the picked colour word; a new pick replaces it', () => {
    let state = colourChoiceReducer(initColourChoice(), {
      type: 'select',
      variantId: idOf(apple, 'Зелёный'),
    });
    expect(colourChoiceAnswer(state, apple)).toBe('Зелёный');
    state = colourChoiceReducer(state, { type: 'select', variantId: idOf(apple, 'Красный') });
    expect(colourChoiceAnswer(state, apple)).toBe('Красный');
    expect(colourChoiceReducer(state, { type: 'select', variantId: idOf(apple, 'Красный') })).toBe(
      state,
    );
  });

  it('reports answers the contract judges: the right colour right, another wrong', () => {
    const pick = (question: typeof apple, answer: string) =>
      colourChoiceAnswer(
        colourChoiceReducer(initColourChoice(), {
          type: 'select',
          variantId: idOf(question, answer),
        }),
        question,
      ) ?? '';
    expect(judgeAnswer('2.2', apple, pick(apple, 'Красный'))).toBe(true);
    expect(judgeAnswer('2.2', apple, pick(apple, 'Синий'))).toBe(false);
    expect(judgeAnswer('2.2', chick, pick(chick, 'Жёлтый'))).toBe(true);
    expect(judgeAnswer('2.2', chick, pick(chick, 'Зелёный'))).toBe(false);
  });
});

describe('colourSwatch: each colour word painted, its word readable', () => {
  it('fills the button with the colour of the contract table, whatever the spelling', () => {
    expect(colourSwatch('Красный').fill).toBe(COLOUR_FILLS.красный);
    expect(colourSwatch('Жёлтый').fill).toBe(COLOUR_FILLS.желтый);
    expect(colourSwatch(' зелёный ').fill).toBe(COLOUR_FILLS.зеленый);
  });

  it('writes white on dark fills and dark on light ones', () => {
    for (const word of ['Чёрный', 'Синий', 'Коричневый', 'Фиолетовый', 'Тёмно-серый', 'Красный']) {
      expect(colourSwatch(word).ink, word).toBe(LIGHT_INK);
    }
    for (const word of ['Белый', 'Жёлтый', 'Серебряный', 'Золотой', 'Оранжевый', 'Голубой']) {
      expect(colourSwatch(word).ink, word).toBe(DARK_INK);
    }
  });

  it('keeps every colour of spec section 9 readable (large bold text: at least 4:1 here)', () => {
    expect(Object.keys(COLOUR_FILLS)).toHaveLength(16);
    for (const [word, fill] of Object.entries(COLOUR_FILLS)) {
      const { ink } = colourSwatch(word);
      expect(contrastRatio(fill, ink), word).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives the fills that melt into a light page a border: white and yellow', () => {
    const outlined = Object.keys(COLOUR_FILLS).filter((word) => colourSwatch(word).outlined);
    expect(outlined.sort()).toEqual(['белый', 'желтый']);
  });

  it('paints a word the table does not know as a plain white card with dark ink', () => {
    expect(colourSwatch('Мятный')).toEqual({ fill: '#ffffff', ink: DARK_INK, outlined: true });
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#e53935', '#ffffff')).toBeCloseTo(4.23, 2);
  });
});
