import type { Question } from '@bolajon/contract';
import { arrangeVariants } from '../kit/arrange';

/**
 * Type 2.3 is a pick-one game: its state, actions and answer (the picked picture's word) are the
 * kit's select-one. What is its own: the word it says, and which pictures it shows in which order.
 */
export {
  initSelectOne as initListeningChoice,
  selectOneReducer as listeningChoiceReducer,
  selectedAnswer as listeningChoiceAnswer,
  type SelectOneAction as ListeningChoiceAction,
  type SelectOneState as ListeningChoiceState,
} from '../kit/select-one';

/** The word the child hears: the question's text (DESIGN.md section 4, game type 2.3). */
export function spokenWord(question: Question): string {
  const text = question.text.trim();
  if (text) return text;
  // A question without text still has its right answer to say.
  return question.questionVariants.find((v) => v.isCorrect)?.answer ?? '';
}

/**
 * The pictures in the order the screen shows them: the variants shuffled with the question id as
 * the seed (the demo pack often lists the right one first), the same on a repeat.
 */
export function arrangePictures(question: Question) {
  return arrangeVariants(question.questionVariants, question.id);
}
