import { describe, expect, it } from 'vitest';
import { dialogueLines } from './catalogue.js';
import { placeDialogueLines, type TiedLine } from './dialogue-lines.js';

const variant = (id: number, answer: string, order: number) => ({
  id,
  answer,
  imageUrl: null,
  audioUrl: null,
  isCorrect: true,
  order,
});
const line = (id: number, personageNumber: number, variantId: number | null): TiedLine => ({
  id,
  answer: `line ${id}`,
  audioUrl: null,
  order: id - 1,
  personageNumber,
  variantId,
});

describe('placeDialogueLines', () => {
  it('gives a dialogue without options one variant that holds every line', () => {
    const placed = placeDialogueLines(7, [], [line(1, 1, null), line(2, 2, null)]);
    expect(placed).toEqual([
      {
        ...variant(-7, '', 0),
        questionPersonages: [
          { id: 1, answer: 'line 1', audioUrl: null, order: 0, personageNumber: 1 },
          { id: 2, answer: 'line 2', audioUrl: null, order: 1, personageNumber: 2 },
        ],
      },
    ]);
  });

  it('puts a tied line on its variant, the others (and a tie to no variant) on the first', () => {
    const placed = placeDialogueLines(
      7,
      [variant(10, 'a', 0), variant(11, 'b', 1), variant(12, 'c', 2)],
      [line(1, 1, null), line(2, 2, 10), line(3, 1, null), line(4, 2, 11), line(5, 2, 99)],
    );
    expect(placed.map((v) => [v.id, v.questionPersonages.map((l) => l.id)])).toEqual([
      [10, [1, 2, 3, 5]],
      [11, [4]],
      [12, []],
    ]);
    expect(dialogueLines({ questionVariants: placed }).map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves a question without lines as it is', () => {
    expect(placeDialogueLines(7, [], [])).toEqual([]);
    expect(placeDialogueLines(7, [variant(10, 'a', 0)], [])).toEqual([
      { ...variant(10, 'a', 0), questionPersonages: [] },
    ]);
  });
});
