import { describe, expect, it } from 'vitest';
import { choiceQuestion } from '../../../test/fixtures';
import { OTHER_CHOICES, spokenChoices } from '../spoken-choices';

const say = (id: number, answer: string, wrong: string[] = []) => {
  const question = choiceQuestion(id, 'Кто это?', [answer, ...wrong], answer);
  return {
    ...question,
    questionVariants: question.questionVariants.map((v) => ({
      ...v,
      audioUrl: `/media/a/${v.answer}.ogg`,
    })),
  };
};

describe('spokenChoices', () => {
  const game = [say(1, 'Кошка'), say(2, 'Собака'), say(3, 'Утка'), say(4, 'Ёжик'), say(5, 'Слон')];

  it('offers the right answer among up to three others from the game, with their voices', () => {
    const choices = spokenChoices(game[0]!, game);
    expect(choices).toHaveLength(1 + OTHER_CHOICES);
    expect(choices.map((c) => c.answer).sort()).toEqual(['Ёжик', 'Кошка', 'Собака', 'Утка']);
    expect(choices.find((c) => c.answer === 'Кошка')?.audioUrl).toBe('/media/a/Кошка.ogg');
  });

  it("takes the question's own wrong variants first, and never the same words twice", () => {
    const question = say(9, 'Привет!', ['Пока', 'привет']);
    const choices = spokenChoices(question, [question, say(10, 'ПОКА'), say(11, 'Спасибо')]);
    expect(choices.map((c) => c.answer).sort()).toEqual(['Пока', 'Привет!', 'Спасибо']);
  });

  it('keeps the same order for the same question (a repeat), shuffled between questions', () => {
    expect(spokenChoices(game[0]!, game)).toEqual(spokenChoices(game[0]!, [...game]));
    const firsts = game.map((q) => spokenChoices(q, game)[0]?.answer);
    expect(new Set(firsts).size).toBeGreaterThan(1);
  });

  it('takes a given right answer (the wheel sector) and offers nothing without one', () => {
    const choices = spokenChoices(game[0]!, game, { answer: 'Слон', audioUrl: null });
    expect(choices.map((c) => c.answer)).toContain('Слон');
    expect(choices.map((c) => c.answer)).not.toContain('Кошка');
    const none = { ...game[0]!, questionVariants: [] };
    expect(spokenChoices(none, game)).toEqual([]);
  });

  it('a game of one question offers just its answer', () => {
    expect(spokenChoices(game[0]!, [game[0]!]).map((c) => c.answer)).toEqual(['Кошка']);
  });
});
