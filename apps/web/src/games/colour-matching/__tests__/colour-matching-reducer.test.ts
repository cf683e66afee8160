import { correctAnswer, judgeAnswer, type Question } from '@bolajon/contract';
import {
  colourMatchingAnswer,
  colourMatchingReducer,
  initColourMatching,
  paletteOf,
  pictureVerdicts,
  type ColourMatchingAction,
  type ColourMatchingState,
} from '../colour-matching-reducer';
import { colourQuestion } from './colour-question';

const run = (state: ColourMatchingState, ...actions: ColourMatchingAction[]) =>
  actions.reduce(colourMatchingReducer, state);
const pick = (colour: string): ColourMatchingAction => ({ type: 'pick', colour });
const paint = (picture: number): ColourMatchingAction => ({ type: 'paint', picture });

/** As the demo's "Раскрась яблоко, солнце и листик." */
const apple = colourQuestion(7, 'Раскрась яблоко, солнце и листик.', 3, [
  ['Красный', true],
  ['Жёлтый', true],
  ['Зелёный', true],
  ['Синий', false],
]);

describe('colour matching (3.0) reducer', () => {
  it('starts with every picture blank, no colour picked and no answer', () => {
    const state = initColourMatching(apple);
    expect(state).toEqual({ colours: [null, null, null], selected: null, needsColour: false });
    expect(colourMatchingAnswer(state)).toBeNull();
  });

  it('asks for a colour when a picture is tapped first, and paints nothing', () => {
    const state = run(initColourMatching(apple), paint(0));
    expect(state.colours).toEqual([null, null, null]);
    expect(state.needsColour).toBe(true);
    const picked = run(state, pick('Красный'));
    expect(picked).toMatchObject({ selected: 'Красный', needsColour: false });
  });

  it('paints a tapped picture with the picked colour, and repaints it with another', () => {
    let state = run(initColourMatching(apple), pick('Синий'), paint(1));
    expect(state.colours).toEqual([null, 'Синий', null]);
    state = run(state, pick('Жёлтый'), paint(1));
    expect(state.colours).toEqual([null, 'Жёлтый', null]);
    // The same colour again changes nothing; a picture that does not exist is ignored.
    expect(run(state, paint(1))).toBe(state);
    expect(run(state, paint(3))).toBe(state);
    expect(run(state, paint(-1))).toBe(state);
  });

  it('keeps one colour picked at a time', () => {
    const state = run(initColourMatching(apple), pick('Красный'), pick('Синий'));
    expect(state.selected).toBe('Синий');
    expect(run(state, pick('Синий'))).toBe(state);
  });

  it('has an answer only once every picture is painted: the colours in picture order', () => {
    let state = run(
      initColourMatching(apple),
      pick('Зелёный'),
      paint(2),
      pick('Красный'),
      paint(0),
    );
    expect(colourMatchingAnswer(state)).toBeNull();
    state = run(state, pick('Жёлтый'), paint(1));
    expect(colourMatchingAnswer(state)).toBe('Красный | Жёлтый | Зелёный');
    expect(colourMatchingAnswer(state)).toBe(correctAnswer('3.0', apple));
    expect(judgeAnswer('3.0', apple, colourMatchingAnswer(state)!)).toBe(true);
  });

  it('reports a wrong colour so that the judge refuses it', () => {
    const state = run(
      initColourMatching(apple),
      pick('Красный'),
      paint(0),
      pick('Синий'),
      paint(1),
      pick('Зелёный'),
      paint(2),
    );
    const answer = colourMatchingAnswer(state)!;
    expect(answer).toBe('Красный | Синий | Зелёный');
    expect(judgeAnswer('3.0', apple, answer)).toBe(false);
    expect(pictureVerdicts(state, apple)).toEqual([true, false, true]);
  });

  it('judges each picture against the right variant of its order, ё or not, any case', () => {
    const shuffled = colourQuestion(8, 'Раскрась.', 2, [
      ['Синий', false, 0],
      ['зелёный', true, 5],
      ['Желтый', true, 2],
    ]);
    const state = run(
      initColourMatching(shuffled),
      pick('Жёлтый'),
      paint(0),
      pick('ЗЕЛЕНЫЙ'),
      paint(1),
    );
    expect(pictureVerdicts(state, shuffled)).toEqual([true, true]);
    expect(judgeAnswer('3.0', shuffled, colourMatchingAnswer(state)!)).toBe(true);
    const swapped = run(state, pick('Жёлтый'), paint(1));
    expect(pictureVerdicts(swapped, shuffled)).toEqual([true, false]);
  });

  it('offers every variant colour once, in a shuffled order that stays put', () => {
    const twoReds = colourQuestion(21, 'Раскрась.', 3, [
      ['Красный', true],
      ['Зелёный', true],
      ['красный', true],
      ['Синий', false],
      ['Оранжевый', false],
    ]);
    const palette = paletteOf(twoReds);
    expect([...palette].sort()).toEqual(['Зелёный', 'Красный', 'Оранжевый', 'Синий']);
    expect(paletteOf(twoReds)).toEqual(palette);
    // Seeded by the question: another question with the same variants may differ, one never moves.
    const orders = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((id) =>
        paletteOf({ ...apple, id } satisfies Question).join(','),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('colour forms (a colour agrees with its subject)', () => {
  /** «Раскрась футболку и яблоко»: the T-shirt «Красная», the apple «Красное», a «Синий» distractor. */
  const agreeing = colourQuestion(9, 'Раскрась футболку и яблоко.', 2, [
    ['Красная', true],
    ['Красное', true],
    ['Синий', false],
  ]);

  it('offers one swatch per colour, whatever forms the pictures take', () => {
    expect(paletteOf(agreeing)).toHaveLength(2);
  });

  it('takes either form of the right colour for each picture, as the server judges it', () => {
    const state = run(initColourMatching(agreeing), pick('Красная'), paint(0), paint(1));
    expect(pictureVerdicts(state, agreeing)).toEqual([true, true]);
    expect(judgeAnswer('3.0', agreeing, colourMatchingAnswer(state)!)).toBe(true);
    const wrong = run(initColourMatching(agreeing), pick('Синий'), paint(0), paint(1));
    expect(pictureVerdicts(wrong, agreeing)).toEqual([false, false]);
  });
});
