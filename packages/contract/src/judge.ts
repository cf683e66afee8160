import { z } from 'zod';
import { dialogueLines } from './catalogue.js';
import { sameColour } from './colours.js';
import type { GameType } from './game-types.js';

/**
 * One canonical answer string per game type (DESIGN.md section 4), judged by the same function
 * on the client (instant feedback) and the server (the truth).
 *  - speech and choice games (1.0–1.4, 2.0–2.3): the answer text
 *  - dialogues (1.5, 2.4): the child's replies in order, joined by ' | '
 *  - colour matching (3.0): the colour words in picture order, joined by ' | ' (any gender or
 *    number of a colour is that colour, as in 2.2)
 *  - ordering (3.1, 3.2): the chip answers in slot order, joined by ' | '
 *  - memory (4.0): 'done' when all pairs are found
 *  - pair connecting (5.0): 'left=right' items joined by ' | ', in any order
 * 'Error' and 'incorrect' are recorded as wrong attempts.
 */
export const ANSWER_SEPARATOR = ' | ';
export const WRONG_ANSWERS = ['Error', 'incorrect'] as const;
export const MEMORY_DONE = 'done';

export const submitAnswerRequestSchema = z.strictObject({
  questionId: z
    .number({ error: 'questionId must be a number' })
    .int('questionId must be a whole number')
    .positive('questionId must be positive')
    .max(2_147_483_647),
  answer: z.string({ error: 'answer must be a string' }).max(2000, 'answer is too long'),
});
export type SubmitAnswerRequest = z.infer<typeof submitAnswerRequestSchema>;
export const submitAnswerResponseSchema = z.object({ isCorrect: z.boolean() });

/**
 * POST /user/question-duolingo/{id}/check (spec section 7): sent after a right pair-connecting
 * question with the first duolingo item's left answer. It checks the word; it stores nothing.
 */
export const duolingoCheckRequestSchema = z.strictObject({
  answer: z
    .string({ error: 'answer must be a string' })
    .trim()
    .min(1, 'answer must not be empty')
    .max(2000, 'answer is too long'),
});
export type DuolingoCheckRequest = z.infer<typeof duolingoCheckRequestSchema>;
export const duolingoCheckResponseSchema = z.object({ isCorrect: z.boolean() });
export type DuolingoCheckResponse = z.infer<typeof duolingoCheckResponseSchema>;

/**
 * Speech comparison (spec section 5, DESIGN.md section 4): lower case, ё = е, ь and ъ ignored,
 * punctuation dropped, hyphens as spaces (a recogniser writes "как-то" or "как то" as it likes),
 * runs of spaces as one and none around. The server judges with it and the speaking games measure
 * a transcript with it, so both sides read an answer the same way.
 */
export function normaliseSpeech(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[ьъ]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function joinAnswers(parts: readonly string[]): string {
  return parts.join(ANSWER_SEPARATOR);
}

export function splitAnswers(answer: string): string[] {
  return answer.split('|').map((part) => part.trim());
}

/** What the judge needs of a question: the parts the API already sends to the client. */
export interface JudgeQuestion {
  questionVariants: {
    answer: string;
    isCorrect: boolean;
    order: number;
    /** The dialogue's lines, each on one variant (read with `dialogueLines`). */
    questionPersonages: { answer: string; personageNumber: number; order: number }[];
  }[];
  questionImages: unknown[];
  pairs: { left: string; right: string }[];
}

const byOrder = <T extends { order: number }>(items: T[]) =>
  [...items].sort((a, b) => a.order - b.order);
const same = (a: string, b: string) => normaliseSpeech(a) === normaliseSpeech(b);
const sameLists = (given: string[], expected: string[], eq: (a: string, b: string) => boolean) =>
  given.length === expected.length && expected.every((e, i) => eq(given[i] ?? '', e));

/** The lines the child must give in a dialogue: every line not of personage 1, in order. */
export function expectedReplies(question: JudgeQuestion): string[] {
  return dialogueLines(question)
    .filter((p) => p.personageNumber !== 1)
    .map((p) => p.answer);
}

export function judgeAnswer(type: GameType, question: JudgeQuestion, answer: string): boolean {
  if ((WRONG_ANSWERS as readonly string[]).includes(answer)) return false;
  const correctVariants = byOrder(question.questionVariants).filter((v) => v.isCorrect);
  switch (type) {
    case '1.0':
    case '1.1':
    case '1.2':
    case '1.3':
    case '1.4':
    case '2.0':
    case '2.1':
    case '2.3':
      return answer.trim() !== '' && correctVariants.some((v) => same(v.answer, answer));
    case '2.2':
      // A colour in any gender or number is that colour (красный, красная, красное, красные).
      return (
        answer.trim() !== '' &&
        correctVariants.some((v) => same(v.answer, answer) || sameColour(v.answer, answer))
      );
    case '1.5':
    case '2.4':
      return sameLists(splitAnswers(answer), expectedReplies(question), same);
    case '3.0':
      return sameLists(
        splitAnswers(answer),
        correctVariants.map((v) => v.answer),
        (a, b) => sameColour(a, b) || same(a, b),
      );
    case '3.1':
    case '3.2':
      return sameLists(
        splitAnswers(answer),
        dialogueLines(question).map((p) => p.answer),
        same,
      );
    case '4.0':
      return answer === MEMORY_DONE;
    case '5.0': {
      const given = new Set(
        splitAnswers(answer).map((item) => normaliseSpeech(item.replace('=', ' = '))),
      );
      const expected = new Set(
        question.pairs.map((p) => normaliseSpeech(`${p.left} = ${p.right}`)),
      );
      return given.size === expected.size && [...expected].every((e) => given.has(e));
    }
  }
}

/** The canonical right answer of a question: what the result panel shows, and what tests send. */
export function correctAnswer(type: GameType, question: JudgeQuestion): string {
  const correct = byOrder(question.questionVariants).filter((v) => v.isCorrect);
  switch (type) {
    case '1.5':
    case '2.4':
      return joinAnswers(expectedReplies(question));
    case '3.0':
      return joinAnswers(correct.map((v) => v.answer));
    case '3.1':
    case '3.2':
      return joinAnswers(dialogueLines(question).map((p) => p.answer));
    case '4.0':
      return MEMORY_DONE;
    case '5.0':
      return joinAnswers(question.pairs.map((p) => `${p.left}=${p.right}`));
    default:
      return correct[0]?.answer ?? '';
  }
}
