import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { removePacks, writePack } from '../test/content-fixture.js';
import { loadPack } from './load-pack.js';
import { checkTeaching, type TeachingProblem, type TeachingRule } from './teaching-checks.js';

afterAll(() => removePacks());

const MODULE = 'modules/01-test.yaml';
const media = {
  mainImage: 'pictures/cat.svg',
  videoFirst: 'videos/intro.webm',
  videoFirstPoster: 'pictures/poster.svg',
  videoLast: 'videos/outro.webm',
  videoLastPoster: 'pictures/poster.svg',
};
const award = {
  key: 'first',
  title: 'Первое слово',
  description: 'Ты знаешь кошку!',
  titleUz: 'Birinchi soʻz',
  descriptionUz: 'Sen mushukni bilasan!',
  image: 'pictures/cat.svg',
};

/** A module that teaches well: every rule holds (audio aside, which the packs here have none of). */
function goodModule() {
  return {
    key: 'm1',
    title: 'Модуль',
    blocks: [
      {
        key: 'b1',
        title: 'Блок',
        lessons: [
          {
            key: 'l1',
            title: 'Животные',
            words: [
              { key: 'koshka', word: 'кошка', translation: 'mushuk', image: 'pictures/cat.svg' },
              { key: 'sobaka', word: 'собака', translation: 'it', image: 'pictures/cat.svg' },
            ] as Record<string, unknown>[],
            games: [
              {
                key: 'who',
                title: 'Кто это?',
                type: '2.0',
                ...media,
                achievements: [{ ...award }] as Record<string, unknown>[],
                questions: [
                  {
                    key: 'q1',
                    text: 'Кто это?',
                    images: ['pictures/cat.svg'],
                    variants: [{ answer: 'кошка', correct: true }, { answer: 'собака' }] as Record<
                      string,
                      unknown
                    >[],
                  },
                  {
                    key: 'q2',
                    text: 'А это кто?',
                    images: ['pictures/cat.svg'],
                    variants: [{ answer: 'собака', correct: true }, { answer: 'кошка' }],
                  },
                ],
              } as Record<string, unknown>,
            ],
          },
          {
            key: 'l2',
            title: 'Игрушки',
            words: [{ key: 'myach', word: 'мяч', translation: 'toʻp', image: 'pictures/cat.svg' }],
            games: [
              {
                key: 'hear',
                title: 'Послушай',
                type: '2.3',
                ...media,
                questions: [
                  {
                    key: 'q1',
                    text: 'Где мяч?',
                    variants: [
                      { answer: 'мяч', correct: true, image: 'pictures/cat.svg' },
                      { answer: 'кошка', image: 'pictures/cat.svg' },
                    ],
                  },
                ],
              } as Record<string, unknown>,
            ],
          },
        ],
      },
    ],
  };
}
type Module = ReturnType<typeof goodModule>;
const lesson1 = (m: Module) => m.blocks[0]!.lessons[0]!;
const game1 = (m: Module) =>
  lesson1(m).games[0] as ReturnType<typeof goodModule>['blocks'][0]['lessons'][0]['games'][0] & {
    questions: { variants: Record<string, unknown>[] }[];
    achievements: Record<string, unknown>[];
  };

/** The teaching problems of a pack whose module is `module`, silent texts left out unless asked. */
function check(module: Module, rules?: TeachingRule[]) {
  const dir = writePack(
    { key: 'c', title: 'Курс', modules: [{ include: MODULE }] },
    { [MODULE]: stringify(module) },
  );
  const loaded = loadPack(dir);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  const text = readFileSync(path.join(dir, MODULE), 'utf8').split('\n');
  /** The line (from 1) of the first line of the module file that contains `needle`. */
  const line = (needle: string, after = 0) =>
    text.findIndex((l, i) => i >= after && l.includes(needle)) + 1;
  const problems = checkTeaching(loaded.pack).filter((p) =>
    rules ? rules.includes(p.rule) : p.rule !== 'silent-text',
  );
  return { problems, line };
}
const brief = (p: TeachingProblem) => `${p.file}:${p.line} ${p.severity} ${p.rule}`;

describe('content:check teaches too', () => {
  it('finds nothing in a module that teaches well', () => {
    expect(check(goodModule()).problems).toEqual([]);
  });

  it('warns of a lesson with more than 12 new words, at its words', () => {
    const m = goodModule();
    for (let i = 0; i < 11; i += 1)
      lesson1(m).words.push({ key: `w${i}`, word: `слово${i}`, translation: `soʻz${i}` });
    const { problems, line } = check(m, ['lesson-size']);
    expect(problems.map(brief)).toEqual([`${MODULE}:${line('words:')} warning lesson-size`]);
    expect(problems[0]!.message).toContain('13 new words');
  });

  it('warns of a taught word that is never a right answer in its lesson', () => {
    const m = goodModule();
    lesson1(m).words.push({ key: 'kukla', word: 'кукла', translation: 'qoʻgʻirchoq' });
    const { problems, line } = check(m, ['word-never-answered']);
    expect(problems.map(brief)).toEqual([
      `${MODULE}:${line('key: kukla')} warning word-never-answered`,
    ]);
  });

  it('warns of a choice that is a word taught later or never', () => {
    const m = goodModule();
    game1(m).questions[0]!.variants.push({ answer: 'мяч' }, { answer: 'баклажан' });
    const { problems, line } = check(m, ['untaught-choice']);
    expect(problems.map(brief)).toEqual([
      `${MODULE}:${line('answer: мяч')} warning untaught-choice`,
      `${MODULE}:${line('answer: баклажан')} warning untaught-choice`,
    ]);
    expect(problems[0]!.message).toContain('lesson "l2" teaches it');
    expect(problems[1]!.message).toContain('no lesson teaches it');
  });

  it('takes a colour in any form as the colour word taught', () => {
    const m = goodModule();
    lesson1(m).words.push({ key: 'krasnyy', word: 'красный', translation: 'qizil' });
    game1(m).questions[0]!.variants.push({ answer: 'красное' });
    lesson1(m).games.push({
      key: 'paint',
      title: 'Цвет',
      type: '2.2',
      ...media,
      questions: [
        {
          key: 'q1',
          text: 'Какого цвета яблоко?',
          images: ['pictures/cat.svg'],
          variants: [{ answer: 'Красное', correct: true }, { answer: 'красные' }],
        },
      ],
    });
    expect(check(m).problems).toEqual([]);
  });

  it('warns of a spoken text with no audio, or audio of another pronunciation', () => {
    const m = goodModule();
    const { problems, line } = check(m, ['silent-text']);
    expect(problems.map(brief)).toContain(`${MODULE}:${line('word: кошка')} warning silent-text`);
    expect(problems.find((p) => p.path.endsWith('words[0].translation'))?.message).toBe(
      'no audio for "mushuk"; run npm run content:audio',
    );
  });

  it('warns of a question of a type that may show a picture and shows none', () => {
    const m = goodModule();
    lesson1(m).games.push({
      key: 'scene',
      title: 'Разговор',
      type: '3.2',
      ...media,
      questions: [
        {
          key: 'q1',
          personages: [
            { personage: 1, answer: 'Кто это?' },
            { personage: 2, answer: 'Это кошка.' },
          ],
        },
      ],
    });
    const { problems, line } = check(m, ['missing-picture']);
    expect(problems.map(brief)).toEqual([
      // No `images` written: the question's own line.
      `${MODULE}:${line('key: q1', line('key: scene'))} warning missing-picture`,
    ]);
  });

  it('warns of an award without its Uzbek title or text', () => {
    const m = goodModule();
    delete game1(m).achievements[0]!['descriptionUz'];
    const { problems, line } = check(m, ['award-without-uzbek']);
    expect(problems.map(brief)).toEqual([
      `${MODULE}:${line('key: first')} warning award-without-uzbek`,
    ]);
    expect(problems[0]!.message).toBe('the award "first" has no descriptionUz (Uzbek)');
  });

  it('refuses "/" and other symbols the voice reads aloud in a spoken text', () => {
    const m = goodModule();
    lesson1(m).words[1]!['translation'] = 'it / kuchuk';
    game1(m).questions[1]!.variants[1]!['answer'] = 'кошка + собака';
    const { problems, line } = check(m, ['read-aloud-symbol']);
    expect(problems.map(brief)).toEqual([
      `${MODULE}:${line('translation: it / kuchuk')} error read-aloud-symbol`,
      `${MODULE}:${line('кошка + собака')} error read-aloud-symbol`,
    ]);
  });

  it('refuses one text said two ways', () => {
    const m = goodModule();
    lesson1(m).words[0]!['say'] = 'ко\u0301шка';
    game1(m).questions[0]!.variants[0]!['say'] = 'кошка\u0301';
    const { problems, line } = check(m, ['two-pronunciations']);
    expect(problems.map(brief)).toEqual([
      `${MODULE}:${line('answer: кошка')} error two-pronunciations`,
    ]);
  });
});
