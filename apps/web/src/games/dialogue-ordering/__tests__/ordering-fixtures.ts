import type { Question } from '@bolajon/contract';
import {
  dialogueLines,
  oneVariantDialogue,
  sceneQuestion,
  type Turns,
} from '../../../test/dialogue-fixtures';

/**
 * A dialogue question as the demo pack has them: its lines as [personage, words], in order, on the
 * one variant the API sends for a dialogue without options (ADR 0026).
 */
export function orderingQuestion(
  id: number,
  lines: Turns,
  overrides: Partial<Question> = {},
): Question {
  return sceneQuestion(id, {
    questionImages: [],
    questionVariants: oneVariantDialogue(id, dialogueLines(lines, id * 100)),
    game: { id: 31 },
    ...overrides,
  });
}

/** 01-first-steps.yaml, "Собери разговор": the good-night question says the same line twice. */
export const goodNight = () =>
  orderingQuestion(7, [
    [1, 'Папа, я иду спать.'],
    [2, 'Спокойной ночи!'],
    [1, 'Спокойной ночи!'],
  ]);

export const meeting = () =>
  orderingQuestion(5, [
    [1, 'Привет!'],
    [2, 'Привет!'],
    [1, 'Как дела?'],
    [2, 'Хорошо, спасибо!'],
  ]);

export const aGift = () =>
  orderingQuestion(6, [
    [1, 'Это тебе подарок.'],
    [2, 'Спасибо!'],
    [1, 'Пожалуйста!'],
  ]);
