import type { StudioCoursesResponse, StudioDraft, StudioLesson, User } from '@bolajon/contract';
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
                games: 2,
                words: 2,
              }),
            ],
          },
        ],
      },
    ],
  },
];

/** GET /studio/lessons/4/draft with no draft saved: the published lesson in the pack's shape. */
export const lessonFourDraft = (overrides: Partial<StudioDraft> = {}): StudioDraft => ({
  draft: false,
  draftId: null,
  lessonId: 4,
  blockId: 121,
  lesson: {
    key: 'lesson-4',
    title: 'Кошка и собака',
    titleUz: 'Mushuk va it',
    words: [
      { key: 'cat', word: 'кошка', translation: 'mushuk', image: '/media/cat.svg' },
      { key: 'dog', word: 'собака', translation: 'it' },
    ],
    games: [
      { key: 'g1', title: 'Кто это?', titleUz: 'Bu kim?', type: '2.0', questions: [{}, {}, {}] },
      { key: 'g2', title: 'Послушай', type: '2.3', questions: [{}, {}] },
    ],
  },
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});
