import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureCourse, removePacks, writePack } from '../test/content-fixture.js';
import { loadPack } from './load-pack.js';
import { audioKey, audioSource, renderedAudioPath, spokenTexts } from './pack-audio.js';

afterAll(removePacks);

describe('the texts a pack says', () => {
  it('lists words, Uzbek translations, question texts, variants and lines, with their voices', () => {
    const course = fixtureCourse();
    const lesson = course.modules[0]!.blocks[0]!.lessons[0]!;
    lesson.words![0]!.audio = 'sounds/privet.ogg';
    const loaded = loadPack(writePack(course, { 'sounds/privet.ogg': 'OggS' }));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const said = spokenTexts(loaded.pack.courses);
    expect(said.slice(0, 4)).toMatchObject([
      { voice: 'ru', text: 'привет', recording: 'sounds/privet.ogg', spoken: 'привет' },
      // Uzbek is stressed on the last syllable (U+0301 after its vowel).
      { voice: 'uz', text: 'salom', recording: undefined, spoken: 'salo\u0301m' },
      { voice: 'ru', text: 'кошка', recording: undefined, kind: 'word' },
      { voice: 'uz', text: 'mushuk', recording: undefined, kind: 'translation' },
    ]);
    expect(said[1]!.where).toEqual({
      file: 'course.yaml',
      path: ['modules', 0, 'blocks', 0, 'lessons', 0, 'words', 0, 'translation'],
    });
    const texts = said.map((s) => s.text);
    // Question text, then its variants; the wheel has no question text; the dialogue's lines.
    expect(texts).toEqual(expect.arrayContaining(['Кто это?', 'собака', 'кукла', 'мама', 'ona']));
    expect(texts.filter((t) => t === 'Привет!')).toHaveLength(2);
    expect(texts).not.toContain('');
  });

  it("gives an instruction's and an Uzbek prompt's recordings as theirs", () => {
    const course = fixtureCourse();
    const game = course.modules[0]!.blocks[0]!.lessons[0]!.games[0]!;
    Object.assign(game, {
      instruction: 'Послушай',
      instructionAudio: 'sounds/instruction.ogg',
      instructionUz: 'Tingla',
      instructionUzAudio: 'sounds/tingla.ogg',
    });
    Object.assign(game.questions[0]!, { promptUz: 'Bu kim?', promptUzAudio: 'sounds/bu-kim.ogg' });
    const files = ['instruction', 'tingla', 'bu-kim'].map((n) => [`sounds/${n}.ogg`, 'OggS']);
    const loaded = loadPack(writePack(course, Object.fromEntries(files)));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const said = spokenTexts(loaded.pack.courses);
    expect(
      said.filter((s) => s.kind.startsWith('instruction') || s.kind === 'promptUz'),
    ).toMatchObject([
      { kind: 'instruction', text: 'Послушай', recording: 'sounds/instruction.ogg' },
      { kind: 'instructionUz', voice: 'uz', text: 'Tingla', recording: 'sounds/tingla.ogg' },
      { kind: 'promptUz', voice: 'uz', text: 'Bu kim?', recording: 'sounds/bu-kim.ogg' },
    ]);
  });

  it("says every item of a text as the first `say` given for it, the course's word list else", () => {
    const course = fixtureCourse();
    course.modules[0]!.blocks[0]!.lessons[0]!.words![1]!.say = 'ко\u0301шка';
    course.pronunciations = { собака: 'соба\u0301ка' };
    const loaded = loadPack(writePack(course));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const said = spokenTexts(loaded.pack.courses);
    const koshka = said.filter((s) => s.text === 'кошка');
    expect(koshka.length).toBeGreaterThan(1);
    expect(new Set(koshka.map((s) => s.spoken))).toEqual(new Set(['ко\u0301шка']));
    expect(said.find((s) => s.text === 'собака')?.spoken).toBe('соба\u0301ка');
  });

  it('says a translation with the Uzbek voice whatever its letters', () => {
    const course = fixtureCourse();
    course.modules[0]!.blocks[0]!.lessons[0]!.words![0]!.translation = 'salom 2';
    const loaded = loadPack(writePack(course));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(spokenTexts(loaded.pack.courses)[1]).toMatchObject({ voice: 'uz', text: 'salom 2' });
  });

  it('names a rendered file by a hash of voice and text', () => {
    const hash = createHash('sha256').update('ruПривет').digest('hex').slice(0, 16);
    expect(renderedAudioPath('ru', 'Привет')).toBe(`audio/ru/${hash}.ogg`);
    expect(renderedAudioPath('uz', 'Привет')).not.toBe(`audio/uz/${hash}.ogg`);
    // A pronunciation other than the text is another file, so a changed `say` is rendered again.
    expect(renderedAudioPath('ru', 'Привет', 'Приве\u0301т')).not.toBe(`audio/ru/${hash}.ogg`);
  });
});

describe('the file that speaks an item', () => {
  const rendered = new Map([[audioKey('ru', 'Привет'), 'audio/ru/0123456789abcdef.ogg']]);

  it('is its recording first', () => {
    expect(
      audioSource(rendered, { voice: 'ru', text: 'Привет', recording: 'rec/privet.ogg' }),
    ).toBe('rec/privet.ogg');
  });

  it('else the rendered file of the same voice and text', () => {
    expect(audioSource(rendered, { voice: 'ru', text: 'Привет', recording: undefined })).toBe(
      'audio/ru/0123456789abcdef.ogg',
    );
    expect(audioSource(rendered, { voice: 'uz', text: 'Привет', recording: undefined })).toBeNull();
    expect(
      audioSource(rendered, { voice: 'ru', text: 'Привет!', recording: undefined }),
    ).toBeNull();
  });

  it('else none, and never one for an empty text', () => {
    expect(
      audioSource(new Map(), { voice: 'ru', text: 'Привет', recording: undefined }),
    ).toBeNull();
    expect(
      audioSource(new Map([['ru:', 'audio/ru/x.ogg']]), {
        voice: 'ru',
        text: '',
        recording: undefined,
      }),
    ).toBeNull();
  });
});
