import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SpeechVoice } from '@bolajon/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fixtureCourse,
  removePacks,
  writePack,
  type FixtureCourse,
} from '../test/content-fixture.js';
import type { TtsEngine } from '../tts/engine.js';
import { loadPack } from './load-pack.js';
import type { LoadedPack } from './pack-types.js';
import { AUDIO_MANIFEST, renderedAudioPath } from './pack-audio.js';
import { readAudioManifest, renderPackAudio } from './render-audio.js';

afterAll(removePacks);

/** Says `OggS <voice> <text>`, and remembers what it was asked. */
class FakeEngine implements TtsEngine {
  calls: string[] = [];
  constructor(
    readonly name = 'fake',
    private readonly failOn = new Set<string>(),
  ) {}
  synthesize({ text, voice }: { text: string; voice: SpeechVoice }) {
    this.calls.push(`${voice}:${text}`);
    if (this.failOn.has(text)) return Promise.reject(new Error('no such voice'));
    return Promise.resolve({
      data: Buffer.from(`OggS ${voice} ${text}`),
      contentType: 'audio/ogg' as const,
    });
  }
}

function load(dir: string): LoadedPack {
  const result = loadPack(dir);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.pack;
}

const filesIn = (dir: string, voice: SpeechVoice) =>
  existsSync(path.join(dir, 'audio', voice))
    ? readdirSync(path.join(dir, 'audio', voice)).sort()
    : [];

/** The fixture's distinct texts: words and translations, question texts, variants and lines. */
const fixtureTexts = [
  'ru:Кто это?',
  'ru:Привет!',
  'ru:Что это?',
  'ru:кошка',
  'ru:кукла',
  'ru:мама',
  'ru:мяч',
  'ru:привет',
  'ru:собака',
  'uz:mushuk',
  'uz:ona',
  'uz:salom',
];

describe('content:audio', () => {
  it('renders each distinct text once, into the pack, and writes the manifest', async () => {
    const dir = writePack(fixtureCourse());
    const engine = new FakeEngine();
    const result = await renderPackAudio(load(dir), engine);
    expect([...engine.calls].sort()).toEqual(fixtureTexts);
    expect(result).toMatchObject({ texts: 12, rendered: 12, kept: 0, removed: 0, failed: [] });

    const manifest = readAudioManifest(dir);
    expect(manifest?.engine).toBe('fake');
    expect(Object.keys(manifest!.entries)).toEqual(fixtureTexts);
    expect(manifest!.entries['ru:кошка']).toBe(renderedAudioPath('ru', 'кошка'));
    expect(
      readFileSync(path.join(dir, renderedAudioPath('uz', 'salom', 'salo\u0301m')), 'utf8'),
    ).toBe('OggS uz salom');
    expect(filesIn(dir, 'ru')).toHaveLength(9);
    expect(filesIn(dir, 'uz')).toHaveLength(3);
    // The pack still loads, now with its rendered audio; the YAML is as it was.
    expect(load(dir).renderedAudio.get('ru:мяч')).toBe(renderedAudioPath('ru', 'мяч'));
  });

  it('renders nothing the second time, and everything again with force', async () => {
    const dir = writePack(fixtureCourse());
    await renderPackAudio(load(dir), new FakeEngine());
    const manifest = readFileSync(path.join(dir, AUDIO_MANIFEST), 'utf8');

    const again = new FakeEngine();
    expect(await renderPackAudio(load(dir), again)).toMatchObject({ rendered: 0, kept: 12 });
    expect(again.calls).toEqual([]);
    expect(readFileSync(path.join(dir, AUDIO_MANIFEST), 'utf8')).toBe(manifest);

    const forced = new FakeEngine();
    expect(await renderPackAudio(load(dir), forced, { force: true })).toMatchObject({
      rendered: 12,
      kept: 0,
    });
    expect(forced.calls).toHaveLength(12);
  });

  it('renders everything again when the files are of another engine', async () => {
    const dir = writePack(fixtureCourse());
    await renderPackAudio(load(dir), new FakeEngine('old-engine'));
    const engine = new FakeEngine('new-engine');
    const result = await renderPackAudio(load(dir), engine);
    expect(result).toMatchObject({ engineChanged: true, rendered: 12 });
    expect(readAudioManifest(dir)?.engine).toBe('new-engine');
  });

  it('renders only new texts after an edit, and removes the files nothing uses', async () => {
    const course = fixtureCourse();
    const dir = writePack(course);
    await renderPackAudio(load(dir), new FakeEngine());
    const oldFile = renderedAudioPath('ru', 'мяч');
    // A recording kept by hand under audio/ is not the renderer's to remove.
    mkdirSync(path.join(dir, 'audio', 'ru'), { recursive: true });
    writeFileSync(path.join(dir, 'audio', 'ru', 'teacher.ogg'), 'OggS');

    const edited: FixtureCourse = structuredClone(course);
    edited.modules[0]!.blocks[0]!.lessons[0]!.games[0]!.questions[1]!.variants![0]!.answer =
      'мячик';
    writeFileSync(path.join(dir, 'course.yaml'), JSON.stringify(edited));
    const engine = new FakeEngine();
    const result = await renderPackAudio(load(dir), engine);
    expect(engine.calls).toEqual(['ru:мячик']);
    expect(result).toMatchObject({ rendered: 1, kept: 11, removed: 1 });
    expect(existsSync(path.join(dir, oldFile))).toBe(false);
    expect(existsSync(path.join(dir, 'audio', 'ru', 'teacher.ogg'))).toBe(true);
    expect(readAudioManifest(dir)?.entries).not.toHaveProperty(['ru:мяч']);
  });

  it('leaves out texts every occurrence of which has a recording', async () => {
    const course = fixtureCourse();
    const words = course.modules[0]!.blocks[0]!.lessons[0]!.words!;
    words[0]!.audio = 'recordings/privet.ogg';
    words[0]!.translationAudio = 'recordings/salom.ogg';
    // "кошка" is recorded as a word but not as a variant: it is still rendered.
    words[1]!.audio = 'recordings/koshka.ogg';
    const dir = writePack(course, {
      'recordings/privet.ogg': 'OggS',
      'recordings/salom.ogg': 'OggS',
      'recordings/koshka.ogg': 'OggS',
    });
    const engine = new FakeEngine();
    await renderPackAudio(load(dir), engine);
    expect(engine.calls).not.toContain('ru:привет');
    expect(engine.calls).not.toContain('uz:salom');
    expect(engine.calls).toContain('ru:кошка');
  });

  it('reports a text the engine cannot say, lists the rest, and tries it again next time', async () => {
    const dir = writePack(fixtureCourse());
    const result = await renderPackAudio(load(dir), new FakeEngine('fake', new Set(['ona'])));
    expect(result.failed).toEqual([{ voice: 'uz', text: 'ona', error: 'no such voice' }]);
    expect(result.rendered).toBe(11);
    expect(readAudioManifest(dir)?.entries).not.toHaveProperty(['uz:ona']);
    const retry = new FakeEngine();
    await renderPackAudio(load(dir), retry);
    expect(retry.calls).toEqual(['uz:ona']);
  });

  it('mends a pack whose manifest names a file that is gone', async () => {
    const dir = writePack(fixtureCourse());
    await renderPackAudio(load(dir), new FakeEngine());
    const gone = renderedAudioPath('ru', 'кукла');
    rmSync(path.join(dir, gone));
    const refused = loadPack(dir);
    expect(refused.ok ? [] : refused.problems).toEqual([
      {
        file: AUDIO_MANIFEST,
        path: 'entries.ru:кукла',
        message: `${gone} is missing; run npm run content:audio`,
      },
    ]);
    const mended = loadPack(dir, { audioManifest: 'ignore' });
    if (!mended.ok) throw new Error('expected the pack to load without its manifest');
    const engine = new FakeEngine();
    await renderPackAudio(mended.pack, engine);
    expect(engine.calls).toEqual(['ru:кукла']);
    expect(loadPack(dir).ok).toBe(true);
  });
});
