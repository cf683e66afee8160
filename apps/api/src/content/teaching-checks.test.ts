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
                // The module's last lesson gives an award: the module ends with one.
                achievements: [{ ...award, key: 'toys' }],
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
function check(module: Module, rules?: TeachingRule[], course: Record<string, unknown> = {}) {
  const dir = writePack(
    { key: 'c', title: 'Курс', ...course, modules: [{ include: MODULE }] },
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

  /** The good module with a third lesson that reviews the two before it. */
  function withReview(m: Module = goodModule()) {
    const review = {
      key: 'l3',
      title: 'Повторим',
      reviews: ['l1', 'l2'],
      words: [] as Record<string, unknown>[],
      games: [
        {
          key: 'again',
          title: 'Кто это?',
          type: '2.0',
          ...media,
          achievements: [{ ...award, key: 'module' }],
          questions: [
            {
              key: 'q1',
              text: 'Кто это?',
              images: ['pictures/cat.svg'],
              variants: [{ answer: 'кошка', correct: true }, { answer: 'мяч' }],
            },
            {
              key: 'q2',
              text: 'Что это?',
              images: ['pictures/cat.svg'],
              variants: [{ answer: 'мяч', correct: true }, { answer: 'собака' }],
            },
          ],
        } as Record<string, unknown>,
      ],
    };
    m.blocks[0]!.lessons.push(review as unknown as Module['blocks'][0]['lessons'][0]);
    return { m, review };
  }

  it('takes a review lesson of words taught before, asking a word of each lesson it reviews', () => {
    expect(check(withReview().m).problems).toEqual([]);
  });

  it('warns of a review lesson with new words, and of a reviewed lesson it never asks about', () => {
    const { m, review } = withReview();
    review.words.push({ key: 'kukla', word: 'кукла', translation: 'qoʻgʻirchoq' });
    // Only lesson 1's words are right answers now.
    (
      review.games[0]!['questions'] as { variants: { answer: string; correct?: boolean }[] }[]
    )[1]!.variants.splice(0, 2, { answer: 'собака', correct: true }, { answer: 'кошка' });
    const { problems, line } = check(m, ['review-with-words', 'review-misses-lesson']);
    expect(problems.map(brief)).toEqual([
      `${MODULE}:${line('words:', line('key: l3'))} warning review-with-words`,
      `${MODULE}:${line('- l2', line('key: l3'))} warning review-misses-lesson`,
    ]);
    expect(problems[1]!.message).toBe(
      'the review "l3" never takes a word of "l2" as a right answer',
    );
  });

  it('refuses a review of a lesson that is not before it', () => {
    const { m, review } = withReview();
    review.reviews = ['l1', 'l9'];
    const { problems, line } = check(m, ['review-of-unknown-lesson']);
    expect(problems.map(brief)).toEqual([
      `${MODULE}:${line('- l9')} error review-of-unknown-lesson`,
    ]);
  });

  it('warns of a module whose last lesson gives no award', () => {
    const m = goodModule();
    delete (m.blocks[0]!.lessons[1]!.games[0] as Record<string, unknown>)['achievements'];
    const { problems, line } = check(m, ['module-without-award']);
    expect(problems.map(brief)).toEqual([
      `${MODULE}:${line('key: l2')} warning module-without-award`,
    ]);
  });

  const patterns = {
    patterns: [
      { key: 'eto', title: 'Это …' },
      { key: 'u-menya', title: 'У меня есть …' },
    ],
  };
  /** The good module and its review, plus a fourth lesson, each naming patterns. */
  function withPatterns(names: string[][]) {
    const { m } = withReview();
    const fourth = structuredClone(m.blocks[0]!.lessons[1]!);
    fourth.key = 'l4';
    fourth.words = [];
    (fourth.games[0] as Record<string, unknown>)['key'] = 'hear-again';
    m.blocks[0]!.lessons.push(fourth);
    m.blocks[0]!.lessons.forEach((lesson, i) => {
      (lesson as Record<string, unknown>)['patterns'] = names[i] ?? [];
    });
    return m;
  }
  const patternRules: TeachingRule[] = [
    'unknown-pattern',
    'patterns-per-lesson',
    'pattern-not-recycled',
  ];

  it('takes a pattern introduced once and met again in two later lessons', () => {
    const m = withPatterns([['eto'], ['u-menya', 'eto'], ['eto', 'u-menya'], ['u-menya']]);
    expect(check(m, patternRules, patterns).problems).toEqual([]);
  });

  it('warns of a pattern met again in fewer than two later lessons, or in none', () => {
    const m = withPatterns([['eto'], ['eto'], [], []]);
    const { problems, line } = check(m, patternRules, patterns);
    expect(problems.map((p) => `${p.file} ${p.severity} ${p.rule}`)).toEqual([
      `${MODULE} warning pattern-not-recycled`,
      `course.yaml warning pattern-not-recycled`,
    ]);
    expect(problems[0]!.line).toBe(line('- eto'));
    expect(problems[0]!.message).toBe(
      'the pattern "eto" introduced in "l1" comes back in 1 later lesson(s); it needs 2',
    );
    expect(problems[1]!.message).toBe('no lesson practises the pattern "u-menya"');
  });

  it('warns of two new patterns in one lesson and refuses a pattern the course does not list', () => {
    const m = withPatterns([
      ['eto', 'u-menya'],
      ['eto', 'u-menya'],
      ['eto', 'u-menya', 'hochu'],
      [],
    ]);
    const { problems, line } = check(m, patternRules, patterns);
    expect(problems.map(brief)).toEqual([
      `${MODULE}:${line('patterns:')} warning patterns-per-lesson`,
      `${MODULE}:${line('- hochu')} error unknown-pattern`,
    ]);
  });
});
