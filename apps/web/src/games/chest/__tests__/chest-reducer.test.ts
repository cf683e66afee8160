import { describe, expect, it } from 'vitest';
import { choiceQuestion } from '../../../test/fixtures';
import { chestAnswer, chestReducer, chestWord, initChest, type ChestState } from '../chest-reducer';

const run = (...actions: Parameters<typeof chestReducer>[1][]): ChestState =>
  actions.reduce(chestReducer, initChest());

describe('chest reducer (1.1)', () => {
  it('is closed; a tap opens it; the word comes with reveal', () => {
    expect(initChest()).toEqual({ chest: 'closed', answer: null });
    expect(run({ type: 'open' }).chest).toBe('opening');
    expect(run({ type: 'open' }, { type: 'reveal' }).chest).toBe('open');
  });

  it('reveals nothing before it is opened, and opens once', () => {
    expect(run({ type: 'reveal' }).chest).toBe('closed');
    const open = run({ type: 'open' }, { type: 'reveal' });
    expect(chestReducer(open, { type: 'open' })).toBe(open);
  });

  it('takes an answer only once the word is out', () => {
    expect(chestAnswer(run({ type: 'answer', answer: 'Мама' }))).toBeNull();
    expect(chestAnswer(run({ type: 'open' }, { type: 'answer', answer: 'Мама' }))).toBeNull();
    const said = run({ type: 'open' }, { type: 'reveal' }, { type: 'answer', answer: ' Мама ' });
    expect(chestAnswer(said)).toBe('Мама');
    expect(chestReducer(said, { type: 'answer', answer: 'Мама' })).toBe(said);
    // An emptied field: no answer again.
    expect(chestAnswer(chestReducer(said, { type: 'answer', answer: '' }))).toBeNull();
  });

  it("the word is the question's text, or its right answer", () => {
    const mama = { ...choiceQuestion(1, 'Мама', ['Мама'], 'Мама'), audioUrl: '/media/a/mama.ogg' };
    expect(chestWord(mama)).toEqual({ text: 'Мама', audioUrl: '/media/a/mama.ogg' });
    expect(chestWord({ ...mama, text: ' ' })).toEqual({ text: 'Мама', audioUrl: null });
  });
});
