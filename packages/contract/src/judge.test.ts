import { describe, expect, it } from 'vitest';
import { dialogueLines } from './catalogue.js';
import { correctAnswer, judgeAnswer, normaliseSpeech, type JudgeQuestion } from './judge.js';

const q = (parts: Partial<JudgeQuestion>): JudgeQuestion => ({
  questionVariants: [],
  questionImages: [],
  pairs: [],
  ...parts,
});
const variants = (...list: [string, boolean][]) =>
  list.map(([answer, isCorrect], order) => ({
    answer,
    isCorrect,
    order,
    questionPersonages: [],
  }));
const lines = (...list: [number, string][]) =>
  list.map(([personageNumber, answer], order) => ({ personageNumber, answer, order }));
/** A dialogue without options, as the API sends it: one variant holds every line (ADR 0026). */
const dialogue = (...list: [number, string][]) =>
  q({
    questionVariants: [
      { answer: '', isCorrect: true, order: 0, questionPersonages: lines(...list) },
    ],
  });

describe('normaliseSpeech', () => {
  it('ignores case, ё, soft and hard signs, punctuation and spaces', () => {
    expect(normaliseSpeech('  Ёжик, привет! ')).toBe('ежик привет');
    expect(normaliseSpeech('Объезд')).toBe(normaliseSpeech('обезд'));
    expect(normaliseSpeech('Мышь')).toBe('мыш');
  });

  it('reads hyphens and dashes as spaces', () => {
    expect(normaliseSpeech('Как-то')).toBe('как то');
    expect(normaliseSpeech('темно-серый')).toBe(normaliseSpeech('тёмно серый'));
    expect(normaliseSpeech('Ну — давай')).toBe('ну давай');
    expect(normaliseSpeech(' - ')).toBe('');
  });

  it('keeps digits and letters of any script (the Uzbek ʻ is a letter)', () => {
    expect(normaliseSpeech('Salom, doʻstim!')).toBe('salom doʻstim');
    expect(normaliseSpeech('5 котов')).toBe('5 котов');
  });
});

describe('judgeAnswer', () => {
  const choice = q({ questionVariants: variants(['кошка', true], ['собака', false]) });

  it('speech games: a hyphenated answer said as two words is right', () => {
    const hyphen = q({ questionVariants: variants(['До свидания, друг-кот!', true]) });
    expect(judgeAnswer('1.0', hyphen, 'до свидания друг кот')).toBe(true);
    expect(judgeAnswer('1.1', hyphen, 'До свиданья друг-кот')).toBe(false);
  });

  it('choice and speech games: the correct variant, however it is written', () => {
    expect(judgeAnswer('2.0', choice, 'кошка')).toBe(true);
    expect(judgeAnswer('2.1', choice, 'Кошка!')).toBe(true);
    expect(judgeAnswer('1.0', choice, 'собака')).toBe(false);
    expect(judgeAnswer('1.0', choice, '')).toBe(false);
  });

  it('records Error and incorrect as wrong', () => {
    expect(judgeAnswer('2.0', q({ questionVariants: variants(['Error', true]) }), 'Error')).toBe(
      false,
    );
    expect(judgeAnswer('2.0', choice, 'incorrect')).toBe(false);
  });

  it('wheel: any sector word', () => {
    const wheel = q({ questionVariants: variants(['кот', true], ['мяч', true]) });
    expect(judgeAnswer('1.2', wheel, 'мяч')).toBe(true);
    expect(judgeAnswer('1.2', wheel, 'дом')).toBe(false);
  });

  it('dialogues: every reply in order', () => {
    const spoken = dialogue([1, 'Привет!'], [2, 'Привет!'], [1, 'Как дела?'], [2, 'Хорошо']);
    expect(judgeAnswer('1.5', spoken, 'привет | хорошо')).toBe(true);
    expect(judgeAnswer('2.4', spoken, 'хорошо | привет')).toBe(false);
    expect(judgeAnswer('2.4', spoken, 'привет')).toBe(false);
  });

  it('dialogues: lines spread over the variants are read in their order', () => {
    // 2.4: a reply sits on the option it answers, the other lines on the first option.
    const [ask, first, again, second] = lines(
      [1, 'Кто это?'],
      [2, 'Это мама.'],
      [1, 'Как её зовут?'],
      [2, 'Лола.'],
    );
    const reply = q({
      questionVariants: [
        {
          answer: 'Это мама.',
          isCorrect: true,
          order: 0,
          questionPersonages: [ask!, first!, again!],
        },
        { answer: 'Лола.', isCorrect: true, order: 1, questionPersonages: [second!] },
        { answer: 'Мяч.', isCorrect: false, order: 2, questionPersonages: [] },
      ].reverse(),
    });
    expect(dialogueLines(reply).map((l) => l.answer)).toEqual([
      'Кто это?',
      'Это мама.',
      'Как её зовут?',
      'Лола.',
    ]);
    expect(judgeAnswer('2.4', reply, 'это мама | лола')).toBe(true);
    expect(correctAnswer('2.4', reply)).toBe('Это мама. | Лола.');
  });

  it('colour matching: colours in picture order, ё or е alike', () => {
    const colours = q({
      questionVariants: variants(['жёлтый', true], ['синий', false], ['красный', true]),
    });
    expect(judgeAnswer('3.0', colours, 'Желтый | красный')).toBe(true);
    expect(judgeAnswer('3.0', colours, 'красный | жёлтый')).toBe(false);
  });

  it('ordering: chips in slot order, every slot filled', () => {
    const order = dialogue([1, 'Привет!'], [2, 'Здравствуй!'], [1, 'Пока!']);
    expect(judgeAnswer('3.1', order, 'Привет! | Здравствуй! | Пока!')).toBe(true);
    expect(judgeAnswer('3.2', order, 'Привет! | Пока! | Здравствуй!')).toBe(false);
    expect(judgeAnswer('3.1', order, 'Привет! | Здравствуй!')).toBe(false);
  });

  it('memory: done', () => {
    expect(judgeAnswer('4.0', q({}), 'done')).toBe(true);
    expect(judgeAnswer('4.0', q({}), 'incorrect')).toBe(false);
  });

  it('pair connecting: the pairs as a set, in any order', () => {
    const pairs = q({
      pairs: [
        { left: 'кошка', right: 'mushuk' },
        { left: 'собака', right: 'it' },
      ],
    });
    expect(judgeAnswer('5.0', pairs, 'собака=it | кошка=mushuk')).toBe(true);
    expect(judgeAnswer('5.0', pairs, 'кошка=it | собака=mushuk')).toBe(false);
    expect(judgeAnswer('5.0', pairs, 'кошка=mushuk')).toBe(false);
  });
});
