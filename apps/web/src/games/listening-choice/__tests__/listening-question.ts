import type { Question } from '@bolajon/contract';
import { choiceQuestion } from '../../../test/fixtures';

/** A listening question as in the demo pack: the word, and a picture for each variant. */
export function listeningQuestion(id: number, word: string, answers: string[]): Question {
  const question = choiceQuestion(id, word, answers, word, { questionImages: [] });
  return {
    ...question,
    questionVariants: question.questionVariants.map((v) => ({
      ...v,
      imageUrl: `/media/c/${v.answer}.svg`,
    })),
  };
}
