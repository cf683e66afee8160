import type { Question } from '@bolajon/contract';
import { dialogueLines, sceneQuestion, type Turns } from '../../../test/dialogue-fixtures';

/**
 * A 2.4 question as the demo pack has them: the other speaker (personage 1) and the child
 * (personage 2) take turns; the variants are the child's right replies and distractors. As the API
 * sends it (ADR 0026), each reply sits on its own variant and personage 1's lines on the first.
 */
export function dialogueQuestion(
  id: number,
  turns: Turns,
  distractors: string[],
  overrides: Partial<Question> = {},
): Question {
  const replies = turns.filter(([personage]) => personage !== 1).map(([, line]) => line);
  const lines = dialogueLines(turns, id * 1000);
  const childLines = lines.filter((line) => line.personageNumber !== 1);
  /** Reply n on variant n; personage 1's lines on the first variant. */
  const variantOf = (line: (typeof lines)[number]) => Math.max(0, childLines.indexOf(line));
  return sceneQuestion(id, {
    questionVariants: [...replies, ...distractors].map((answer, index) => ({
      id: id * 100 + index,
      answer,
      imageUrl: null,
      audioUrl: null,
      isCorrect: index < replies.length,
      order: index,
      // Listed out of order on purpose: the lines are ordered by `order`.
      questionPersonages: lines.filter((line) => variantOf(line) === index).reverse(),
    })),
    ...overrides,
  });
}

/** Two replies (the demo's "mama"). */
export const mamaQuestion = () =>
  dialogueQuestion(
    2,
    [
      [1, 'Привет! Кто это?'],
      [2, 'Это моя мама.'],
      [1, 'Как её зовут?'],
      [2, 'Её зовут Лола.'],
    ],
    ['Это мой дедушка.', 'Спокойной ночи!'],
  );

/** One reply (the demo's "grandma"). */
export const grandmaQuestion = () =>
  dialogueQuestion(
    1,
    [
      [1, 'Кто это?'],
      [2, 'Это моя бабушка.'],
    ],
    ['Это мой папа.', 'Это мой мяч.'],
  );
