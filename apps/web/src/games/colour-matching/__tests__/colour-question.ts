import type { Question } from '@bolajon/contract';

/**
 * A colour-matching (3.0) question as the demo pack has them: `pictures` outline drawings and
 * colour variants [answer, right, order?] — one right colour per picture, in picture order.
 */
export function colourQuestion(
  id: number,
  text: string,
  pictures: number,
  variants: [answer: string, isCorrect: boolean, order?: number][],
): Question {
  return {
    id,
    text,
    audioUrl: null,
    order: id,
    questionImages: Array.from({ length: pictures }, (_, index) => ({
      id: id * 10 + index,
      imageUrl: `/media/c/outline-${id}-${index}.svg`,
    })),
    questionVariants: variants.map(([answer, isCorrect, order], index) => ({
      id: id * 100 + index,
      answer,
      imageUrl: null,
      audioUrl: null,
      isCorrect,
      order: order ?? index,
      questionPersonages: [],
    })),
    questionDuolingos: [],
    pairs: [],
    game: { id: 31 },
  };
}
