import type { StudioDraft, StudioGameTemplate } from '@bolajon/contract';
import type { EditLesson } from '../lib/edit-lesson';

/** The media every fixture game has: the `/media/...` URLs of stored files. */
export const gameMedia = {
  mainImage: '/media/c/main.svg',
  videoFirst: '/media/c/intro.webm',
  videoFirstPoster: '/media/c/poster.svg',
  videoLast: '/media/c/outro.webm',
  videoLastPoster: '/media/c/poster.svg',
};

/** A lesson the importer accepts: two words, a 2.3 listening game of one question. */
export const validLesson = (): EditLesson => ({
  key: 'lesson-4',
  title: 'Кошка и собака',
  titleUz: 'Mushuk va it',
  words: [
    { key: 'koshka', word: 'кошка', translation: 'mushuk', image: '/media/c/cat.svg' },
    { key: 'sobaka', word: 'собака', translation: 'it' },
  ],
  games: [
    {
      key: 'g1',
      title: 'Послушай',
      type: '2.3',
      ...gameMedia,
      questions: [
        {
          key: 'q1',
          text: 'Где кошка?',
          images: [],
          variants: [
            { answer: 'кошка', image: '/media/c/cat.svg', correct: true },
            { answer: 'собака', image: '/media/c/dog.svg', correct: false },
          ],
          personages: [],
          pairs: [],
        },
      ],
    },
  ],
});

/** GET /studio/lessons/4/draft: the published lesson above, no draft saved. */
export const editorDraft = (overrides: Partial<StudioDraft> = {}): StudioDraft => ({
  draft: false,
  draftId: null,
  lessonId: 4,
  blockId: 121,
  lesson: validLesson() as Record<string, unknown>,
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});

/** GET /studio/game-templates: a 2.3 and a 2.0, the 2.3 with an Uzbek intro. */
export const gameTemplates = (): StudioGameTemplate[] => [
  {
    type: '2.3',
    mainImage: '/media/t/listen.svg',
    videoFirst: '/media/t/listen-intro.webm',
    videoFirstPoster: '/media/t/listen-poster.svg',
    videoFirstUz: '/media/t/listen-intro-uz.webm',
    videoFirstPosterUz: '/media/t/listen-poster-uz.svg',
    videoLast: '/media/t/listen-outro.webm',
    videoLastPoster: '/media/t/listen-outro.svg',
  },
  {
    type: '2.0',
    mainImage: '/media/t/choice.svg',
    videoFirst: '/media/t/choice-intro.webm',
    videoFirstPoster: '/media/t/choice-poster.svg',
    videoFirstUz: null,
    videoFirstPosterUz: null,
    videoLast: '/media/t/choice-outro.webm',
    videoLastPoster: '/media/t/choice-outro.svg',
  },
];
