import type { Question } from '@bolajon/contract';

/** A pair-connecting (5.0) question as the demo pack has them, its first pair as the duolingo item. */
export function pairsQuestion(id: number, pairs: [left: string, right: string][]): Question {
  const [first] = pairs;
  return {
    id,
    text: 'Соедини слово и перевод.',
    audioUrl: null,
    order: id,
    questionImages: [],
    questionVariants: [],
    questionDuolingos: first
      ? [{ id: id * 1000, leftAnswer: first[0], rightAnswer: first[1] }]
      : [],
    pairs: pairs.map(([left, right], index) => ({ id: id * 10 + index, left, right })),
    game: { id: 51 },
  };
}
