import { describe, expect, it } from 'vitest';
import {
  gameSchema,
  homeResponseSchema,
  lessonPathSchema,
  lessonsResponseSchema,
  lessonWithDictionariesSchema,
} from './catalogue.js';
import { packBlockSchema } from './content-pack.js';
import { myProgressResponseSchema } from './progress.js';

describe('the Uzbek forms of content titles (titleUz)', () => {
  it('are in every response that carries a lesson, block, module, course or game title', () => {
    const path = {
      id: 1,
      title: 'Привет!',
      titleUz: 'Salom!',
      block: {
        title: 'Знакомство',
        titleUz: null,
        module: {
          title: 'Первые шаги',
          titleUz: 'Ilk qadamlar',
          course: { id: 1, title: 'Русский', titleUz: null },
        },
      },
    };
    expect(lessonPathSchema.parse(path)).toEqual(path);
    // Always sent (null when the pack gives none), so a client can rely on it.
    const { titleUz: _lesson, ...withoutLesson } = path;
    expect(lessonPathSchema.safeParse(withoutLesson).success).toBe(false);
    const { titleUz: _block, ...blockWithout } = path.block;
    expect(lessonPathSchema.safeParse({ ...path, block: blockWithout }).success).toBe(false);

    const lesson = { id: 1, title: 'Привет!', games: [] };
    expect(homeResponseSchema.safeParse({ lessons: [lesson] }).success).toBe(false);
    expect(homeResponseSchema.parse({ lessons: [{ ...lesson, titleUz: null }] })).toEqual({
      lessons: [{ ...lesson, titleUz: null }],
    });
    const progressLesson = {
      ...lesson,
      titleUz: 'Salom!',
      block: { title: 'Знакомство' },
      introSeen: false,
      newWords: 10,
    };
    expect(myProgressResponseSchema.safeParse({ lessons: [progressLesson] }).success).toBe(false);
    expect(
      myProgressResponseSchema.safeParse({
        lessons: [{ ...progressLesson, block: { title: 'Знакомство', titleUz: 'Tanishuv' } }],
      }).success,
    ).toBe(true);
    expect(lessonsResponseSchema.safeParse([{ id: 1, title: 'Привет!' }]).success).toBe(false);
    expect(
      lessonWithDictionariesSchema.safeParse({ id: 1, title: 'Привет!', dictionaries: [] }).success,
    ).toBe(false);
    expect(gameSchema.shape.titleUz.safeParse(null).success).toBe(true);
    expect(gameSchema.shape.lesson.safeParse({ id: 1, title: 'Привет!' }).success).toBe(false);
  });

  it('are optional in the content pack, trimmed, and refused empty or in Cyrillic', () => {
    const block = (titleUz?: unknown) => ({
      key: 'b1',
      title: 'Блок',
      ...(titleUz === undefined ? {} : { titleUz }),
      lessons: [
        {
          key: 'l1',
          title: 'Урок',
          games: [
            {
              key: 'g1',
              title: 'Игра',
              type: '1.2',
              mainImage: 'a.svg',
              videoFirst: 'a.webm',
              videoFirstPoster: 'a.svg',
              videoLast: 'a.webm',
              videoLastPoster: 'a.svg',
              questions: [{ key: 'q1' }],
            },
          ],
        },
      ],
    });
    expect(packBlockSchema.parse(block()).titleUz).toBeUndefined();
    expect(packBlockSchema.parse(block('  Birinchi blok ')).titleUz).toBe('Birinchi blok');
    const message = (titleUz: unknown) =>
      packBlockSchema.safeParse(block(titleUz)).error?.issues.map((i) => i.message);
    expect(message('  ')).toEqual(['titleUz must not be empty; leave it out when there is none']);
    expect(message(null)).toEqual(['titleUz must be text; leave it out when there is none']);
    expect(message('Биринчи блок')).toEqual([
      'titleUz must be Uzbek in Latin letters (no Cyrillic)',
    ]);
    expect(message('a'.repeat(121))).toEqual(['Too big: expected string to have <=120 characters']);
  });
});
