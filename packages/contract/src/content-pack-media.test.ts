import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PACK_MEDIA_FIELDS, packLessonSchema, toStorePaths } from './content-pack.js';

/** Every field of the schema, at any depth, whose value (or list item) is a media path. */
function mediaFieldsOf(schema: z.ZodType, field: string | undefined, found: Set<string>) {
  if (schema instanceof z.ZodObject) {
    for (const [name, inner] of Object.entries(schema.shape as Record<string, z.ZodType>))
      mediaFieldsOf(inner, name, found);
  } else if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    mediaFieldsOf(schema.unwrap() as z.ZodType, field, found);
  } else if (schema instanceof z.ZodArray) {
    mediaFieldsOf(schema.element as z.ZodType, field, found);
  } else if (schema instanceof z.ZodString && field) {
    // A media path takes a file with its extension and refuses a bare word, which text takes.
    const takesAFile = ['a/b.svg', 'a/b.ogg', 'a/b.webm'].some((v) => schema.safeParse(v).success);
    if (takesAFile && !schema.safeParse('word').success) found.add(field);
  }
  return found;
}

describe('PACK_MEDIA_FIELDS', () => {
  it('names exactly the lesson schema fields that hold a media path', () => {
    const found = mediaFieldsOf(packLessonSchema, undefined, new Set());
    expect([...found].sort()).toEqual([...PACK_MEDIA_FIELDS].sort());
  });
});

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

  it('rewrites a single URL given with its field name', () => {
    expect(toStorePaths('/media/c/a.ogg', 'audio')).toBe('c/a.ogg');
    expect(toStorePaths('/media/c/a.ogg', 'say')).toBe('/media/c/a.ogg');
  });

  it('leaves what is not a lesson as it is, for the schema to refuse', () => {
    for (const value of [null, 3, 'text', [1, '/media/c/a.svg']]) {
      expect(toStorePaths(value)).toEqual(value);
    }
  });
});
