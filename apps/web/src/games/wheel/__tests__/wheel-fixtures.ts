import type { Question } from '@bolajon/contract';

/** A 1.2 question as the demo pack has them: every sector a right answer, each with a picture. */
export function wheelQuestion(id: number, words: string[], overrides: Partial<Question> = {}) {
  return {
    id,
    text: 'Крути колесо и назови животное.',
    audioUrl: null,
    order: id,
    questionImages: [],
    // Listed out of order on purpose: the sectors follow `order`.
    questionVariants: words
      .map((answer, index) => ({
        id: id * 100 + index,
        answer,
        imageUrl: `/media/c/${id}-${index}.svg`,
        audioUrl: null,
        isCorrect: true,
        order: index,
        questionPersonages: [],
      }))
      .reverse(),
    questionDuolingos: [],
    pairs: [],
    game: { id: 11 },
    ...overrides,
  } satisfies Question;
}

export const forestQuestion = () => wheelQuestion(1, ['Лиса', 'Заяц', 'Медведь', 'Ёжик']);
export const farmQuestion = () =>
  wheelQuestion(2, ['Кошка', 'Собака', 'Корова', 'Лошадь', 'Курица', 'Утка', 'Коза', 'Овца']);
