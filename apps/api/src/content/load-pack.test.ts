import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  fixtureCourse,
  fixtureCourseWithUzbekTitles,
  removePacks,
  writePack,
  type FixtureCourse,
} from '../test/content-fixture.js';
import { formatProblems, loadPack } from './load-pack.js';

afterAll(removePacks);

const firstGame = (c: FixtureCourse) => c.modules[0]!.blocks[0]!.lessons[0]!.games[0]!;
const wheel = (c: FixtureCourse) => c.modules[0]!.blocks[0]!.lessons[0]!.games[1]!;
const at = 'modules[0].blocks[0].lessons[0]';

function problemsOf(dir: string) {
  const result = loadPack(dir);
  if (result.ok) throw new Error('expected the pack to be refused');
  return formatProblems(result.problems);
}

describe('content:check', () => {
  it('accepts a valid pack, with includes resolved', () => {
    const course = fixtureCourse();
    const [module] = course.modules;
    const dir = writePack(
      { ...course, modules: [{ include: 'modules/m1.yaml' }] },
      { 'modules/m1.yaml': stringify(module) },
    );
    const result = loadPack(dir);
    expect(
      result.ok ? result.pack.courses[0]?.modules[0]?.file : formatProblems(result.problems),
    ).toBe('modules/m1.yaml');
  });

  const broken: [string, (c: FixtureCourse) => unknown, string][] = [
    [
      'a missing title',
      (c) => ({ ...c, title: undefined }),
      'course.yaml: title: title is required',
    ],
    [
      'a title too long (its own message, not "required")',
      (c) => ({ ...c, title: 'Курс'.repeat(31) }),
      'course.yaml: title: Too big: expected string to have <=120 characters',
    ],
    [
      'a wheel with more than 8 variants',
      (c) => {
        wheel(c).questions[0]!.variants = Array.from({ length: 9 }, (_, i) => ({
          answer: `слово${i}`,
          correct: true,
        }));
        return c;
      },
      `course.yaml: ${at}.games[1].questions[0].variants: game type 1.2 needs 2 to 8 variants, got 9`,
    ],
    [
      'a memory game with an odd card count',
      (c) => {
        Object.assign(wheel(c), { type: '4.0' });
        wheel(c).questions[0]!.variants = ['кот', 'кот', 'пёс', 'пёс', 'мяч', 'мяч', 'дом'].map(
          (answer) => ({ answer, correct: false }),
        );
        return c;
      },
      `course.yaml: ${at}.games[1].questions[0].variants: a memory game needs an even number of cards (6 or 8), got 7`,
    ],
    [
      'a dialogue without a personage 1',
      (c) => {
        c.modules[0]!.blocks[0]!.lessons[1]!.games[0]!.questions[0]!.personages = [
          { personage: 2, answer: 'Привет!' },
        ];
        return c;
      },
      'course.yaml: modules[0].blocks[0].lessons[1].games[0].questions[0].personages: game type 3.1 needs a line of personage 1',
    ],
    [
      'a colour-matching picture whose colour is not a colour word',
      (c) => {
        Object.assign(firstGame(c), { type: '3.0' });
        firstGame(c).questions[0] = {
          key: 'q1',
          text: '',
          images: ['pictures/cat.svg'],
          variants: [{ answer: 'небесный', correct: true }],
        };
        return c;
      },
      `course.yaml: ${at}.games[0].questions[0].variants[0].answer: "небесный" is not a known colour word`,
    ],
    [
      'an unknown game type',
      (c) => {
        Object.assign(firstGame(c), { type: '9.9' });
        return c;
      },
      `course.yaml: ${at}.games[0].type: type must be one of 1.0`,
    ],
    [
      'a picture that is not in the pack',
      (c) => {
        firstGame(c).questions[0]!.images = ['pictures/dog.svg'];
        return c;
      },
      `course.yaml: ${at}.games[0].questions[0].images[0]: media file not found: pictures/dog.svg`,
    ],
    [
      'a path leaving the pack',
      (c) => {
        Object.assign(firstGame(c), { mainImage: '../secret.svg' });
        return c;
      },
      `course.yaml: ${at}.games[0].mainImage: must be a relative path to a svg, webp, png, jpg, jpeg file inside the pack`,
    ],
    [
      'two games with one key',
      (c) => {
        Object.assign(wheel(c), { key: 'g1' });
        return c;
      },
      `course.yaml: ${at}.games[1].key: duplicate key "g1"`,
    ],
    [
      'a 2.0 question with two correct variants',
      (c) => {
        firstGame(c).questions[0]!.variants![1]!.correct = true;
        return c;
      },
      `course.yaml: ${at}.games[0].questions[0].variants: game type 2.0 needs exactly one variant marked correct, got 2`,
    ],
    [
      'an unknown field',
      (c) => ({ ...c, colour: 'red' }),
      'course.yaml: (top): Unrecognized key: "colour"',
    ],
    [
      'an include of a missing file',
      (c) => ({ ...c, modules: [{ include: 'modules/none.yaml' }] }),
      'modules/none.yaml: (file): file not found',
    ],
  ];

  it.each(broken)('refuses %s, naming the file and the path', (_name, breakIt, expected) => {
    const problems = problemsOf(writePack(breakIt(fixtureCourse())));
    expect(problems).toContain(expected);
  });

  it('reports a YAML syntax error with its line', () => {
    const dir = writePack(undefined, { 'course.yaml': 'key: test\ntitle: [unclosed\n' });
    expect(problemsOf(dir)).toMatch(/^course\.yaml: line \d+, column \d+: YAML syntax/);
  });

  it('reports a folder with no course file', () => {
    expect(problemsOf(writePack(undefined))).toContain('no course .yaml file');
  });

  it('checks the recordings of variants, lines and translations', () => {
    const course = fixtureCourse();
    const lesson = course.modules[0]!.blocks[0]!.lessons[0]!;
    lesson.words![0]!.translationAudio = 'recordings/salom.ogg';
    firstGame(course).questions[0]!.variants![0]!.audio = 'recordings/koshka.ogg';
    const dialogue = course.modules[0]!.blocks[0]!.lessons[1]!.games[0]!;
    dialogue.questions[0]!.personages![1]!.audio = 'recordings/privet.mp3';
    const problems = problemsOf(writePack(course));
    expect(problems).toContain(
      `course.yaml: ${at}.words[0].translationAudio: media file not found: recordings/salom.ogg`,
    );
    expect(problems).toContain(
      `course.yaml: ${at}.games[0].questions[0].variants[0].audio: media file not found: recordings/koshka.ogg`,
    );
    expect(problems).toContain(
      'course.yaml: modules[0].blocks[0].lessons[1].games[0].questions[0].personages[1].audio: media file not found: recordings/privet.mp3',
    );
  });

  it('checks the recordings of instructions and Uzbek prompts, and that their text is there', () => {
    const course = fixtureCourse();
    const game = firstGame(course);
    Object.assign(game, {
      instructionAudio: 'recordings/instruction.ogg',
      instructionUz: 'Tingla',
      instructionUzAudio: 'recordings/tingla.ogg',
    });
    Object.assign(game.questions[0]!, {
      promptUz: 'Bu kim?',
      promptUzAudio: 'recordings/bu-kim.ogg',
    });
    game.questions[1]!.promptUzAudio = 'recordings/bu-kim.ogg';
    const problems = problemsOf(
      writePack(course, { 'recordings/instruction.ogg': 'OggS', 'recordings/bu-kim.ogg': 'OggS' }),
    );
    expect(problems).toContain(
      `course.yaml: ${at}.games[0].instructionAudio: a recording of instruction, which is not given`,
    );
    expect(problems).toContain(
      `course.yaml: ${at}.games[0].instructionUzAudio: media file not found: recordings/tingla.ogg`,
    );
    expect(problems).toContain(
      `course.yaml: ${at}.games[0].questions[1].promptUzAudio: a recording of promptUz, which is not given`,
    );
    expect(problems).not.toContain(`${at}.games[0].questions[0].promptUzAudio`);
  });

  it('checks the rendered-audio manifest', () => {
    const manifest = (entries: Record<string, string>) =>
      JSON.stringify({ engine: 'espeak-ng', entries });
    const ok = writePack(fixtureCourse(), {
      'audio/manifest.json': manifest({ 'ru:кошка': 'audio/ru/0123456789abcdef.ogg' }),
      'audio/ru/0123456789abcdef.ogg': 'OggS',
    });
    const loaded = loadPack(ok);
    expect(loaded.ok && loaded.pack.renderedAudio).toEqual(
      new Map([['ru:кошка', 'audio/ru/0123456789abcdef.ogg']]),
    );

    expect(
      problemsOf(
        writePack(fixtureCourse(), {
          'audio/manifest.json': manifest({ 'ru:кошка': 'audio/ru/gone.ogg' }),
        }),
      ),
    ).toBe(
      'audio/manifest.json: entries.ru:кошка: audio/ru/gone.ogg is missing; run npm run content:audio',
    );
    expect(
      problemsOf(
        writePack(fixtureCourse(), {
          'audio/manifest.json': manifest({
            'fr:chat': 'audio/fr/chat.ogg',
            'ru:кот': '../kot.ogg',
          }),
        }),
      ),
    ).toBe(
      [
        'audio/manifest.json: entries.ru:кот: must be a relative path to a ogg, opus, mp3, m4a, wav file inside the pack',
        'audio/manifest.json: entries.fr:chat: an entry key is <voice>:<text>, the voice one of ru, uz',
      ].join('\n'),
    );
    expect(problemsOf(writePack(fixtureCourse(), { 'audio/manifest.json': '{ not json' }))).toMatch(
      /^audio\/manifest\.json: \(file\): not JSON .*run npm run content:audio$/,
    );
  });
});

describe('content:check: the Uzbek form of a title (titleUz)', () => {
  /** The fixture with an Uzbek form on the course, its module, block, first lesson and game. */
  function withUzbekTitles(): FixtureCourse {
    const course = fixtureCourseWithUzbekTitles();
    course.modules[0]!.blocks[0]!.titleUz = '  Birinchi blok  ';
    return course;
  }

  it('is optional on course, module, block, lesson and game, and read trimmed', () => {
    const course = withUzbekTitles();
    const [module] = course.modules;
    const result = loadPack(
      writePack(
        { ...course, modules: [{ include: 'modules/m1.yaml' }] },
        { 'modules/m1.yaml': stringify(module) },
      ),
    );
    if (!result.ok) throw new Error(formatProblems(result.problems));
    const loaded = result.pack.courses[0]!;
    const block = loaded.modules[0]!.blocks[0]!;
    expect([
      loaded.titleUz,
      loaded.modules[0]!.titleUz,
      block.titleUz,
      block.lessons[0]!.titleUz,
      block.lessons[0]!.games[0]!.titleUz,
      // Left out: no Uzbek form.
      block.lessons[1]!.titleUz,
      block.lessons[0]!.games[1]!.titleUz,
    ]).toEqual([
      'Sinov kursi',
      'Birinchi modul',
      'Birinchi blok',
      'Salom!',
      'Bu kim?',
      undefined,
      undefined,
    ]);
  });

  const broken: [string, (c: FixtureCourse) => unknown, string][] = [
    [
      'an empty one',
      (c) => ({ ...c, titleUz: '   ' }),
      'course.yaml: titleUz: titleUz must not be empty; leave it out when there is none',
    ],
    [
      'one written without text (`titleUz:` alone)',
      (c) => {
        Object.assign(c.modules[0]!.blocks[0]!, { titleUz: null });
        return c;
      },
      'course.yaml: modules[0].blocks[0].titleUz: titleUz must be text; leave it out when there is none',
    ],
    [
      'one longer than a title may be',
      (c) => {
        c.modules[0]!.blocks[0]!.lessons[0]!.titleUz = 'a'.repeat(121);
        return c;
      },
      `course.yaml: ${at}.titleUz: Too big: expected string to have <=120 characters`,
    ],
    [
      'one in Cyrillic letters',
      (c) => {
        firstGame(c).titleUz = 'Бу ким?';
        return c;
      },
      `course.yaml: ${at}.games[0].titleUz: titleUz must be Uzbek in Latin letters (no Cyrillic)`,
    ],
  ];

  it.each(broken)('refuses %s, naming the file and the path', (_name, breakIt, expected) => {
    expect(problemsOf(writePack(breakIt(withUzbekTitles())))).toContain(expected);
  });

  it('names the included file for a problem in a module written there', () => {
    const course = withUzbekTitles();
    const module = { ...course.modules[0]!, titleUz: '' };
    const problems = problemsOf(
      writePack(
        { ...course, modules: [{ include: 'modules/m1.yaml' }] },
        { 'modules/m1.yaml': stringify(module) },
      ),
    );
    expect(problems).toBe(
      'modules/m1.yaml: titleUz: titleUz must not be empty; leave it out when there is none',
    );
  });

  it('accepts the 120 characters a title may have', () => {
    const course = withUzbekTitles();
    course.modules[0]!.blocks[0]!.lessons[0]!.titleUz = 'a'.repeat(120);
    expect(loadPack(writePack(course)).ok).toBe(true);
  });
});
