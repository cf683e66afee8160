import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SpeechVoice } from '@bolajon/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { LocalMediaStore } from '../media/media-store.js';
import { createTestDatabase } from '../test/database.js';
import { fixtureCourse, removePacks, writePack } from '../test/content-fixture.js';
import type { TtsEngine } from '../tts/engine.js';
import { importPack } from './import-pack.js';
import { loadPack } from './load-pack.js';
import { renderPackAudio } from './render-audio.js';

let database: Database;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
const media = new LocalMediaStore(mediaDir);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  removePacks();
});

/** Says `<engine> <voice> <text>`, so a stored file tells which text it speaks. */
const engine = (name: string): TtsEngine => ({
  name,
  synthesize: ({ text, voice }: { text: string; voice: SpeechVoice }) =>
    Promise.resolve({ data: Buffer.from(`${name} ${voice} ${text}`), contentType: 'audio/ogg' }),
});

/** What the file behind a /media URL says (null for no URL). */
const heard = (url: string | null) =>
  url === null ? null : readFileSync(path.join(mediaDir, url.replace(/^\/media\//, '')), 'utf8');

/** The fixture with recordings on the first word, a variant and a dialogue line. */
function recordedCourse() {
  const course = fixtureCourse();
  const [first, family] = course.modules[0]!.blocks[0]!.lessons;
  first!.words![0]!.audio = 'recordings/privet.ogg';
  first!.games[0]!.questions[0]!.variants![0]!.audio = 'recordings/koshka.ogg';
  family!.games[0]!.questions[0]!.personages![0]!.audio = 'recordings/privet-line.ogg';
  return course;
}
const recordings = {
  'recordings/privet.ogg': 'recorded привет',
  'recordings/koshka.ogg': 'recorded кошка',
  'recordings/privet-line.ogg': 'recorded Привет!',
};

async function audioOfEverything() {
  const db = database.db;
  const words = await db
    .select()
    .from(schema.dictionaryWords)
    .orderBy(asc(schema.dictionaryWords.id));
  const questions = await db.select().from(schema.questions).orderBy(asc(schema.questions.id));
  const variants = await db
    .select()
    .from(schema.questionVariants)
    .orderBy(asc(schema.questionVariants.id));
  const lines = await db
    .select()
    .from(schema.questionPersonages)
    .orderBy(asc(schema.questionPersonages.id));
  return {
    words: words.map((w) => [w.word, heard(w.audioUrl), heard(w.translationAudioUrl)]),
    questions: questions.map((q) => [q.text, heard(q.audioUrl)]),
    variants: variants.map((v) => [v.answer, heard(v.audioUrl)]),
    lines: lines.map((l) => [l.answer, heard(l.audioUrl)]),
  };
}

describe('content:import with audio', () => {
  it('without rendered audio, fills only what is recorded', async () => {
    const loaded = loadPack(writePack(recordedCourse(), recordings));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    await importPack(database.db, loaded.pack, media);
    const audio = await audioOfEverything();
    // A recording serves every item saying the same text (the variant's «кошка» is the word's
    // too); the same text exactly before the same words (the second «Привет!» is the line's).
    expect(audio.words).toEqual([
      ['привет', 'recorded привет', null],
      ['кошка', 'recorded кошка', null],
      ['мама', null, null],
    ]);
    expect(audio.variants.slice(0, 2)).toEqual([
      ['кошка', 'recorded кошка'],
      ['собака', null],
    ]);
    expect(audio.lines).toEqual([
      ['Привет!', 'recorded Привет!'],
      ['Привет!', 'recorded Привет!'],
    ]);
    expect(audio.questions.every(([, file]) => file === null)).toBe(true);
  });

  it('fills every column from a recording first, else the rendered file, in place', async () => {
    const before = await database.db
      .select()
      .from(schema.questions)
      .orderBy(asc(schema.questions.id));
    const words = await database.db.select().from(schema.dictionaryWords);
    const dir = writePack(recordedCourse(), recordings);
    const plain = loadPack(dir);
    if (!plain.ok) throw new Error(JSON.stringify(plain.problems));
    await renderPackAudio(plain.pack, engine('fake'));
    const loaded = loadPack(dir);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const stats = await importPack(database.db, loaded.pack, media);
    expect(stats).toMatchObject({ created: 0, deleted: 0 });

    const audio = await audioOfEverything();
    expect(audio.words).toEqual([
      ['привет', 'recorded привет', 'fake uz salom'],
      ['кошка', 'recorded кошка', 'fake uz mushuk'],
      ['мама', 'fake ru мама', 'fake uz ona'],
    ]);
    expect(audio.questions).toEqual([
      ['Кто это?', 'fake ru Кто это?'],
      ['Что это?', 'fake ru Что это?'],
      // The wheel's question has no text: nothing to say.
      ['', null],
      ['', null],
    ]);
    expect(audio.variants).toEqual([
      ['кошка', 'recorded кошка'],
      ['собака', 'fake ru собака'],
      ['мяч', 'fake ru мяч'],
      ['кукла', 'fake ru кукла'],
      ['кошка', 'recorded кошка'],
      ['собака', 'fake ru собака'],
    ]);
    expect(audio.lines).toEqual([
      ['Привет!', 'recorded Привет!'],
      ['Привет!', 'recorded Привет!'],
    ]);
    // Same rows, same ids: only their audio changed.
    const after = await database.db
      .select()
      .from(schema.questions)
      .orderBy(asc(schema.questions.id));
    expect(after.map((q) => q.id)).toEqual(before.map((q) => q.id));
    const word = await database.db
      .select()
      .from(schema.dictionaryWords)
      .where(eq(schema.dictionaryWords.key, 'koshka'));
    expect(word[0]!.id).toBe(words.find((w) => w.key === 'koshka')!.id);

    const again = await importPack(database.db, loaded.pack, media);
    expect(again).toMatchObject({ created: 0, updated: 0, deleted: 0 });
  });

  it('takes new rendered files on the next import', async () => {
    const dir = writePack(recordedCourse(), recordings);
    const plain = loadPack(dir);
    if (!plain.ok) throw new Error(JSON.stringify(plain.problems));
    await renderPackAudio(plain.pack, engine('better'));
    const loaded = loadPack(dir);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const stats = await importPack(database.db, loaded.pack, media);
    expect(stats.updated).toBeGreaterThan(0);
    const audio = await audioOfEverything();
    expect(audio.words[2]).toEqual(['мама', 'better ru мама', 'better uz ona']);
    expect(audio.words[1]).toEqual(['кошка', 'recorded кошка', 'better uz mushuk']);
    expect(audio.variants[0]).toEqual(['кошка', 'recorded кошка']);
  });
});
