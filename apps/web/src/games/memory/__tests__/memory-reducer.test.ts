import { judgeAnswer, MEMORY_DONE } from '@bolajon/contract';
import {
  allPairsFound,
  initMemory,
  isBlocked,
  isFaceUp,
  memoryAnswer,
  memoryReducer,
  type MemoryAction,
  type MemoryState,
} from '../memory-reducer';
import { board, farm, forest, memoryQuestion } from './memory-fixtures';

const run = (state: MemoryState, ...actions: MemoryAction[]) =>
  actions.reduce(memoryReducer, state);
const flip = (index: number): MemoryAction => ({ type: 'flip', index });
const hide: MemoryAction = { type: 'hideMismatch' };

describe('memory (4.0): the reducer', () => {
  it('lays out every variant as a face-down card, shuffled the same way for the same question', () => {
    const question = forest();
    const state = initMemory(question);
    expect(state.cards).toHaveLength(8);
    expect(state.cards.map((card) => card.answer).sort()).toEqual(
      question.questionVariants.map((v) => v.answer).sort(),
    );
    expect(state.cards.every((_, i) => !isFaceUp(state, i))).toBe(true);
    expect(initMemory(forest()).cards).toEqual(state.cards);
    expect(state.cards.map((card) => card.answer)).not.toEqual(
      question.questionVariants.map((v) => v.answer),
    );
    expect(state.cards[0]).toMatchObject({ imageUrl: `/media/c/${state.cards[0]!.answer}.svg` });
  });

  it('keeps a matching pair face up as found', () => {
    const question = farm();
    const { pairs } = board(question);
    const cat = pairs[0]!;
    let state = run(initMemory(question), flip(cat.a));
    expect(state.open).toEqual([cat.a]);
    // The same card again does nothing.
    expect(run(state, flip(cat.a))).toBe(state);

    state = run(state, flip(cat.b));
    expect(state.open).toEqual([]);
    expect(state.found).toEqual([cat.a, cat.b]);
    expect(isFaceUp(state, cat.a) && isFaceUp(state, cat.b)).toBe(true);
    expect(isBlocked(state)).toBe(false);
    // A found card cannot be turned again.
    expect(run(state, flip(cat.b))).toBe(state);
  });

  it('leaves two cards that are not a pair up and blocked until they turn back', () => {
    const question = farm();
    const { mismatch, pairs } = board(question);
    const [a, b] = mismatch;
    let state = run(initMemory(question), flip(a), flip(b));
    expect(state.open).toEqual([a, b]);
    expect(state.found).toEqual([]);
    expect(isBlocked(state)).toBe(true);

    // A third card while two are up: nothing.
    const third = pairs[2]!.a;
    expect(run(state, flip(third))).toBe(state);

    state = run(state, hide);
    expect(state.open).toEqual([]);
    expect(isFaceUp(state, a) || isFaceUp(state, b)).toBe(false);
    expect(run(state, hide)).toBe(state);
    expect(run(state, flip(third)).open).toEqual([third]);
  });

  it('is done when every pair is found, and reports "done", which the judge takes', () => {
    const question = farm();
    const { pairs } = board(question);
    let state = initMemory(question);
    expect(allPairsFound(state)).toBe(false);
    expect(memoryAnswer(state)).toBeNull();
    for (const [i, pair] of pairs.entries()) {
      state = run(state, flip(pair.a), flip(pair.b));
      expect(allPairsFound(state)).toBe(i === pairs.length - 1);
    }
    expect(state.found).toHaveLength(6);
    expect(memoryAnswer(state)).toBe(MEMORY_DONE);
    expect(judgeAnswer('4.0', question, memoryAnswer(state)!)).toBe(true);
    expect(judgeAnswer('4.0', question, 'incorrect')).toBe(false);
  });

  it('does not wait for a card that has no partner', () => {
    const question = memoryQuestion(9, ['Кот', 'Пёс', 'Кот']);
    const state = initMemory(question);
    const cats = state.cards.flatMap((card, i) => (card.answer === 'Кот' ? [i] : []));
    expect(allPairsFound(state)).toBe(false);
    expect(allPairsFound(run(state, flip(cats[0]!), flip(cats[1]!)))).toBe(true);
  });
});
