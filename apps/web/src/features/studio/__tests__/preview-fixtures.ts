import type { StudioDraft } from '@bolajon/contract';

const media = {
  mainImage: '/media/c/main.webp',
  videoFirst: '/media/v/first.mp4',
  videoFirstPoster: '/media/c/first.webp',
  videoLast: '/media/v/last.mp4',
  videoLastPoster: '/media/c/last.webp',
};

/**
 * A draft lesson in the pack's shape (media as `/media/...` URLs), one game of each kind the
 * preview's mapping must get right: a 2.3 listening game (a recording on one variant), a 2.4
 * dialogue with replies tied to variants, a 3.1 ordering dialogue with no options, 5.0 pairs.
 */
export const previewLesson = () => ({
  key: 'lesson-4',
  title: 'Кошка и собака',
  titleUz: 'Mushuk va it',
  words: [{ key: 'cat', word: 'кошка', translation: 'mushuk' }],
  games: [
    {
      key: 'listen',
      title: 'Послушай',
      titleUz: 'Tingla',
      type: '2.3',
      instruction: 'Послушай и выбери картинку',
      instructionAudio: '/media/r/instruction.ogg',
      ...media,
      achievements: [
        {
          key: 'ear',
          title: 'Чуткое ухо',
          description: 'Все слова услышаны',
          image: '/media/c/ear.webp',
        },
      ],
      questions: [
        {
          key: 'q1',
          text: ' Где кошка? ',
          audio: '/media/r/where-cat.ogg',
          promptUz: 'Mushuk qayerda?',
          variants: [
            { answer: 'кошка', image: '/media/c/cat.webp', correct: true },
            { answer: 'собака', image: '/media/c/dog.webp', audio: '/media/r/dog.ogg' },
          ],
        },
        {
          key: 'q2',
          text: 'Где собака?',
          variants: [
            { answer: 'кошка', image: '/media/c/cat.webp' },
            { answer: 'собака', image: '/media/c/dog.webp', correct: true },
          ],
        },
      ],
    },
    {
      key: 'talk',
      title: 'Поговорим',
      type: '2.4',
      ...media,
      questions: [
        {
          key: 'hello',
          images: ['/media/c/boy.webp'],
          variants: [
            { answer: 'Привет!', correct: true },
            { answer: 'Меня зовут Али.', correct: true },
          ],
          personages: [
            { personage: 1, answer: 'Привет!', audio: '/media/r/hi.ogg' },
            { personage: 2, answer: 'Привет!' },
            { personage: 1, answer: 'Как тебя зовут?' },
            { personage: 2, answer: 'Меня зовут Али.', variant: 1 },
          ],
        },
      ],
    },
    {
      key: 'order',
      title: 'Собери диалог',
      type: '3.1',
      ...media,
      questions: [
        {
          key: 'o1',
          personages: [
            { personage: 1, answer: 'Это кто?' },
            { personage: 2, answer: 'Это кошка.' },
          ],
        },
      ],
    },
    {
      key: 'pairs',
      title: 'Найди пару',
      type: '5.0',
      ...media,
      questions: [
        {
          key: 'p1',
          pairs: [
            { left: 'кошка', right: 'mushuk' },
            { left: 'собака', right: 'it' },
            { left: 'мяч', right: 'toʻp' },
          ],
          duolingos: [{ left: 'кошка', right: 'mushuk' }],
        },
      ],
    },
  ],
});

/** GET /studio/lessons/4/draft: a saved draft of lesson 4. */
export const previewDraft = (overrides: Partial<StudioDraft> = {}): StudioDraft => ({
  draft: true,
  draftId: 9,
  lessonId: 4,
  blockId: 121,
  lesson: previewLesson(),
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: { id: 3, name: 'Гульнора' },
  ...overrides,
});
