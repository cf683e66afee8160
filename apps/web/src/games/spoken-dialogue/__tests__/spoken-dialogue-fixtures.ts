import type { Question } from '@bolajon/contract';
import {
  dialogueLines,
  oneVariantDialogue,
  sceneQuestion,
  type Turns,
} from '../../../test/dialogue-fixtures';

/**
 * A 1.5 question as the demo pack has them: personage 1 speaks, the child (personage 2) answers;
 * a scene picture; no options, so the API sends one variant holding the dialogue (ADR 0026).
 */
export function spokenQuestion(
  id: number,
  turns: Turns,
  overrides: Partial<Question> = {},
): Question {
  return sceneQuestion(id, {
    // Listed out of order on purpose: the lines are ordered by `order`.
    questionVariants: oneVariantDialogue(id, dialogueLines(turns, id * 1000).reverse()),
    ...overrides,
  });
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
