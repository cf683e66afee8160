import { describe, expect, it } from 'vitest';
import { toStorePaths } from './studio-drafts.service.js';

describe('toStorePaths: a draft’s /media/... URLs as paths in the media store', () => {
  it('rewrites the media fields at every level, lists included, and nothing else', () => {
    const lesson = {
      key: 'l1',
      title: '/media/c/a.svg',
      words: [{ key: 'w', word: 'кот', image: '/media/c/a.svg', audio: '/media/c/a.ogg' }],
      games: [
        {
          mainImage: '/media/c/b.webp',
          instruction: '/media/c/b.webp',
          questions: [
            {
              images: ['/media/c/c.svg', 'pictures/d.svg'],
              variants: [{ answer: '/media/x', image: '/media/c/e.png' }],
              personages: [{ personage: 1, answer: 'Да', audio: '/media/c/f.ogg' }],
            },
          ],
        },
      ],
    };
    expect(toStorePaths(lesson)).toEqual({
      key: 'l1',
      title: '/media/c/a.svg',
      words: [{ key: 'w', word: 'кот', image: 'c/a.svg', audio: 'c/a.ogg' }],
      games: [
        {
          mainImage: 'c/b.webp',
          instruction: '/media/c/b.webp',
          questions: [
            {
              images: ['c/c.svg', 'pictures/d.svg'],
              variants: [{ answer: '/media/x', image: 'c/e.png' }],
              personages: [{ personage: 1, answer: 'Да', audio: 'c/f.ogg' }],
            },
          ],
        },
      ],
    });
  });

  it('leaves what is not a lesson as it is, for the schema to refuse', () => {
    for (const value of [null, 3, 'text', [1, '/media/c/a.svg']]) {
      expect(toStorePaths(value)).toEqual(value);
    }
  });
});
