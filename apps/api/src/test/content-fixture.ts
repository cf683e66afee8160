import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { packCourseFileSchema, packModuleSchema } from '@bolajon/contract';
import { stringify } from 'yaml';
import type { z } from 'zod';

const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${label}</title><rect width="10" height="10"/></svg>`;

/** A small valid pack: one course, a free lesson and a paid one, games of a few types. */
export type FixtureCourse = Omit<z.input<typeof packCourseFileSchema>, 'modules'> & {
  modules: z.input<typeof packModuleSchema>[];
};

/** The pictures and videos every fixture game points at (the pack's files). */
const media = {
  mainImage: 'pictures/cat.svg',
  videoFirst: 'videos/intro.webm',
  videoFirstPoster: 'pictures/poster.svg',
  videoLast: 'videos/outro.webm',
  videoLastPoster: 'pictures/poster.svg',
};

type FixtureGame =
  FixtureCourse['modules'][number]['blocks'][number]['lessons'][number]['games'][number];

/** A pair game (5.0) of one question: `pairs` to join, the first also a duolingo item. */
export function pairGame(key: string, pairs: { left: string; right: string }[]): FixtureGame {
  return {
    key,
    title: 'Найди пару',
    type: '5.0',
    ...media,
    questions: [
      { key: 'q1', text: 'Соедини слово и перевод.', pairs, duolingos: pairs.slice(0, 1) },
    ],
  };
}

export function fixtureCourse(): FixtureCourse {
  return {
    key: 'test-course',
    title: 'Тестовый курс',
    settings: { supportPhone: '+998712000000', telegramLink: 'https://t.me/bolajon_test' },
    modules: [
      {
        key: 'm1',
        title: 'Модуль 1',
        blocks: [
          {
            key: 'b1',
            title: 'Блок 1',
            lessons: [
              {
                key: 'l1',
                title: 'Привет!',
                words: [
                  {
                    key: 'privet',
                    word: 'привет',
                    translation: 'salom',
                    image: 'pictures/cat.svg',
                  },
                  {
                    key: 'koshka',
                    word: 'кошка',
                    translation: 'mushuk',
                    image: 'pictures/cat.svg',
                  },
                ],
                games: [
                  {
                    key: 'g1',
                    title: 'Кто это?',
                    type: '2.0',
                    ...media,
                    achievements: [
                      {
                        key: 'first',
                        title: 'Первое слово',
                        description: 'Сыграл первую игру',
                        image: 'pictures/cat.svg',
                      },
                    ],
                    questions: [
                      {
                        key: 'q1',
                        text: 'Кто это?',
                        images: ['pictures/cat.svg'],
                        variants: [{ answer: 'кошка', correct: true }, { answer: 'собака' }],
                      },
                      {
                        key: 'q2',
                        text: 'Что это?',
                        images: ['pictures/cat.svg'],
                        variants: [{ answer: 'мяч', correct: true }, { answer: 'кукла' }],
                      },
                    ],
                  },
                  {
                    key: 'g2',
                    title: 'Колесо',
                    type: '1.2',
                    ...media,
                    questions: [
                      {
                        key: 'q1',
                        variants: [
                          { answer: 'кошка', correct: true },
                          { answer: 'собака', correct: true },
                        ],
                      },
                    ],
                  },
                ],
              },
              {
                key: 'l2',
                title: 'Семья',
                words: [{ key: 'mama', word: 'мама', translation: 'ona' }],
                games: [
                  {
                    key: 'g3',
                    title: 'Диалог',
                    type: '3.1',
                    ...media,
                    questions: [
                      {
                        key: 'q1',
                        personages: [
                          { personage: 1, answer: 'Привет!' },
                          { personage: 2, answer: 'Привет!' },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

/**
 * The fixture with the Uzbek forms of titles (`titleUz`) on the course, its module and block, the
 * free lesson and its first game; the paid lesson and the other games have none.
 */
export function fixtureCourseWithUzbekTitles(): FixtureCourse {
  const course = fixtureCourse();
  course.titleUz = 'Sinov kursi';
  const module = course.modules[0]!;
  module.titleUz = 'Birinchi modul';
  module.blocks[0]!.titleUz = 'Birinchi blok';
  module.blocks[0]!.lessons[0]!.titleUz = 'Salom!';
  module.blocks[0]!.lessons[0]!.games[0]!.titleUz = 'Bu kim?';
  return course;
}

const folders: string[] = [];

/** Writes a pack folder: course.yaml (or your own files) plus the media it names. */
export function writePack(course: unknown, extraFiles: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolajon-pack-'));
  folders.push(dir);
  mkdirSync(path.join(dir, 'pictures'));
  mkdirSync(path.join(dir, 'videos'));
  writeFileSync(path.join(dir, 'pictures', 'cat.svg'), svg('cat'));
  writeFileSync(path.join(dir, 'pictures', 'poster.svg'), svg('poster'));
  writeFileSync(path.join(dir, 'videos', 'intro.webm'), 'webm-intro');
  writeFileSync(path.join(dir, 'videos', 'outro.webm'), 'webm-outro');
  if (course !== undefined) writeFileSync(path.join(dir, 'course.yaml'), stringify(course));
  for (const [name, text] of Object.entries(extraFiles)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

export function removePacks() {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}
