import { judgeAnswer } from '@bolajon/contract';
import {
  initWheel,
  landedSector,
  wheelAnswer,
  wheelReducer,
  type WheelAction,
  type WheelState,
} from '../wheel-reducer';
import { forestQuestion, wheelQuestion } from './wheel-fixtures';

const run = (state: WheelState, ...actions: WheelAction[]) => actions.reduce(wheelReducer, state);

// With 4 sectors of 90°, a random of 0.1 turns 36° past five turns: the last sector (Ёжик).
const landOnHedgehog: WheelAction[] = [{ type: 'spin', random: 0.1 }, { type: 'stopped' }];

describe('wheel reducer (1.2)', () => {
  it('makes the sectors of the variants in order, at most 8, with their pictures', () => {
    const state = initWheel(forestQuestion());
    expect(state.sectors.map((s) => s.word)).toEqual(['Лиса', 'Заяц', 'Медведь', 'Ёжик']);
    expect(state.sectors[0]?.imageUrl).toBe('/media/c/1-0.svg');
    expect(state.stage).toBe('ready');
    const many = wheelQuestion(3, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(initWheel(many).sectors).toHaveLength(8);
  });

  it('a spin turns the wheel at once to where it stops and picks the sector; stopped shows it', () => {
    const spinning = run(initWheel(forestQuestion()), { type: 'spin', random: 0.1 });
    expect(spinning.stage).toBe('spinning');
    expect(spinning.angle).toBe(1836);
    expect(spinning.landed).toBe(3);
    expect(landedSector(spinning)).toBeNull();

    const landed = run(spinning, { type: 'stopped' });
    expect(landed.stage).toBe('landed');
    expect(landedSector(landed)?.word).toBe('Ёжик');
  });

  it('spins once a try; hearing counts only once the wheel has stopped', () => {
    const start = initWheel(forestQuestion());
    expect(run(start, { type: 'heard', text: 'Лиса' })).toBe(start);
    expect(run(start, { type: 'stopped' })).toBe(start);
    const spinning = run(start, { type: 'spin', random: 0.1 });
    expect(run(spinning, { type: 'spin', random: 0.9 })).toBe(spinning);
    expect(run(spinning, { type: 'heard', text: 'Ёжик' })).toBe(spinning);
    const landed = run(spinning, { type: 'stopped' });
    expect(run(landed, { type: 'spin', random: 0.9 })).toBe(landed);
    expect(run(landed, { type: 'heard', text: '  ' })).toBe(landed);
    // A reader's emptied field takes the answer back.
    const typed = run(landed, { type: 'heard', text: 'Ёж' });
    expect(run(typed, { type: 'heard', text: '' }).heard).toBeNull();
  });

  it('no wheel without sectors', () => {
    const empty = initWheel(wheelQuestion(4, []));
    expect(run(empty, { type: 'spin', random: 0.3 })).toBe(empty);
  });

  it('the answer is what was said for the picked sector; the judge takes it', () => {
    const question = forestQuestion();
    const landed = run(initWheel(question), ...landOnHedgehog);
    expect(wheelAnswer(landed)).toBeNull();

    const right = run(landed, { type: 'heard', text: 'ежик' });
    expect(wheelAnswer(right)).toBe('ежик');
    expect(judgeAnswer('1.2', question, wheelAnswer(right) ?? '')).toBe(true);

    // A word that is no sector's goes as it was said: wrong.
    const other = run(landed, { type: 'heard', text: 'Кошка' });
    expect(wheelAnswer(other)).toBe('Кошка');
    expect(judgeAnswer('1.2', question, 'Кошка')).toBe(false);
  });

  it("another sector's word is a wrong attempt, though the judge would take it", () => {
    const question = forestQuestion();
    const landed = run(initWheel(question), ...landOnHedgehog, { type: 'heard', text: 'Лиса' });
    expect(judgeAnswer('1.2', question, 'Лиса')).toBe(true);
    expect(wheelAnswer(landed)).toBe('incorrect');
    expect(judgeAnswer('1.2', question, 'incorrect')).toBe(false);
  });
});
