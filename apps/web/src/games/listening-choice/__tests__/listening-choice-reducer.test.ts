import { judgeAnswer, type Question } from '@bolajon/contract';
import { describe, expect, it } from 'vitest';
import {
  arrangePictures,
  initListeningChoice,
  listeningChoiceAnswer,
  listeningChoiceReducer,
  spokenWord,
} from '../listening-choice-reducer';
import { listeningQuestion } from './listening-question';

const koshka = listeningQuestion(1, 'Кошка', ['Кошка', 'Собака', 'Утка']);
const yozhik = listeningQuestion(4, 'Ёжик', ['Ёжик', 'Мышка', 'Лиса']);
const pick = (question: Question, answer: string) =>
  listeningChoiceReducer(initListeningChoice(), {
    type: 'select',
    variantId: question.questionVariants.find((v) => v.answer === answer)?.id ?? -1,
  });

describe('the listening choice reducer (2.3)', () => {
  it('has no answer to check until a picture is picked', () => {
    expect(listeningChoiceAnswer(initListeningChoice(), koshka)).toBeNull();
  });

  it("answers the picked picture's word; a new pick replaces it", () => {
    const first = pick(koshka, 'Утка');
    expect(listeningChoiceAnswer(first, koshka)).toBe('Утка');
    const second = listeningChoiceReducer(first, {
      type: 'select',
      variantId: koshka.questionVariants[0]?.id ?? -1,
    });
    expect(listeningChoiceAnswer(second, koshka)).toBe('Кошка');
  });

  it('reports answers the contract judges: the heard word right, another wrong', () => {
    expect(
      judgeAnswer('2.3', koshka, listeningChoiceAnswer(pick(koshka, 'Кошка'), koshka) ?? ''),
    ).toBe(true);
    expect(
      judgeAnswer('2.3', koshka, listeningChoiceAnswer(pick(koshka, 'Собака'), koshka) ?? ''),
    ).toBe(false);
    expect(
      judgeAnswer('2.3', yozhik, listeningChoiceAnswer(pick(yozhik, 'Ёжик'), yozhik) ?? ''),
    ).toBe(true);
  });

  it("says the question's word, or its right answer when the text is empty", () => {
    expect(spokenWord(koshka)).toBe('Кошка');
    expect(spokenWord({ ...koshka, text: '  ' })).toBe('Кошка');
  });

  it('shows every picture once, in an order that holds for the question', () => {
    const order = arrangePictures(koshka).map((v) => v.answer);
    expect([...order].sort()).toEqual(['Кошка', 'Собака', 'Утка']);
    expect(arrangePictures(koshka).map((v) => v.answer)).toEqual(order);
    // The right picture is not always where the content lists it (first, in the demo pack).
    const firstPlaces = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (id) =>
        arrangePictures(listeningQuestion(id, 'Кошка', ['Кошка', 'Собака', 'Утка']))[0]?.answer,
    );
    expect(new Set(firstPlaces).size).toBeGreaterThan(1);
  });
});
