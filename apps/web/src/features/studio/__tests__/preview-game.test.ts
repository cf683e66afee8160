import {
  correctAnswer,
  gameSchema,
  judgeAnswer,
  questionsResponseSchema,
  type Question,
} from '@bolajon/contract';
import { describe, expect, it } from 'vitest';
import { draftGameKey, previewGame } from '../lib/preview-game';
import { previewLesson } from './preview-fixtures';

const play = (key: string, lessonId: number | null = 4) => {
  const preview = previewGame(previewLesson(), key, { lessonId });
  if (!preview) throw new Error(`no game ${key}`);
  // Exactly what GET /games/{id} and GET /questions/by-game/{id} answer: the contract reads it.
  gameSchema.parse(preview.game);
  questionsResponseSchema.parse(preview.questions);
  return preview;
};
const only = (questions: Question[]) => {
  expect(questions).toHaveLength(1);
  return questions[0]!;
};

describe('a draft game as the learner screens take it', () => {
  it('a 2.3 listening game: media URLs as they are, recordings as sounds, the rest for POST /audio', () => {
    const { game, questions } = play('listen');
    expect(game).toMatchObject({
      id: 1,
      number: 1,
      title: 'Послушай',
      titleUz: 'Tingla',
      type: '2.3',
      instruction: 'Послушай и выбери картинку',
      instructionAudioUrl: '/media/r/instruction.ogg',
      instructionUz: null,
      instructionUzAudioUrl: null,
      mainImage: '/media/c/main.webp',
      videoFirst: '/media/v/first.mp4',
      videoFirstUz: null,
      videoLastPoster: '/media/c/last.webp',
      lesson: { id: 4, title: 'Кошка и собака', titleUz: 'Mushuk va it' },
      achievements: [
        {
          id: 101,
          title: 'Чуткое ухо',
          description: 'Все слова услышаны',
          titleUz: null,
          imageUrl: '/media/c/ear.webp',
        },
      ],
    });
    expect(questions.map((q) => [q.id, q.order, q.text, q.audioUrl])).toEqual([
      [1001, 0, 'Где кошка?', '/media/r/where-cat.ogg'],
      [1002, 1, 'Где собака?', null],
    ]);
    const [first] = questions;
    expect(first).toMatchObject({ promptUz: 'Mushuk qayerda?', promptUzAudioUrl: null });
    expect(first!.questionVariants).toEqual([
      {
        id: 100101,
        answer: 'кошка',
        imageUrl: '/media/c/cat.webp',
        audioUrl: null,
        isCorrect: true,
        order: 0,
        questionPersonages: [],
      },
      {
        id: 100102,
        answer: 'собака',
        imageUrl: '/media/c/dog.webp',
        audioUrl: '/media/r/dog.ogg',
        isCorrect: false,
        order: 1,
        questionPersonages: [],
      },
    ]);
    // The contract's judge (the server's) reads it as the server would read the published game.
    expect(judgeAnswer('2.3', first!, 'кошка')).toBe(true);
    expect(judgeAnswer('2.3', first!, 'собака')).toBe(false);
    expect(correctAnswer('2.3', questions[1]!)).toBe('собака');
  });

  it('a text recorded elsewhere in the lesson is heard from that recording, as once published', () => {
    const lesson = {
      ...previewLesson(),
      words: [{ key: 'cat', word: 'кошка', translation: 'mushuk', audio: '/media/r/koshka.ogg' }],
    };
    const { questions } = previewGame(lesson, 'listen', { lessonId: 4 })!;
    // «собака» in q2 is the q1 variant's recording; «кошка» (no file of its own) the word's.
    const sounds = questions.map((q) => q.questionVariants.map((v) => [v.answer, v.audioUrl]));
    expect(sounds).toEqual([
      [
        ['кошка', '/media/r/koshka.ogg'],
        ['собака', '/media/r/dog.ogg'],
      ],
      [
        ['кошка', '/media/r/koshka.ogg'],
        ['собака', '/media/r/dog.ogg'],
      ],
    ]);
  });

  it('ids stay the same for the same places, and differ between games', () => {
    expect(play('listen')).toEqual(play('listen'));
    const pairs = play('pairs');
    expect(pairs.game.id).toBe(4);
    expect(only(pairs.questions).id).toBe(4001);
  });

  it('a dialogue: each line on the variant it is tied to, else the first; replies judged in order', () => {
    const question = only(play('talk').questions);
    expect(question.questionImages).toEqual([{ id: 200101, imageUrl: '/media/c/boy.webp' }]);
    expect(
      question.questionVariants.map((v) => [v.answer, v.questionPersonages.map((p) => p.answer)]),
    ).toEqual([
      ['Привет!', ['Привет!', 'Привет!', 'Как тебя зовут?']],
      ['Меня зовут Али.', ['Меня зовут Али.']],
    ]);
    expect(question.questionVariants[0]!.questionPersonages[0]).toEqual({
      id: 200101,
      answer: 'Привет!',
      audioUrl: '/media/r/hi.ogg',
      order: 0,
      personageNumber: 1,
    });
    expect(correctAnswer('2.4', question)).toBe('Привет! | Меня зовут Али.');
    expect(judgeAnswer('2.4', question, 'Привет! | Меня зовут Али.')).toBe(true);
    expect(judgeAnswer('2.4', question, 'Меня зовут Али. | Привет!')).toBe(false);
  });

  it('a dialogue without options: one holder variant, the question id negated, as the API sends it', () => {
    const question = only(play('order').questions);
    expect(question.questionVariants).toEqual([
      {
        id: -3001,
        answer: '',
        imageUrl: null,
        audioUrl: null,
        isCorrect: true,
        order: 0,
        questionPersonages: [
          { id: 300101, answer: 'Это кто?', audioUrl: null, order: 0, personageNumber: 1 },
          { id: 300102, answer: 'Это кошка.', audioUrl: null, order: 1, personageNumber: 2 },
        ],
      },
    ]);
    expect(judgeAnswer('3.1', question, 'Это кто? | Это кошка.')).toBe(true);
  });

  it('5.0 pairs: the pairs in order; no duolingo words (they are only sent to the server)', () => {
    const question = only(play('pairs').questions);
    expect(question.pairs).toEqual([
      { id: 400101, left: 'кошка', right: 'mushuk' },
      { id: 400102, left: 'собака', right: 'it' },
      { id: 400103, left: 'мяч', right: 'toʻp' },
    ]);
    expect(question.questionDuolingos).toEqual([]);
    expect(question.questionVariants).toEqual([]);
    expect(judgeAnswer('5.0', question, 'собака=it | мяч=toʻp | кошка=mushuk')).toBe(true);
    expect(judgeAnswer('5.0', question, 'собака=mushuk | мяч=toʻp | кошка=it')).toBe(false);
  });

  it('a lesson never published: lesson id 0; an unknown key or type: no game', () => {
    expect(play('listen', null).game.lesson.id).toBe(0);
    expect(previewGame(previewLesson(), 'nope', { lessonId: 4 })).toBeNull();
    const lesson = previewLesson();
    lesson.games[0]!.type = '9.9';
    expect(previewGame(lesson, 'listen', { lessonId: 4 })).toBeNull();
    expect(previewGame({ key: 'new', title: 'Новый' }, 'listen', { lessonId: null })).toBeNull();
  });

  it('a game without a key is known by its place, as the lesson screen lists it', () => {
    expect(draftGameKey({ title: 'x' }, 2)).toBe('game-2');
    expect(draftGameKey({ key: 'listen' }, 0)).toBe('listen');
    const lesson = previewLesson();
    delete (lesson.games[1] as { key?: string }).key;
    expect(previewGame(lesson, 'game-1', { lessonId: 4 })?.game.title).toBe('Поговорим');
  });
});
