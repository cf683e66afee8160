import { describe, expect, it } from 'vitest';
import type { StudioNodeRow, StudioTreeRow } from './studio.repository.js';
import { lessonOrderProblem, lessonsMoved, studioTree } from './studio.service.js';

const node = (id: number, key: string): StudioNodeRow => ({
  id,
  key,
  title: key.toUpperCase(),
  titleUz: null,
  order: id,
});
const lesson = (id: number, key: string, games = 1, words = 2) => ({
  ...node(id, key),
  games,
  words,
});

describe('studioTree — the course tree from its rows', () => {
  it('nests each level once, in the order its rows come', () => {
    const rows: StudioTreeRow[] = [
      {
        course: node(1, 'c1'),
        module: node(10, 'm1'),
        block: node(100, 'b1'),
        lesson: lesson(1000, 'l1'),
      },
      {
        course: node(1, 'c1'),
        module: node(10, 'm1'),
        block: node(100, 'b1'),
        lesson: lesson(1001, 'l2', 0, 0),
      },
      {
        course: node(1, 'c1'),
        module: node(10, 'm1'),
        block: node(101, 'b2'),
        lesson: lesson(1002, 'l3'),
      },
      {
        course: node(1, 'c1'),
        module: node(11, 'm2'),
        block: node(102, 'b3'),
        lesson: lesson(1003, 'l4'),
      },
      {
        course: node(2, 'c2'),
        module: node(12, 'm3'),
        block: node(103, 'b4'),
        lesson: lesson(1004, 'l5'),
      },
    ];
    const tree = studioTree(rows);
    expect(tree.map((c) => c.key)).toEqual(['c1', 'c2']);
    expect(
      tree[0]!.modules.map((m) => [
        m.key,
        m.blocks.map((b) => [b.key, b.lessons.map((l) => l.key)]),
      ]),
    ).toEqual([
      [
        'm1',
        [
          ['b1', ['l1', 'l2']],
          ['b2', ['l3']],
        ],
      ],
      ['m2', [['b3', ['l4']]]],
    ]);
    expect(tree[0]!.modules[0]!.blocks[0]!.lessons[1]).toEqual({
      id: 1001,
      key: 'l2',
      title: 'L2',
      titleUz: null,
      order: 1001,
      games: 0,
      words: 0,
    });
  });

  it('keeps an empty course, module or block, with nothing under it', () => {
    const tree = studioTree([
      { course: node(1, 'empty-course'), module: null, block: null, lesson: null },
      { course: node(2, 'c2'), module: node(10, 'empty-module'), block: null, lesson: null },
      {
        course: node(2, 'c2'),
        module: node(11, 'm2'),
        block: node(100, 'empty-block'),
        lesson: null,
      },
    ]);
    expect(tree).toEqual([
      { ...node(1, 'empty-course'), modules: [] },
      {
        ...node(2, 'c2'),
        modules: [
          { ...node(10, 'empty-module'), blocks: [] },
          { ...node(11, 'm2'), blocks: [{ ...node(100, 'empty-block'), lessons: [] }] },
        ],
      },
    ]);
  });

  it('gives no courses for no rows', () => {
    expect(studioTree([])).toEqual([]);
  });
});

describe('lessonOrderProblem — a new order names every lesson of the block once', () => {
  it('takes any order of exactly the block lessons', () => {
    expect(lessonOrderProblem([1, 2, 3], [3, 1, 2])).toBeNull();
    expect(lessonOrderProblem([1, 2, 3], [1, 2, 3])).toBeNull();
  });

  it('says which lesson is foreign, named twice or missing', () => {
    expect(lessonOrderProblem([1, 2], [1, 2, 9])).toBe('Lesson 9 is not in this block');
    expect(lessonOrderProblem([1, 2], [1, 1, 2])).toBe('Lesson 1 is named twice');
    expect(lessonOrderProblem([1, 2, 3], [2])).toBe(
      'The order must name every lesson of the block; missing: 1, 3',
    );
  });
});

describe('lessonsMoved — lessons standing at another place than before', () => {
  it('counts by place in the block, whatever order numbers a delete left', () => {
    expect(lessonsMoved([5, 7], [5, 7])).toBe(0);
    expect(lessonsMoved([5, 7, 9], [7, 5, 9])).toBe(2);
    expect(lessonsMoved([5, 7, 9], [9, 5, 7])).toBe(3);
  });
});
