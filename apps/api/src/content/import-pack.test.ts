import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { LocalMediaStore } from '../media/media-store.js';
import { createTestDatabase } from '../test/database.js';
import { fixtureCourse, removePacks, writePack } from '../test/content-fixture.js';
import { importPack } from './import-pack.js';
import { loadPack, type LoadedPack } from './load-pack.js';

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

function load(course: unknown): LoadedPack {
  const result = loadPack(writePack(course));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.pack;
}

const tables = [
  schema.courses,
  schema.modules,
  schema.blocks,
  schema.lessons,
  schema.games,
  schema.questions,
  schema.questionVariants,
  schema.questionPersonages,
  schema.questionPairs,
  schema.questionDuolingos,
  schema.questionImages,
  schema.dictionaryWords,
  schema.achievements,
  schema.settings,
];
async function dump() {
  const all = await Promise.all(tables.map((t) => database.db.select().from(t)));
  return JSON.stringify(all.map((rows) => [...rows].sort((a, b) => Number(a.id) - Number(b.id))));
}

describe('content:import', () => {
  it('loads the pack, and a second import changes nothing', async () => {
    const first = await importPack(database.db, load(fixtureCourse()), media);
    expect(first.created).toBeGreaterThan(5);
    const before = await dump();
    const second = await importPack(database.db, load(fixtureCourse()), media);
    expect(second).toMatchObject({ created: 0, updated: 0, deleted: 0 });
    expect(await dump()).toBe(before);
    // Media are stored once, by content.
    expect(readdirSync(path.join(mediaDir, 'c')).length).toBe(4);
  });

  it("updates an edited word in place and keeps the learners' marks on it", async () => {
    const word = await database.db.query.dictionaryWords.findFirst({
      where: (w, { eq }) => eq(w.key, 'koshka'),
    });
    const [user] = await database.db
      .insert(schema.users)
      .values({ phone: '+998901000001', name: 'Learner' })
      .returning();
    await database.db
      .insert(schema.userDictionary)
      .values({ userId: user!.id, wordId: word!.id, state: 'learned' });

    const edited = fixtureCourse();
    edited.modules[0]!.blocks[0]!.lessons[0]!.words![1]!.translation = 'mushukcha';
    const stats = await importPack(database.db, load(edited), media);
    expect(stats).toMatchObject({ created: 0, updated: 1, deleted: 0 });

    const after = await database.db.query.dictionaryWords.findFirst({
      where: (w, { eq }) => eq(w.key, 'koshka'),
    });
    expect(after).toMatchObject({ id: word!.id, translation: 'mushukcha' });
    const marks = await database.db.select().from(schema.userDictionary);
    expect(marks).toEqual([expect.objectContaining({ wordId: word!.id, state: 'learned' })]);
  });

  it('keeps question ids when variants change, and removes what left the pack', async () => {
    const question = await database.db.query.questions.findFirst({
      where: (q, { eq }) => eq(q.text, 'Кто это?'),
    });
    const edited = fixtureCourse();
    const lesson = edited.modules[0]!.blocks[0]!.lessons[0]!;
    lesson.games[0]!.questions[0]!.variants!.push({ answer: 'мышка', correct: false });
    lesson.games.splice(1, 1);
    const stats = await importPack(database.db, load(edited), media);
    expect(stats.deleted).toBe(1);
    const variants = await database.db.query.questionVariants.findMany({
      where: (v, { eq }) => eq(v.questionId, question!.id),
    });
    expect(variants.map((v) => v.answer)).toEqual(['кошка', 'собака', 'мышка']);
    expect(await database.db.$count(schema.games)).toBe(2);
  });
});
