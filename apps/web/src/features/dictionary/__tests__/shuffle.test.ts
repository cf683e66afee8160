import { parseListView } from '../lib/list-view';
import { arrangeByKeys, shuffle, shuffleVisibly } from '../lib/shuffle';

/** A random source that returns `values` in turn. */
const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length]!;
};

describe('shuffle (Fisher–Yates)', () => {
  it('swaps each place from the end with the one the random number picks', () => {
    // i=3 picks 0, i=2 picks 0, i=1 picks 0.
    expect(shuffle(['a', 'b', 'c', 'd'], sequence(0))).toEqual(['b', 'c', 'd', 'a']);
    // i=3 picks 1 (0.3·4), i=2 picks 2 (0.9·3), i=1 picks 1 (0.5·2).
    expect(shuffle(['a', 'b', 'c', 'd'], sequence(0.3, 0.9, 0.5))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('can reach every order, each from exactly one pair of draws', () => {
    const orders = new Set<string>();
    for (const first of [0, 0.4, 0.8]) {
      for (const second of [0, 0.6]) {
        orders.add(shuffle(['a', 'b', 'c'], sequence(first, second)).join(''));
      }
    }
    expect([...orders].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
  });

  it('leaves its input as it was and handles empty and single lists', () => {
    const items = ['a', 'b', 'c'];
    shuffle(items, sequence(0));
    expect(items).toEqual(['a', 'b', 'c']);
    expect(shuffle([], sequence(0))).toEqual([]);
    expect(shuffle(['a'], sequence(0))).toEqual(['a']);
  });

  it('stays inside the list even when the source returns 1', () => {
    expect(shuffle(['a', 'b', 'c'], () => 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('shuffleVisibly', () => {
  it('keeps a random order that differs from the one shown', () => {
    expect(shuffleVisibly(['a', 'b', 'c', 'd'], sequence(0))).toEqual(['b', 'c', 'd', 'a']);
  });

  it('moves the first item to the end when the draw gives the same order back', () => {
    // 0.99 picks every item's own place: the same order.
    expect(shuffleVisibly(['a', 'b', 'c'], () => 0.99)).toEqual(['b', 'c', 'a']);
    expect(shuffleVisibly(['a', 'b'], () => 0.99)).toEqual(['b', 'a']);
    expect(shuffleVisibly(['a'], () => 0.99)).toEqual(['a']);
  });
});

describe('arrangeByKeys', () => {
  const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
  const ids = (list: { id: number }[]) => list.map((item) => item.id);
  const keyOf = (item: { id: number }) => item.id;

  it('keeps the order as it came before any shuffle', () => {
    expect(ids(arrangeByKeys(items, null, keyOf))).toEqual([1, 2, 3]);
  });

  it('follows the remembered order, skipping keys that left and adding new items at the end', () => {
    expect(ids(arrangeByKeys(items, [3, 1, 2], keyOf))).toEqual([3, 1, 2]);
    expect(ids(arrangeByKeys([{ id: 1 }, { id: 2 }], [3, 2, 1], keyOf))).toEqual([2, 1]);
    expect(ids(arrangeByKeys([...items, { id: 4 }], [2, 3, 1], keyOf))).toEqual([2, 3, 1, 4]);
  });
});

describe('the view of /dictionary-list', () => {
  it('reads the lessons view, anything else being the choices', () => {
    expect(parseListView('lessons')).toBe('lessons');
    expect(parseListView(null)).toBe('choices');
    expect(parseListView('other')).toBe('choices');
  });
});
