import { describe, expect, it } from 'vitest';
import { readDraftLesson } from '../lib/draft';

describe("a draft's lesson as the studio reads it", () => {
  it('takes the titles, words and games of the pack shape', () => {
    expect(
      readDraftLesson({
        key: 'l1',
        title: 'Привет',
        titleUz: 'Salom',
        words: [{ key: 'hi', word: 'привет', translation: 'salom', image: '/media/c/a.svg' }],
        games: [{ key: 'g', title: 'Игра', type: '2.3', questions: [{}, {}] }],
      }),
    ).toEqual({
      title: 'Привет',
      titleUz: 'Salom',
      words: [{ key: 'hi', word: 'привет', translation: 'salom', image: '/media/c/a.svg' }],
      games: [{ key: 'g', title: 'Игра', titleUz: null, type: '2.3', questions: 2 }],
    });
  });

  it('trusts no field of a half-written draft to be there', () => {
    expect(readDraftLesson({ title: '  ', words: [null, 'x', { word: 3 }], games: {} })).toEqual({
      title: null,
      titleUz: null,
      words: [
        { key: 'word-0', word: '', translation: '', image: null },
        { key: 'word-1', word: '', translation: '', image: null },
        { key: 'word-2', word: '', translation: '', image: null },
      ],
      games: [],
    });
  });
});
