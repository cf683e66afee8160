import { normaliseSpeech, type Question, type QuestionVariant } from '@bolajon/contract';
import { arrangeVariants } from './arrange';

/** An answer offered as a button: its words and, when the content has it, its recorded voice. */
export interface SpokenChoice {
  answer: string;
  audioUrl: string | null;
}

/** How many other answers the buttons offer beside the right one (DESIGN.md "Speech recognition"). */
export const OTHER_CHOICES = 3;

const rightVariant = (question: Question): QuestionVariant | undefined =>
  [...question.questionVariants].sort((a, b) => a.order - b.order).find((v) => v.isCorrect);

const choiceOf = (variant: Pick<QuestionVariant, 'answer' | 'audioUrl'>): SpokenChoice => ({
  answer: variant.answer.trim(),
  audioUrl: variant.audioUrl,
});

/**
 * The answers a speaking game offers as buttons where it cannot listen (no recognition, the
 * microphone refused): the right one (the question's right variant, or `right` — the wheel's
 * sector) among up to three others — the question's own wrong variants first, then the right
 * answers of the game's other questions — no two said alike, shuffled with the question id as the
 * seed so they keep their places on a repeat. Empty when there is no right answer.
 */
export function spokenChoices(
  question: Question,
  questions: readonly Question[],
  right: SpokenChoice | undefined = (() => {
    const variant = rightVariant(question);
    return variant && choiceOf(variant);
  })(),
): SpokenChoice[] {
  const seen = new Set<string>();
  const take = (choice: SpokenChoice) => {
    const key = normaliseSpeech(choice.answer);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  if (!right || !take(right)) return [];
  const candidates = [
    ...question.questionVariants.filter((v) => !v.isCorrect),
    ...questions.filter((q) => q.id !== question.id).map(rightVariant),
  ];
  const others: SpokenChoice[] = [];
  for (const variant of candidates) {
    if (others.length >= OTHER_CHOICES) break;
    if (!variant) continue;
    const choice = choiceOf(variant);
    if (take(choice)) others.push(choice);
  }
  const items = [{ ...right, answer: right.answer.trim() }, ...others].map((choice, order) => ({
    ...choice,
    id: order,
    order,
  }));
  return arrangeVariants(items, question.id).map(({ answer, audioUrl }) => ({ answer, audioUrl }));
}
