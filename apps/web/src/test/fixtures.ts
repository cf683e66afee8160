import type {
  Game,
  GameResult,
  HomeResponse,
  MyProgressResponse,
  Question,
  QuestionPersonage,
  Settings,
} from '@bolajon/contract';

export const sampleSettings: Settings = {
  supportPhone: '+998712000000',
  telegramLink: null,
  instagramLink: null,
  facebookLink: null,
  youtubeLink: null,
};

export function sampleGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 11,
    title: 'Выбери слово',
    titleUz: 'Soʻzni tanla',
    type: '2.0',
    mainImage: '/media/c/main.svg',
    videoFirst: '/media/c/first.webm',
    videoFirstPoster: '/media/c/first.png',
    videoLast: '/media/c/last.webm',
    videoLastPoster: '/media/c/last.png',
    number: 1,
    lesson: { id: 1, title: 'Привет!', titleUz: 'Salom!' },
    achievements: [
      {
        id: 5,
        title: 'Первое слово',
        description: 'Первая игра пройдена!',
        imageUrl: '/media/c/star.svg',
      },
    ],
    ...overrides,
  };
}

/** A choice question whose right answer is `right` among `answers`. */
export function choiceQuestion(
  id: number,
  text: string,
  answers: string[],
  right: string,
  overrides: Partial<Question> = {},
): Question {
  return {
    id,
    text,
    audioUrl: null,
    order: id,
    questionImages: [{ id: id * 10, imageUrl: `/media/c/q${id}.svg` }],
    questionVariants: answers.map((answer, index) => ({
      id: id * 100 + index,
      answer,
      imageUrl: null,
      audioUrl: null,
      isCorrect: answer === right,
      order: index,
      questionPersonages: [],
    })),
    questionDuolingos: [],
    pairs: [],
    game: { id: 11 },
    ...overrides,
  };
}

/** The question with each dialogue line, on whichever variant holds it (ADR 0026), changed. */
export function mapDialogueLines(
  question: Question,
  change: (line: QuestionPersonage) => QuestionPersonage,
): Question {
  return {
    ...question,
    questionVariants: question.questionVariants.map((v) => ({
      ...v,
      questionPersonages: v.questionPersonages.map(change),
    })),
  };
}

export const sampleQuestions = (): Question[] => [
  choiceQuestion(1, 'Пришёл друг. Что мы скажем?', ['Привет', 'Пока'], 'Привет'),
  choiceQuestion(2, 'Друг дарит подарок. Что мы скажем?', ['Спасибо', 'Привет', 'Пока'], 'Спасибо'),
];

export const sampleHome = (): HomeResponse => ({
  lessons: [
    {
      id: 1,
      title: 'Привет!',
      titleUz: 'Salom!',
      games: [
        { id: 11, stars: 0, status: 'active' },
        { id: 12, stars: 0, status: 'inactive' },
      ],
    },
    {
      id: 2,
      title: 'Моя семья',
      titleUz: 'Mening oilam',
      games: [{ id: 21, stars: 0, status: 'locked' }],
    },
  ],
});

export const sampleProgress = (): MyProgressResponse => ({
  lessons: [
    {
      id: 1,
      title: 'Привет!',
      titleUz: 'Salom!',
      block: { title: 'Знакомство и семья', titleUz: 'Tanishuv va oila' },
      // Seen: the map's "play" bubble is on game 1 (a child new to lesson 1 has it on the words).
      introSeen: true,
      newWords: 10,
      games: [
        { id: 11, stars: 0, status: 'active' },
        { id: 12, stars: 0, status: 'inactive' },
      ],
    },
    {
      id: 2,
      title: 'Моя семья',
      titleUz: 'Mening oilam',
      block: { title: 'Знакомство и семья', titleUz: 'Tanishuv va oila' },
      introSeen: false,
      newWords: 9,
      games: [{ id: 21, stars: 0, status: 'locked' }],
    },
  ],
});

export function attempt(
  id: number,
  questionId: number,
  isCorrect: boolean,
  answer = 'Привет',
): GameResult {
  return {
    id,
    createdAt: new Date(Date.UTC(2025, 0, 1, 10, 0, id)).toISOString(),
    isCorrect,
    answer,
    question: { id: questionId, game: { id: 11 } },
    achievement: null,
  };
}
