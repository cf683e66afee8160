import type { Question } from '@bolajon/contract';

/**
 * A 1.5 question as the demo pack has them: personage 1 speaks, the child (personage 2) answers;
 * a scene picture; no options, so the API sends one variant holding the dialogue (ADR 0026).
 */
export function spokenQuestion(
  id: number,
  turns: [personage: number, line: string][],
  overrides: Partial<Question> = {},
): Question {
  return {
    id,
    text: '',
    audioUrl: null,
    order: id,
    questionImages: [{ id: id * 10, imageUrl: `/media/c/scene${id}.svg` }],
    questionVariants: [
      {
        id: -id,
        answer: '',
        imageUrl: null,
        audioUrl: null,
        isCorrect: true,
        order: 0,
        // Listed out of order on purpose: the lines are ordered by `order`.
        questionPersonages: turns
          .map(([personageNumber, answer], index) => ({
            id: id * 1000 + index,
            answer,
            audioUrl: null,
            order: index + 1,
            personageNumber,
          }))
          .reverse(),
      },
    ],
    questionDuolingos: [],
    pairs: [],
    game: { id: 11 },
    ...overrides,
  };
}

/** The demo's "how are you": two replies. */
export const howAreYou = () =>
  spokenQuestion(1, [
    [1, 'Привет!'],
    [2, 'Привет!'],
    [1, 'Как дела?'],
    [2, 'Хорошо!'],
  ]);

/** The demo's "an apple". */
export const anApple = () =>
  spokenQuestion(2, [
    [1, 'Доброе утро!'],
    [2, 'Доброе утро!'],
    [1, 'Вот тебе яблоко.'],
    [2, 'Спасибо!'],
  ]);

/** The child speaks first, and personage 1 has the last word. */
export const goodNight = () =>
  spokenQuestion(3, [
    [2, 'Папа, я иду спать.'],
    [1, 'Спокойной ночи!'],
    [2, 'Спокойной ночи!'],
    [1, 'Приятных снов!'],
  ]);
