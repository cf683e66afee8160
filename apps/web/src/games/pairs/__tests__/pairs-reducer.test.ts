import { correctAnswer, judgeAnswer } from '@bolajon/contract';
import {
  initPairs,
  linkIsRight,
  linkLine,
  pairsAnswer,
  pairsReducer,
  rightColumn,
  type PairsAction,
  type PairsState,
  type Side,
} from '../pairs-reducer';
import { pairsQuestion } from './pairs-question';

const run = (state: PairsState, ...actions: PairsAction[]) => actions.reduce(pairsReducer, state);
const tap = (side: Side, id: number): PairsAction => ({ type: 'tap', side, id });

/** As the demo's family pairs: pair ids 10 Мама, 11 Папа, 12 Бабушка, 13 Дедушка. */
const family = pairsQuestion(1, [
  ['Мама', 'Ona'],
  ['Папа', 'Ota'],
  ['Бабушка', 'Buvi'],
  ['Дедушка', 'Bobo'],
]);
const linkAll = (...links: [left: number, right: number][]) =>
  run(initPairs(), ...links.flatMap(([l, r]) => [tap('left', l), tap('right', r)]));

describe('pairs (5.0) reducer', () => {
  it('starts with nothing linked, nothing picked and no answer', () => {
    expect(initPairs()).toEqual({ links: [], selected: null });
    expect(pairsAnswer(initPairs(), family)).toBeNull();
  });

  it('links an item on each side, whichever side is tapped first', () => {
    const leftFirst = run(initPairs(), tap('left', 10));
    expect(leftFirst.selected).toEqual({ side: 'left', id: 10 });
    expect(run(leftFirst, tap('right', 11))).toEqual({
      links: [{ left: 10, right: 11 }],
      selected: null,
    });
    const rightFirst = run(initPairs(), tap('right', 12), tap('left', 13));
    expect(rightFirst).toEqual({ links: [{ left: 13, right: 12 }], selected: null });
  });

  it('moves the pick within a side, and a second tap on the picked item drops it', () => {
    expect(run(initPairs(), tap('left', 10), tap('left', 11)).selected).toEqual({
      side: 'left',
      id: 11,
    });
    expect(run(initPairs(), tap('right', 10), tap('right', 10)).selected).toBeNull();
  });

  it('unlinks a linked item tapped on either side', () => {
    const linked = linkAll([10, 10], [11, 11]);
    expect(run(linked, tap('left', 10)).links).toEqual([{ left: 11, right: 11 }]);
    expect(run(linked, tap('right', 11)).links).toEqual([{ left: 10, right: 10 }]);
    // A pick waiting on the other side is dropped too: the tap was for the unlink.
    expect(run(linked, tap('left', 12), tap('right', 10))).toEqual({
      links: [{ left: 11, right: 11 }],
      selected: null,
    });
  });

  it('has an answer only once every left item is linked: left=right in left order', () => {
    const three = linkAll([13, 13], [10, 10], [11, 11]);
    expect(pairsAnswer(three, family)).toBeNull();
    const all = run(three, tap('right', 12), tap('left', 12));
    const answer = pairsAnswer(all, family);
    expect(answer).toBe('Мама=Ona | Папа=Ota | Бабушка=Buvi | Дедушка=Bobo');
    expect(answer).toBe(correctAnswer('5.0', family));
    expect(judgeAnswer('5.0', family, answer!)).toBe(true);
  });

  it('reports a wrong link so that the judge refuses it, and marks which links are wrong', () => {
    const swapped = linkAll([10, 11], [11, 10], [12, 12], [13, 13]);
    const answer = pairsAnswer(swapped, family)!;
    expect(answer).toBe('Мама=Ota | Папа=Ona | Бабушка=Buvi | Дедушка=Bobo');
    expect(judgeAnswer('5.0', family, answer)).toBe(false);
    expect(swapped.links.map((link) => linkIsRight(family, link))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('shuffles the right column by the question, never leaving an item beside its partner', () => {
    const column = rightColumn(family);
    expect([...column].sort()).toEqual([10, 11, 12, 13]);
    expect(rightColumn(family)).toEqual(column);
    const orders = new Set<string>();
    for (let id = 1; id <= 60; id += 1) {
      const question = pairsQuestion(id, [
        ['Один', 'Bir'],
        ['Два', 'Ikki'],
        ['Три', 'Uch'],
        ['Четыре', 'Toʻrt'],
      ]);
      const ids = rightColumn(question);
      expect([...ids].sort(), `question ${id}`).toEqual(question.pairs.map((p) => p.id));
      ids.forEach((pairId, row) =>
        expect(pairId, `question ${id}, row ${row}`).not.toBe(question.pairs[row]!.id),
      );
      orders.add(ids.map((pairId) => pairId % 10).join(''));
    }
    // Not one fixed order: the seed moves the items about.
    expect(orders.size).toBeGreaterThan(3);
    const two = pairsQuestion(5, [
      ['Один', 'Bir'],
      ['Два', 'Ikki'],
    ]);
    expect(rightColumn(two)).toEqual([51, 50]);
  });

  it('draws a link from the left item’s inner edge to the right item’s, at mid-height', () => {
    expect(
      linkLine({ x: 0, y: 100, width: 150, height: 60 }, { x: 194, y: 20, width: 150, height: 40 }),
    ).toEqual({ x1: 150, y1: 130, x2: 194, y2: 40 });
  });
});
