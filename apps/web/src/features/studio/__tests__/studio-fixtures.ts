import type {
  LessonWithDictionaries,
  StudioCoursesResponse,
  StudioLesson,
  User,
} from '@bolajon/contract';
import { sampleUser } from '../../../test/utils';

/** A teacher with the editor flag (ADR 0041), not an admin. */
export const editorUser = (overrides: Partial<User> = {}): User => ({
  ...sampleUser,
  id: 3,
  name: 'Гульнора',
  fullName: 'Гульнора',
  phone: '+998935556677',
  editor: true,
  ...overrides,
});

const lesson = (overrides: Partial<StudioLesson> & Pick<StudioLesson, 'id'>): StudioLesson => ({
  key: `lesson-${overrides.id}`,
  title: `Урок ${overrides.id}`,
  titleUz: `${overrides.id}-dars`,
  order: overrides.id,
  games: 4,
  words: 10,
  ...overrides,
});

/** One course, two modules: the first with two blocks, the second with one. */
export const studioTree = (): StudioCoursesResponse => [
  {
    id: 1,
    key: 'ru-kids',
    title: 'Русский язык для детей',
    titleUz: 'Bolalar uchun rus tili',
    order: 1,
    modules: [
      {
        id: 11,
        key: 'm1',
        title: 'Знакомство',
        titleUz: 'Tanishuv',
        order: 1,
        blocks: [
          {
            id: 111,
            key: 'b1',
            title: 'Привет!',
            titleUz: 'Salom!',
            order: 1,
            lessons: [
              lesson({ id: 1, title: 'Здравствуй', titleUz: 'Assalomu alaykum' }),
              lesson({ id: 2, title: 'Моя семья', titleUz: null, games: 5, words: 8 }),
            ],
          },
          {
            id: 112,
            key: 'b2',
            title: 'Игрушки',
            titleUz: 'Oʻyinchoqlar',
            order: 2,
            lessons: [lesson({ id: 3, title: 'Мяч и кукла', titleUz: 'Toʻp va qoʻgʻirchoq' })],
          },
        ],
      },
      {
        id: 12,
        key: 'm2',
        title: 'Животные',
        titleUz: 'Hayvonlar',
        order: 2,
        blocks: [
          {
            id: 121,
            key: 'b3',
            title: 'На ферме',
            titleUz: 'Fermada',
            order: 1,
            lessons: [
              lesson({
                id: 4,
                title: 'Кошка и собака',
                titleUz: 'Mushuk va it',
                games: 6,
                words: 12,
              }),
            ],
          },
        ],
      },
    ],
  },
];

const path = {
  id: 4,
  title: 'Кошка и собака',
  titleUz: 'Mushuk va it',
  block: {
    title: 'На ферме',
    titleUz: 'Fermada',
    module: {
      title: 'Животные',
      titleUz: 'Hayvonlar',
      course: { id: 1, title: 'Русский язык для детей', titleUz: 'Bolalar uchun rus tili' },
    },
  },
};

export const lessonFourWords = (): LessonWithDictionaries => ({
  id: 4,
  title: 'Кошка и собака',
  titleUz: 'Mushuk va it',
  dictionaries: [
    {
      id: 40,
      word: 'кошка',
      translation: 'mushuk',
      imageUrl: '/media/cat.svg',
      audioUrl: null,
      translationAudioUrl: null,
      lesson: path,
    },
    {
      id: 41,
      word: 'собака',
      translation: 'it',
      imageUrl: null,
      audioUrl: null,
      translationAudioUrl: null,
      lesson: path,
    },
  ],
});
