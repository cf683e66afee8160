import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SpeechVoice } from '@bolajon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { LocalMediaStore } from '../media/media-store.js';
import { paths } from '../paths.js';
import { fixtureCourse, pairGame, removePacks, writePack } from '../test/content-fixture.js';
import { createTestDatabase } from '../test/database.js';
import type { TtsEngine } from '../tts/engine.js';
import { ExportError, exportLesson, exportPack, localMediaSource } from './export-pack.js';
import { importPack } from './import-pack.js';
import { formatProblems, loadPack } from './load-pack.js';
import { renderPackAudio } from './render-audio.js';
import { checkTeaching } from './teaching-checks.js';

const folders: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  removePacks();
});

/** A fresh database and media folder with `folder`'s pack imported. */
async function imported(folder: string) {
  const database = await createTestDatabase();
  opened.push(database);
  const mediaDir = tempDir('bolajon-media-');
  const loaded = loadPack(folder);
  if (!loaded.ok) throw new Error(formatProblems(loaded.problems));
  await importPack(database.db, loaded.pack, new LocalMediaStore(mediaDir));
  return { db: database.db, mediaDir };
}

/**
 * Every content table's rows with ids replaced by the keys of the path to them (course/module/…),
 * so two databases filled from the same pack compare equal, and every media file's hash.
 */
async function snapshot(db: Db, mediaDir: string) {
  const s = schema;
  const rows = {
    courses: await db.select().from(s.courses),
    modules: await db.select().from(s.modules),
    blocks: await db.select().from(s.blocks),
    lessons: await db.select().from(s.lessons),
    words: await db.select().from(s.dictionaryWords),
    games: await db.select().from(s.games),
    achievements: await db.select().from(s.achievements),
    questions: await db.select().from(s.questions),
    variants: await db.select().from(s.questionVariants),
    personages: await db.select().from(s.questionPersonages),
    pairs: await db.select().from(s.questionPairs),
    duolingos: await db.select().from(s.questionDuolingos),
    images: await db.select().from(s.questionImages),
    pronunciations: await db.select().from(s.pronunciations),
    settings: await db.select().from(s.settings),
  };
  const named = new Map<string, string>();
  const name = (table: string, id: number | null) =>
    id === null ? null : named.get(`${table}${id}`);
  const keyed = <R extends { id: number; key: string }>(
    table: string,
    list: R[],
    parent: (r: R) => string | null | undefined,
  ) =>
    list.map((r) => {
      const where = `${parent(r) ?? ''}/${r.key}`;
      named.set(`${table}${r.id}`, where);
      return where;
    });
  keyed('c', rows.courses, () => '');
  keyed('m', rows.modules, (r) => name('c', r.courseId));
  keyed('b', rows.blocks, (r) => name('m', r.moduleId));
  keyed('l', rows.lessons, (r) => name('b', r.blockId));
  keyed('g', rows.games, (r) => name('l', r.lessonId));
  keyed('q', rows.questions, (r) => name('g', r.gameId));
  for (const v of rows.variants) named.set(`v${v.id}`, `${name('q', v.questionId)}#${v.order}`);

  const strip = <R extends object>(
    list: R[],
    parent: (r: R) => Record<string, unknown>,
    drop: string[],
  ) =>
    list
      .map((r) => {
        const row: Record<string, unknown> = { ...r, ...parent(r) };
        for (const column of ['id', 'createdAt', 'updatedAt', ...drop]) delete row[column];
        return JSON.stringify(row);
      })
      .sort();
  const urls = new Set<string>();
  for (const list of Object.values(rows))
    for (const row of list)
      for (const value of Object.values(row))
        if (typeof value === 'string' && value.startsWith('/media/')) urls.add(value);
  const media = [...urls].sort().map((url) => {
    const bytes = readFileSync(path.join(mediaDir, url.slice('/media/'.length)));
    return `${url} ${createHash('sha256').update(bytes).digest('hex')}`;
  });
  return {
    courses: strip(rows.courses, () => ({}), []),
    modules: strip(rows.modules, (r) => ({ courseId: name('c', r.courseId) }), []),
    blocks: strip(rows.blocks, (r) => ({ moduleId: name('m', r.moduleId) }), []),
    lessons: strip(rows.lessons, (r) => ({ blockId: name('b', r.blockId) }), []),
    words: strip(rows.words, (r) => ({ lessonId: name('l', r.lessonId) }), []),
    games: strip(rows.games, (r) => ({ lessonId: name('l', r.lessonId) }), []),
    achievements: strip(rows.achievements, (r) => ({ gameId: name('g', r.gameId) }), []),
    questions: strip(rows.questions, (r) => ({ gameId: name('g', r.gameId) }), []),
    variants: strip(rows.variants, (r) => ({ questionId: name('q', r.questionId) }), []),
    personages: strip(
      rows.personages,
      (r) => ({ questionId: name('q', r.questionId), variantId: name('v', r.variantId) }),
      [],
    ),
    pairs: strip(rows.pairs, (r) => ({ questionId: name('q', r.questionId) }), []),
    duolingos: strip(rows.duolingos, (r) => ({ questionId: name('q', r.questionId) }), []),
    images: strip(rows.images, (r) => ({ questionId: name('q', r.questionId) }), []),
    pronunciations: strip(rows.pronunciations, () => ({}), []),
    settings: strip(rows.settings, () => ({}), []),
    media,
  };
}

/** Export a database, check the export, import it into a second database: both snapshots. */
async function roundTrip(first: { db: Db; mediaDir: string }) {
  const out = tempDir('bolajon-export-');
  const result = await exportPack(first.db, localMediaSource(first.mediaDir), out);
  const loaded = loadPack(out);
  if (!loaded.ok) throw new Error(formatProblems(loaded.problems));
  const teaching = checkTeaching(loaded.pack);
  const second = await imported(out);
  // Loading the export back over the database it came from changes nothing.
  const again = await importPack(first.db, loaded.pack, new LocalMediaStore(first.mediaDir));
  return {
    result,
    out,
    teaching,
    again,
    before: await snapshot(first.db, first.mediaDir),
    after: await snapshot(second.db, second.mediaDir),
  };
}

/** Says `<engine> <voice> <text>`, so each rendered file differs. */
const engine: TtsEngine = {
  name: 'fake',
  synthesize: ({ text, voice }: { text: string; voice: SpeechVoice }) =>
    Promise.resolve({ data: Buffer.from(`fake ${voice} ${text}`), contentType: 'audio/ogg' }),
};

/** The fixture with every field the importer stores, and a second course in a file of its own. */
async function fullFixturePack() {
  const course = fixtureCourse();
  course.titleUz = 'Sinov kursi';
  course.pronunciations = { кошка: 'ко́шка', ammo: 'ámmo' };
  const module = course.modules[0]!;
  module.titleUz = 'Birinchi modul';
  const [first, family] = module.blocks[0]!.lessons;
  const [word] = first!.words!;
  Object.assign(word!, {
    audio: 'recordings/privet.ogg',
    translationAudio: 'recordings/salom.ogg',
    say: 'приве́т',
    translationSay: 'salóm',
  });
  const game = first!.games[0]!;
  Object.assign(game, {
    titleUz: 'Bu kim?',
    instruction: 'Послушай, где кошка.',
    instructionUz: 'Tingla, ammo tez.',
    // A person's recordings (ADR 0045): the instruction's has its AAC copy beside it.
    instructionAudio: 'recordings/instruction.ogg',
    videoFirstUz: 'videos/intro-uz.webm',
    videoFirstPosterUz: 'pictures/poster-uz.svg',
  });
  game.achievements![0]!.titleUz = 'Birinchi soʻz';
  game.achievements![0]!.descriptionUz = 'Birinchi oʻyin';
  const [q1, q2] = game.questions;
  q1!.promptUz = 'Bu kim?';
  q1!.promptUzAudio = 'recordings/bu-kim.ogg';
  q1!.audio = 'recordings/kto.ogg';
  q1!.variants![0]!.audio = 'recordings/koshka.ogg';
  q2!.say = 'Что э́то?';
  q2!.variants![1]!.image = 'pictures/poster.svg';
  family!.games.push({
    key: 'g4',
    title: 'Ответь',
    type: '2.4',
    mainImage: 'pictures/cat.svg',
    videoFirst: 'videos/intro.webm',
    videoFirstPoster: 'pictures/poster.svg',
    videoLast: 'videos/outro.webm',
    videoLastPoster: 'pictures/poster.svg',
    questions: [
      {
        key: 'q1',
        images: ['pictures/cat.svg', 'pictures/poster.svg'],
        variants: [{ answer: 'Хорошо', correct: true }, { answer: 'Плохо' }],
        personages: [
          { personage: 1, answer: 'Как дела?', audio: 'recordings/kak-dela.ogg' },
          { personage: 2, answer: 'Хорошо', variant: 0 },
        ],
      },
    ],
  });
  family!.games.push(
    pairGame('g5', [
      { left: 'мама', right: 'ona' },
      { left: 'кошка', right: 'mushuk' },
    ]),
  );
  const second = {
    key: 'second-course',
    title: 'Второй курс',
    modules: [{ ...module, key: 'only', titleUz: undefined }],
  };
  const dir = writePack(course, {
    'recordings/privet.ogg': 'recorded привет',
    'recordings/privet.m4a': 'recorded привет, AAC',
    'recordings/instruction.ogg': 'recorded послушай',
    'recordings/instruction.m4a': 'recorded послушай, AAC',
    'recordings/bu-kim.ogg': 'recorded bu kim',
    'recordings/salom.ogg': 'recorded salom',
    'recordings/kto.ogg': 'recorded кто',
    'recordings/koshka.ogg': 'recorded кошка',
    'recordings/kak-dela.ogg': 'recorded как дела',
    'videos/intro-uz.webm': 'webm-intro-uz',
    'pictures/poster-uz.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>uz</title></svg>',
  });
  writeFileSync(path.join(dir, 'second.yaml'), JSON.stringify(second));
  const plain = loadPack(dir);
  if (!plain.ok) throw new Error(formatProblems(plain.problems));
  await renderPackAudio(plain.pack, engine);
  return dir;
}

describe('npm run content:export', () => {
  let fixture: { db: Db; mediaDir: string };
  beforeAll(async () => {
    fixture = await imported(await fullFixturePack());
  });

  it('round-trips a pack of every stored field: same rows, same media', async () => {
    const { result, teaching, again, before, after, out } = await roundTrip(fixture);
    expect(result.warnings).toEqual([]);
    expect(result.courses).toBe(2);
    expect(teaching.filter((p) => p.severity === 'error')).toEqual([]);
    expect(again).toMatchObject({ created: 0, updated: 0, deleted: 0 });
    expect(after).toEqual(before);
    expect(before.media.length).toBeGreaterThan(10);
    expect(before.pronunciations.length).toBeGreaterThan(3);
    expect(readdirSync(out).sort()).toEqual([
      '01-test-course.yaml',
      '02-second-course.yaml',
      'audio',
      'modules',
      'pictures',
      'videos',
    ]);
    // An instruction has no `say`: its pronunciation goes back through the course's word list.
    expect(readFileSync(path.join(out, '01-test-course.yaml'), 'utf8')).toContain('кошка: ко́шка');
  });

  it('keeps recordings under /media/r/ with their .m4a, and exports them as recording fields', async () => {
    const { db, mediaDir } = fixture;
    const [word] = await db
      .select()
      .from(schema.dictionaryWords)
      .where(eq(schema.dictionaryWords.key, 'privet'));
    const [game] = await db
      .select()
      .from(schema.games)
      .where(eq(schema.games.instruction, 'Послушай, где кошка.'));
    const [question] = await db
      .select()
      .from(schema.questions)
      .where(eq(schema.questions.promptUz, 'Bu kim?'));
    const recordings = [
      word!.audioUrl!,
      word!.translationAudioUrl!,
      game!.instructionAudioUrl!,
      question!.promptUzAudioUrl!,
    ];
    for (const url of recordings) expect(url).toMatch(/^\/media\/r\/[0-9a-f]{20}\.ogg$/);
    // A text without a recording keeps its rendered file under c/.
    expect(game!.instructionUzAudioUrl).toMatch(/^\/media\/c\//);
    const m4a = (url: string) =>
      path.join(mediaDir, url.replace(/^\/media\//, '').replace(/\.ogg$/, '.m4a'));
    expect(readFileSync(m4a(word!.audioUrl!), 'utf8')).toBe('recorded привет, AAC');
    expect(readFileSync(m4a(game!.instructionAudioUrl!), 'utf8')).toBe('recorded послушай, AAC');
    expect(existsSync(m4a(question!.promptUzAudioUrl!))).toBe(false);

    const { out, before, after, again } = await roundTrip(fixture);
    expect(again).toMatchObject({ created: 0, updated: 0, deleted: 0 });
    expect(after).toEqual(before);
    const name = (url: string) => path.posix.basename(url);
    const module = readFileSync(path.join(out, 'modules', 'test-course', '01-m1.yaml'), 'utf8');
    expect(module).toContain(
      `instructionAudio: audio/recordings/${name(game!.instructionAudioUrl!)}`,
    );
    expect(module).toContain(
      `promptUzAudio: audio/recordings/${name(question!.promptUzAudioUrl!)}`,
    );
    expect(module).toContain(`audio: audio/recordings/${name(word!.audioUrl!)}`);
    expect(
      readFileSync(
        path.join(
          out,
          'audio',
          'recordings',
          name(game!.instructionAudioUrl!).replace('.ogg', '.m4a'),
        ),
        'utf8',
      ),
    ).toBe('recorded послушай, AAC');
    // Never as rendered audio: no manifest entry is a recording.
    const manifest = readFileSync(path.join(out, 'audio', 'manifest.json'), 'utf8');
    expect(manifest).not.toContain('recordings/');
    expect(manifest).not.toContain('Послушай, где кошка.');
    // The second import keeps them under r/ with their copies.
    const second = await imported(out);
    const [reimported] = await second.db
      .select()
      .from(schema.games)
      .where(eq(schema.games.instruction, 'Послушай, где кошка.'));
    expect(reimported!.instructionAudioUrl).toBe(game!.instructionAudioUrl);
    expect(
      existsSync(
        path.join(second.mediaDir, 'r', name(game!.instructionAudioUrl!).replace('.ogg', '.m4a')),
      ),
    ).toBe(true);

    // The studio's draft of the published lesson names them in the same fields.
    const draft = await exportLesson(db, word!.lessonId);
    const lessonYaml = JSON.stringify(draft!.lesson);
    expect(lessonYaml).toContain(`"instructionAudio":"${game!.instructionAudioUrl}"`);
    expect(lessonYaml).toContain(`"promptUzAudio":"${question!.promptUzAudioUrl}"`);
    expect(lessonYaml).toContain(`"audio":"${word!.audioUrl}"`);
    expect([...draft!.renderedAudio.values()].some((url) => url.startsWith('/media/r/'))).toBe(
      false,
    );
  });

  it('round-trips the demo course', async () => {
    const { result, teaching, again, before, after } = await roundTrip(
      await imported(path.join(paths.repoRoot, 'content')),
    );
    expect(result.warnings).toEqual([]);
    expect(teaching).toEqual([]);
    expect(again).toMatchObject({ created: 0, updated: 0, deleted: 0 });
    expect(after).toEqual(before);
  }, 120_000);

  it('refuses a folder that is not empty and a course the database does not have', async () => {
    const { db, mediaDir } = fixture;
    const out = tempDir('bolajon-export-');
    writeFileSync(path.join(out, 'notes.txt'), 'mine');
    await expect(exportPack(db, localMediaSource(mediaDir), out)).rejects.toThrow(
      /is not empty; choose an empty folder or add --force/,
    );
    const empty = tempDir('bolajon-export-');
    await expect(
      exportPack(db, localMediaSource(mediaDir), empty, { courseKeys: ['nope'] }),
    ).rejects.toThrow(
      new ExportError('no course "nope" in the database; it has "test-course", "second-course"'),
    );
    const forced = await exportPack(db, localMediaSource(mediaDir), out, {
      force: true,
      courseKeys: ['second-course'],
    });
    expect(forced.courses).toBe(1);
    expect(readdirSync(out).filter((name) => name.endsWith('.yaml'))).toEqual(['course.yaml']);
    expect(readFileSync(path.join(out, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('exits 1 with a message, not a stack trace, from the command line', () => {
    const dataDir = tempDir('bolajon-content-');
    const out = tempDir('bolajon-export-');
    writeFileSync(path.join(out, 'notes.txt'), 'mine');
    const run = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [
          '--conditions=@bolajon/source',
          '--import',
          'tsx',
          'src/cli/content.ts',
          'export',
          ...args,
        ],
        {
          cwd: paths.apiDir,
          env: {
            ...process.env,
            DATABASE_URL: '',
            PGLITE_DIR: path.join(dataDir, 'db'),
            DATA_DIR: dataDir,
            NODE_ENV: 'development',
          },
          encoding: 'utf8',
        },
      );
    const busy = run(out);
    expect(busy.status).toBe(1);
    expect(busy.stderr).toContain('is not empty; choose an empty folder or add --force');
    expect(busy.stderr).not.toContain('    at ');
    const none = run(path.join(out, 'new'), '--course', 'ru-kids');
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('the database has no course to export');
    expect(none.stderr).not.toContain('    at ');
  }, 120_000);
});
