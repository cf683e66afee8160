import { within } from '@testing-library/react';
import type { DictionaryRecord, DictionaryWord, LessonWithDictionaries } from '@bolajon/contract';

const lessonPath = {
  id: 5,
  title: 'Животные',
  titleUz: 'Hayvonlar',
  block: {
    title: 'Мир вокруг',
    titleUz: 'Atrofimizdagi olam',
    module: {
      title: 'Модуль 1',
      titleUz: 'Birinchi modul',
      course: { id: 1, title: 'Русский', titleUz: 'Rus tili' },
    },
  },
};

/** Four words of lesson 5; ids 101… and audio files named after the word. */
export const sampleWords = (): DictionaryWord[] =>
  [
    ['кошка', 'mushuk'],
    ['собака', 'it'],
    ['утка', 'oʻrdak'],
    ['корова', 'sigir'],
  ].map(([word, translation], index) => ({
    id: 101 + index,
    word: word!,
    translation: translation!,
    imageUrl: null,
    audioUrl: `/media/${word}.ogg`,
    translationAudioUrl: `/media/${translation}.ogg`,
    lesson: lessonPath,
  }));

/** The learner's records of `words`: record ids 1…, dictionaryId the word's id. */
export const recordsOf = (words: DictionaryWord[]): DictionaryRecord[] =>
  words.map((word, index) => ({
    id: index + 1,
    dictionaryId: word.id,
    dictionary: {
      word: word.word,
      translation: word.translation,
      imageUrl: word.imageUrl,
      audioUrl: word.audioUrl,
      translationAudioUrl: word.translationAudioUrl,
    },
  }));

export const sampleLesson = (
  overrides: Partial<LessonWithDictionaries> = {},
): LessonWithDictionaries => ({
  id: 5,
  title: 'Животные',
  titleUz: 'Hayvonlar',
  dictionaries: sampleWords(),
  ...overrides,
});

export const markOf = (dictionaryId: number, state: 'learned' | 'unlearned') => ({
  id: 900 + dictionaryId,
  dictionaryId,
  state,
  dueOn: '2025-01-02',
});

export const serverError = { message: 'Internal error', code: 'INTERNAL_ERROR' };

/** The words of a list in the order the screen shows them (each row's first speaker). */
export const wordsShown = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('button', { name: /^Послушать: / })[0]?.textContent);

/** A response the test lets go when it wants (to see the screen while a request is under way). */
export function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}
