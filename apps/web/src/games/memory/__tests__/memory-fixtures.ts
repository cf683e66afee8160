import type { Question } from '@bolajon/contract';
import { initMemory } from '../memory-reducer';

/** A memory question as the demo pack has them: each word a card, every word twice. */
export function memoryQuestion(id: number, words: string[]): Question {
  return {
    id,
    text: 'Найди одинаковые карточки.',
    audioUrl: null,
    order: id,
    questionImages: [],
    questionVariants: words.map((answer, index) => ({
      id: id * 100 + index,
      answer,
      imageUrl: `/media/c/${answer}.svg`,
      audioUrl: null,
      isCorrect: false,
      order: index,
      questionPersonages: [],
    })),
    questionDuolingos: [],
    pairs: [],
    game: { id: 40 },
  };
}

/** 01-first-steps.yaml, "Найди пары": the farm. */
export const farm = () =>
  memoryQuestion(3, ['Кошка', 'Собака', 'Корова', 'Собака', 'Корова', 'Кошка']);

/** The forest: eight cards. */
export const forest = () =>
  memoryQuestion(4, ['Лиса', 'Ёжик', 'Медведь', 'Заяц', 'Ёжик', 'Заяц', 'Лиса', 'Медведь']);

/** Where each word lies on the board (the reducer's shuffle), as [word, position] pairs. */
export function board(question: Question) {
  const words = initMemory(question).cards.map((card) => card.answer);
  const positions = new Map<string, number[]>();
  words.forEach((word, index) => positions.set(word, [...(positions.get(word) ?? []), index]));
  const pairs = [...positions.entries()].map(([word, [a, b]]) => ({ word, a: a!, b: b! }));
  /** Two positions that are not a pair. */
  const mismatch = [pairs[0]!.a, pairs[1]!.a] as const;
  return { words, pairs, mismatch };
}
