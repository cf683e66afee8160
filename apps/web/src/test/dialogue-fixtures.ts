import type { Question, QuestionPersonage } from '@bolajon/contract';

/** A dialogue's lines in order, as [personage, words]: personage 1 is the other speaker. */
export type Turns = [personage: number, line: string][];

/** The lines as the API sends them: `order` from 1, ids from `firstId` up. */
export function dialogueLines(turns: Turns, firstId: number): QuestionPersonage[] {
  return turns.map(([personageNumber, answer], index) => ({
    id: firstId + index,
    answer,
    audioUrl: null,
    order: index + 1,
    personageNumber,
  }));
}

/** A dialogue game's question as the demo pack has them: no text, a scene picture. */
export function sceneQuestion(id: number, fields: Partial<Question> = {}): Question {
  return {
    id,
    text: '',
    audioUrl: null,
    order: id,
    questionImages: [{ id: id * 10, imageUrl: `/media/c/scene${id}.svg` }],
    questionVariants: [],
    questionDuolingos: [],
    pairs: [],
    game: { id: 11 },
    ...fields,
  };
}

/** A dialogue without options, as the API sends it (ADR 0026): one variant holds all its lines. */
export function oneVariantDialogue(id: number, lines: QuestionPersonage[]) {
  return [
    {
      id: -id,
      answer: '',
      imageUrl: null,
      audioUrl: null,
      isCorrect: true,
      order: 0,
      questionPersonages: lines,
    },
  ];
}
