import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { LocalMediaStore } from '../media/media-store.js';
import { readContentVersion } from '../modules/content-cache/content-version.js';
import { createTestDatabase } from '../test/database.js';
import {
  fixtureCourse,
  fixtureCourseWithUzbekTitles,
  removePacks,
  writePack,
} from '../test/content-fixture.js';
import { importPack } from './import-pack.js';
import { loadPack } from './load-pack.js';
import type { LoadedPack } from './pack-types.js';

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
    const [child] = await database.db
      .insert(schema.children)
      .values({ userId: user!.id, name: 'Learner' })
      .returning();
    await database.db
      .insert(schema.userDictionary)
      .values({ childId: child!.id, wordId: word!.id, state: 'learned' });

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

describe('content:import: the Uzbek forms of titles', () => {
  /** Each level's rows by key: id and Uzbek form. */
  async function uzbekTitles() {
    const columns = { id: true, key: true, titleUz: true } as const;
    const q = database.db.query;
    const byKey = (rows: { id: number; key: string; titleUz: string | null }[]) =>
      Object.fromEntries(rows.map(({ key, ...row }) => [key, row]));
    return {
      course: byKey(await q.courses.findMany({ columns })),
      module: byKey(await q.modules.findMany({ columns })),
      block: byKey(await q.blocks.findMany({ columns })),
      lesson: byKey(await q.lessons.findMany({ columns })),
      game: byKey(await q.games.findMany({ columns })),
    };
  }

  it('stores them, leaves them alone on a second import, updates an edit in place and clears a removed one', async () => {
    await importPack(database.db, load(fixtureCourseWithUzbekTitles()), media);
    const stored = await uzbekTitles();
    expect(stored.course['test-course']?.titleUz).toBe('Sinov kursi');
    expect(stored.module.m1?.titleUz).toBe('Birinchi modul');
    expect(stored.block.b1?.titleUz).toBe('Birinchi blok');
    expect(stored.lesson.l1?.titleUz).toBe('Salom!');
    expect(stored.game.g1?.titleUz).toBe('Bu kim?');
    // Left out of the pack: null.
    expect(stored.lesson.l2?.titleUz).toBeNull();
    expect(stored.game.g2?.titleUz).toBeNull();

    const version = await readContentVersion(database.db);
    expect(
      await importPack(database.db, load(fixtureCourseWithUzbekTitles()), media),
    ).toMatchObject({
      created: 0,
      updated: 0,
      deleted: 0,
    });
    expect(await readContentVersion(database.db)).toBe(version);

    const edited = fixtureCourseWithUzbekTitles();
    edited.modules[0]!.blocks[0]!.lessons[0]!.titleUz = 'Salom, doʻstim!';
    delete edited.modules[0]!.blocks[0]!.titleUz;
    expect(await importPack(database.db, load(edited), media)).toMatchObject({
      created: 0,
      updated: 2,
      deleted: 0,
    });
    const after = await uzbekTitles();
    expect(after.lesson.l1).toEqual({ id: stored.lesson.l1!.id, titleUz: 'Salom, doʻstim!' });
    expect(after.block.b1).toEqual({ id: stored.block.b1!.id, titleUz: null });
    expect(after.course).toEqual(stored.course);
    expect(after.game).toEqual(stored.game);
    // Processes serving content from their cache see the change (ADR 0018).
    expect(await readContentVersion(database.db)).toBe(version + 1);
  });

  it("stores a game's instructions, a question's Uzbek prompt, an award's Uzbek texts and the pronunciations", async () => {
    const course = fixtureCourse();
    course.key = 'voice-course';
    const game = course.modules[0]!.blocks[0]!.lessons[0]!.games[0]!;
    game.instruction = 'Выбери ответ.';
    game.instructionUz = 'Javobni tanla.';
    game.questions[0]!.promptUz = 'Bu kim?';
    game.achievements![0]!.titleUz = 'Birinchi!';
    game.achievements![0]!.descriptionUz = 'Sen birinchi oʻyinni oʻynading.';
    course.modules[0]!.blocks[0]!.lessons[0]!.words![1]!.say = 'ко\u0301шка';
    await importPack(database.db, load(course), media);
    const [stored] = await database.db
      .select()
      .from(schema.games)
      .where(eq(schema.games.instruction, 'Выбери ответ.'));
    expect(stored).toMatchObject({ instructionUz: 'Javobni tanla.' });
    const [question] = await database.db
      .select()
      .from(schema.questions)
      .where(eq(schema.questions.gameId, stored!.id));
    expect(question?.promptUz).toBe('Bu kim?');
    const [award] = await database.db
      .select()
      .from(schema.achievements)
      .where(eq(schema.achievements.gameId, stored!.id));
    expect(award).toMatchObject({
      titleUz: 'Birinchi!',
      descriptionUz: 'Sen birinchi oʻyinni oʻynading.',
    });
    const said = await database.db.select().from(schema.pronunciations);
    expect(said).toEqual(
      expect.arrayContaining([
        { voice: 'ru', text: 'кошка', say: 'ко\u0301шка' },
        { voice: 'uz', text: 'Javobni tanla.', say: 'Javobni\u0301 tanla\u0301.' },
      ]),
    );
  });
});
