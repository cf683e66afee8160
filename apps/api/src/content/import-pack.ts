import type { PackGame, PackQuestion } from '@bolajon/contract';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  achievements,
  blocks,
  courses,
  dictionaryWords,
  games,
  lessons,
  modules,
  pronunciations,
  questions,
  settings,
  studioPublishes,
} from '../db/schema/index.js';
import type { MediaStore } from '../media/media-store.js';
import {
  bumpContentVersion,
  readContentVersion,
} from '../modules/content-cache/content-version.js';
import { spokenTexts, translationVoice } from './pack-audio.js';
import { createPackMedia, type PackMedia } from './pack-media.js';
import type { LoadedCourse, LoadedModule, LoadedPack } from './pack-types.js';
import { syncChildren, type ImportStats } from './sync-children.js';
import { syncQuestionParts, type QuestionParts } from './sync-question-parts.js';

export type { ImportStats };

type PackBlock = LoadedModule['blocks'][number];
type PackLesson = PackBlock['lessons'][number];

/** What every step of one import shares: its transaction, its counts and the pack's media. */
interface Sync {
  tx: Tx;
  stats: ImportStats;
  media: PackMedia;
  /** When given, each lesson's own counts (its words, games and below) by its key path. */
  lessons?: Map<string, ImportStats> | undefined;
}

export interface ImportOptions {
  /** Work it all out and roll it back: the counts of what the import would do. */
  dryRun?: boolean;
  /** Filled with each pack lesson's own counts by `course/module/block/lesson` key path. */
  lessons?: Map<string, ImportStats>;
}

const differs = (row: Record<string, unknown>, values: Record<string, unknown>) =>
  Object.entries(values).some(([k, v]) => (row[k] ?? null) !== (v ?? null));

/** The id syncChildren gave a key it was just handed. */
function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`no id for key "${key}"`);
  return id;
}

/**
 * Loads a validated pack into the database in one transaction. Items are matched by key under
 * their parent: new keys are inserted, changed ones updated in place (ids — and so learners'
 * progress — kept), keys gone from the pack deleted, identical ones left untouched. One function
 * a level, course → module → block → lesson → game → question, each syncing its children.
 */
export async function importPack(
  db: Db,
  pack: LoadedPack,
  media: MediaStore,
  options: ImportOptions = {},
): Promise<ImportStats> {
  const stats: ImportStats = { created: 0, updated: 0, deleted: 0, unchanged: 0 };
  const packMedia = createPackMedia(pack, media);
  try {
    await db.transaction(async (tx) => {
      const sync: Sync = { tx, stats, media: packMedia, lessons: options.lessons };
      for (const [order, course] of pack.courses.entries()) await syncCourse(sync, course, order);
      await syncPronunciations(tx, pack);
      if (options.dryRun) tx.rollback();
      // API processes cache content by this version (ADR 0018): a change moves it, in the same
      // transaction, so no process can see the new version with the old content.
      if (stats.created + stats.updated + stats.deleted > 0) await bumpContentVersion(tx);
      // The mark content:import's guard counts studio edits from (ADR 0046).
      await tx.insert(studioPublishes).values({
        kind: 'import',
        lessonPath: pack.courses.map((c) => c.key).join(', '),
        ...stats,
        contentVersion: await readContentVersion(tx),
      });
    });
  } catch (error) {
    if (!(options.dryRun && error instanceof TransactionRollbackError)) throw error;
  }
  return stats;
}

/** Where a lesson goes: its block, and its row when it is already published. */
export interface LessonPlace {
  blockId: number;
  /** null: a new lesson, placed after the block's others. */
  lessonId: number | null;
}

/**
 * Imports one lesson of `pack` (its only course's only lesson: the studio's draft) into its
 * block, in the caller's transaction, with the same sync as a pack: the lesson's words, games,
 * awards and questions matched by key (ids, and so progress, kept), the rest of the block and
 * the course untouched. Its items' own `say`s are added to the pronunciations (never removed:
 * other lessons may say the same text). The content version moves when anything changed.
 */
export async function importLesson(
  tx: Tx,
  pack: LoadedPack,
  lesson: PackLesson,
  place: LessonPlace,
  media: MediaStore,
): Promise<{ lessonId: number; stats: ImportStats }> {
  const stats: ImportStats = { created: 0, updated: 0, deleted: 0, unchanged: 0 };
  const sync: Sync = { tx, stats, media: createPackMedia(pack, media) };
  const values = { key: lesson.key, title: lesson.title, titleUz: lesson.titleUz ?? null };
  let lessonId = place.lessonId;
  if (lessonId === null) {
    const [inserted] = await tx
      .insert(lessons)
      .values({
        blockId: place.blockId,
        ...values,
        order: sql`(select coalesce(max(${lessons.order}), -1) + 1 from ${lessons} where ${lessons.blockId} = ${place.blockId})`,
      })
      .returning({ id: lessons.id });
    lessonId = inserted!.id;
    stats.created += 1;
  } else {
    const [current] = await tx.select().from(lessons).where(eq(lessons.id, lessonId));
    if (current && differs(current, values)) {
      await tx.update(lessons).set(values).where(eq(lessons.id, lessonId));
      stats.updated += 1;
    } else stats.unchanged += 1;
  }
  await syncLesson(sync, lesson, lessonId, '');
  await addPronunciations(tx, pack);
  if (stats.created + stats.updated + stats.deleted > 0) await bumpContentVersion(tx);
  return { lessonId, stats };
}

/**
 * The pronunciations the lesson's own `say`s give, added or changed, none removed. A text
 * without a `say` keeps the row the course's word list gave it (a lesson carries no list).
 */
async function addPronunciations(tx: Tx, pack: LoadedPack) {
  const wanted = new Map<string, { voice: string; text: string; say: string }>();
  for (const item of spokenTexts(pack.courses)) {
    const key = `${item.voice}\n${item.text}`;
    if (item.say !== undefined && item.spoken !== item.text && !wanted.has(key))
      wanted.set(key, { voice: item.voice, text: item.text, say: item.spoken });
  }
  if (wanted.size === 0) return;
  await tx
    .insert(pronunciations)
    .values([...wanted.values()])
    .onConflictDoUpdate({
      target: [pronunciations.voice, pronunciations.text],
      set: { say: sql`excluded.say` },
    });
}

async function syncCourse(sync: Sync, course: LoadedCourse, order: number) {
  const { tx, stats } = sync;
  // A course is its own scope: matched on its key, never deleted by another pack.
  const courseIds = await syncChildren(tx, stats, {
    table: courses,
    parentColumn: 'key',
    parentId: course.key,
    keyColumn: 'key',
    rows: [{ key: course.key, title: course.title, titleUz: course.titleUz ?? null, order }],
    onUpdate: { updatedAt: new Date() },
  });
  const courseId = idOf(courseIds, course.key);
  if (course.settings) await syncSettings(tx, course.settings);

  const moduleIds = await syncChildren(tx, stats, {
    table: modules,
    parentColumn: 'courseId',
    parentId: courseId,
    keyColumn: 'key',
    rows: course.modules.map((m, order) => ({
      courseId,
      key: m.key,
      title: m.title,
      titleUz: m.titleUz ?? null,
      order,
    })),
  });
  for (const module of course.modules) {
    await syncModule(sync, module, idOf(moduleIds, module.key), `${course.key}/${module.key}`);
  }
}

/** The app's one settings row, written when the course gives settings that differ. */
async function syncSettings(tx: Tx, given: NonNullable<LoadedCourse['settings']>) {
  const values = {
    supportPhone: given.supportPhone,
    telegramLink: given.telegramLink ?? null,
    instagramLink: given.instagramLink ?? null,
    facebookLink: given.facebookLink ?? null,
    youtubeLink: given.youtubeLink ?? null,
  };
  const [current] = await tx.select().from(settings);
  if (!current || differs(current, values)) {
    await tx
      .insert(settings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: settings.id, set: values });
  }
}

async function syncModule(sync: Sync, module: LoadedModule, moduleId: number, modulePath: string) {
  const blockIds = await syncChildren(sync.tx, sync.stats, {
    table: blocks,
    parentColumn: 'moduleId',
    parentId: moduleId,
    keyColumn: 'key',
    rows: module.blocks.map((b, order) => ({
      moduleId,
      key: b.key,
      title: b.title,
      titleUz: b.titleUz ?? null,
      order,
    })),
  });
  for (const block of module.blocks) {
    await syncBlock(
      sync,
      block,
      idOf(blockIds, block.key),
      module.file,
      `${modulePath}/${block.key}`,
    );
  }
}

/** `file` is where the block was written: its media paths are read from there. */
async function syncBlock(
  sync: Sync,
  block: PackBlock,
  blockId: number,
  file: string,
  blockPath: string,
) {
  // Only for the per-lesson counts: the lesson rows as they were, to count each one's own change.
  const rowsBefore = sync.lessons
    ? new Map(
        (await sync.tx.select().from(lessons).where(eq(lessons.blockId, blockId))).map((r) => [
          r.key,
          r,
        ]),
      )
    : undefined;
  const lessonIds = await syncChildren(sync.tx, sync.stats, {
    table: lessons,
    parentColumn: 'blockId',
    parentId: blockId,
    keyColumn: 'key',
    rows: block.lessons.map((l, order) => ({
      blockId,
      key: l.key,
      title: l.title,
      titleUz: l.titleUz ?? null,
      order,
    })),
  });
  for (const [order, lesson] of block.lessons.entries()) {
    const before = { ...sync.stats };
    await syncLesson(sync, lesson, idOf(lessonIds, lesson.key), file);
    if (!sync.lessons || !rowsBefore) continue;
    const row = rowsBefore.get(lesson.key);
    const own = !row
      ? 'created'
      : differs(row, { title: lesson.title, titleUz: lesson.titleUz ?? null, order })
        ? 'updated'
        : 'unchanged';
    const counts: ImportStats = {
      created: sync.stats.created - before.created,
      updated: sync.stats.updated - before.updated,
      deleted: sync.stats.deleted - before.deleted,
      unchanged: sync.stats.unchanged - before.unchanged,
    };
    counts[own] += 1;
    sync.lessons.set(`${blockPath}/${lesson.key}`, counts);
  }
}

async function syncLesson(sync: Sync, lesson: PackLesson, lessonId: number, file: string) {
  const { tx, stats, media } = sync;
  const words = [];
  for (const [order, w] of lesson.words.entries()) {
    words.push({
      lessonId,
      key: w.key,
      word: w.word,
      translation: w.translation,
      imageUrl: await media.url(file, w.image),
      audioUrl: await media.spoken(file, w.word, w.audio),
      translationAudioUrl: await media.spoken(
        file,
        w.translation,
        w.translationAudio,
        translationVoice,
      ),
      order,
    });
  }
  await syncChildren(tx, stats, {
    table: dictionaryWords,
    parentColumn: 'lessonId',
    parentId: lessonId,
    keyColumn: 'key',
    rows: words,
  });

  const gameRows = [];
  for (const [order, g] of lesson.games.entries()) {
    gameRows.push({
      lessonId,
      key: g.key,
      title: g.title,
      titleUz: g.titleUz ?? null,
      type: g.type,
      instruction: g.instruction ?? null,
      instructionUz: g.instructionUz ?? null,
      instructionAudioUrl: g.instruction
        ? await media.spoken(file, g.instruction, g.instructionAudio)
        : null,
      instructionUzAudioUrl: g.instructionUz
        ? await media.spoken(file, g.instructionUz, g.instructionUzAudio, 'uz')
        : null,
      mainImage: await media.put(file, g.mainImage),
      videoFirst: await media.put(file, g.videoFirst),
      videoFirstPoster: await media.put(file, g.videoFirstPoster),
      videoFirstUz: g.videoFirstUz ? await media.put(file, g.videoFirstUz) : null,
      videoFirstPosterUz: g.videoFirstPosterUz ? await media.put(file, g.videoFirstPosterUz) : null,
      videoLast: await media.put(file, g.videoLast),
      videoLastPoster: await media.put(file, g.videoLastPoster),
      order,
    });
  }
  const gameIds = await syncChildren(tx, stats, {
    table: games,
    parentColumn: 'lessonId',
    parentId: lessonId,
    keyColumn: 'key',
    rows: gameRows,
  });
  for (const game of lesson.games) await syncGame(sync, game, idOf(gameIds, game.key), file);
}

async function syncGame(sync: Sync, game: PackGame, gameId: number, file: string) {
  const { tx, stats, media } = sync;
  const achievementRows = [];
  for (const [order, a] of game.achievements.entries()) {
    achievementRows.push({
      gameId,
      key: a.key,
      title: a.title,
      description: a.description,
      titleUz: a.titleUz ?? null,
      descriptionUz: a.descriptionUz ?? null,
      imageUrl: await media.put(file, a.image),
      order,
    });
  }
  await syncChildren(tx, stats, {
    table: achievements,
    parentColumn: 'gameId',
    parentId: gameId,
    keyColumn: 'key',
    rows: achievementRows,
  });

  const questionRows = [];
  for (const [order, q] of game.questions.entries()) {
    questionRows.push({
      gameId,
      key: q.key,
      text: q.text,
      audioUrl: await media.spoken(file, q.text, q.audio),
      promptUz: q.promptUz ?? null,
      promptUzAudioUrl: q.promptUz
        ? await media.spoken(file, q.promptUz, q.promptUzAudio, 'uz')
        : null,
      order,
    });
  }
  const questionIds = await syncChildren(tx, stats, {
    table: questions,
    parentColumn: 'gameId',
    parentId: gameId,
    keyColumn: 'key',
    rows: questionRows,
  });
  for (const question of game.questions) {
    const parts = await questionParts(media, question, file);
    await syncQuestionParts(tx, idOf(questionIds, question.key), parts, stats);
  }
}

/** A question's parts as they are stored, media resolved to URLs. */
async function questionParts(
  media: PackMedia,
  question: PackQuestion,
  file: string,
): Promise<QuestionParts> {
  return {
    images: await Promise.all(question.images.map((img) => media.put(file, img))),
    variants: await Promise.all(
      question.variants.map(async (v) => ({
        answer: v.answer,
        imageUrl: await media.url(file, v.image),
        audioUrl: await media.spoken(file, v.answer, v.audio),
        isCorrect: v.correct,
      })),
    ),
    personages: await Promise.all(
      question.personages.map(async (p) => ({
        personageNumber: p.personage,
        answer: p.answer,
        audioUrl: await media.spoken(file, p.answer, p.audio),
        variant: p.variant ?? null,
      })),
    ),
    pairs: question.pairs,
    duolingos: question.duolingos,
  };
}

/**
 * The table POST /audio reads (voice, text → what the engine says): every text of the pack whose
 * pronunciation is not the text itself, the first item's when two differ (content:check reports
 * that). Rows are written only where they change; it is the pack's, so other rows go.
 */
async function syncPronunciations(tx: Tx, pack: LoadedPack) {
  const wanted = new Map<string, { voice: string; text: string; say: string }>();
  for (const item of spokenTexts(pack.courses)) {
    const key = `${item.voice}\n${item.text}`;
    if (item.spoken !== item.text && !wanted.has(key))
      wanted.set(key, { voice: item.voice, text: item.text, say: item.spoken });
  }
  const current = await tx.select().from(pronunciations);
  const where = (row: { voice: string; text: string }) =>
    and(eq(pronunciations.voice, row.voice), eq(pronunciations.text, row.text));
  for (const row of current) {
    const want = wanted.get(`${row.voice}\n${row.text}`);
    if (!want) await tx.delete(pronunciations).where(where(row));
    else if (want.say !== row.say)
      await tx.update(pronunciations).set({ say: want.say }).where(where(row));
    wanted.delete(`${row.voice}\n${row.text}`);
  }
  if (wanted.size > 0) await tx.insert(pronunciations).values([...wanted.values()]);
}

/** True when the catalogue has no course yet (a fresh database). */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  return (await db.$count(courses)) === 0;
}
