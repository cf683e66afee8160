import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  achievements,
  blocks,
  courses,
  dictionaryWords,
  games,
  lessons,
  modules,
  questionDuolingos,
  questionImages,
  questionPairs,
  questionPersonages,
  questions,
  questionVariants,
  settings,
} from '../db/schema/index.js';
import type { MediaStore } from '../media/media-store.js';
import type { LoadedPack } from './load-pack.js';

export interface ImportStats {
  created: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Values = Record<string, unknown>;

const differs = (row: Values, values: Values) =>
  Object.entries(values).some(([k, v]) => (row[k] ?? null) !== (v ?? null));

/**
 * Loads a validated pack into the database in one transaction. Items are matched by key under
 * their parent: new keys are inserted, changed ones updated in place (ids — and so learners'
 * progress — kept), keys gone from the pack deleted, identical ones left untouched.
 */
export async function importPack(
  db: Db,
  pack: LoadedPack,
  media: MediaStore,
): Promise<ImportStats> {
  const stats: ImportStats = { created: 0, updated: 0, deleted: 0, unchanged: 0 };
  const urls = new Map<string, string>();
  const url = async (file: string, relative: string | undefined) => {
    if (!relative) return null;
    const absolute = pack.media(file, relative);
    let stored = urls.get(absolute);
    if (!stored) {
      stored = await media.putFile(absolute);
      urls.set(absolute, stored);
    }
    return stored;
  };

  /** Inserts, updates or deletes the keyed children of one parent; returns key → id. */
  async function syncKeyed(
    existing: (Values & { id: number; key: string })[],
    desired: { key: string; values: Values }[],
    ops: {
      insert: (values: Values) => Promise<number>;
      update: (id: number, values: Values) => Promise<void>;
      remove: (ids: number[]) => Promise<void>;
    },
  ) {
    const byKey = new Map(existing.map((row) => [row.key, row]));
    const ids = new Map<string, number>();
    for (const { key, values } of desired) {
      const row = byKey.get(key);
      if (!row) {
        ids.set(key, await ops.insert({ ...values, key }));
        stats.created += 1;
      } else {
        if (differs(row, values)) {
          await ops.update(row.id, values);
          stats.updated += 1;
        } else {
          stats.unchanged += 1;
        }
        ids.set(key, row.id);
      }
    }
    const wanted = new Set(desired.map((d) => d.key));
    const gone = existing.filter((row) => !wanted.has(row.key)).map((row) => row.id);
    if (gone.length > 0) {
      await ops.remove(gone);
      stats.deleted += gone.length;
    }
    return ids;
  }

  await db.transaction(async (tx: Tx) => {
    for (const [courseOrder, course] of pack.courses.entries()) {
      const courseIds = await syncKeyed(
        await tx.select().from(courses).where(eq(courses.key, course.key)),
        [{ key: course.key, values: { title: course.title, order: courseOrder } }],
        {
          insert: async (v) =>
            (
              await tx
                .insert(courses)
                .values(v as never)
                .returning()
            )[0]!.id,
          update: async (id, v) =>
            void (await tx
              .update(courses)
              .set({ ...v, updatedAt: new Date() })
              .where(eq(courses.id, id))),
          remove: async () => undefined,
        },
      );
      const courseId = courseIds.get(course.key)!;

      if (course.settings) {
        const values = {
          supportPhone: course.settings.supportPhone,
          telegramLink: course.settings.telegramLink ?? null,
          instagramLink: course.settings.instagramLink ?? null,
          facebookLink: course.settings.facebookLink ?? null,
          youtubeLink: course.settings.youtubeLink ?? null,
        };
        const [current] = await tx.select().from(settings);
        if (!current || differs(current, values)) {
          await tx
            .insert(settings)
            .values({ id: 1, ...values })
            .onConflictDoUpdate({ target: settings.id, set: values });
        }
      }

      const moduleIds = await syncKeyed(
        await tx.select().from(modules).where(eq(modules.courseId, courseId)),
        course.modules.map((m, order) => ({ key: m.key, values: { title: m.title, order } })),
        {
          insert: async (v) =>
            (
              await tx
                .insert(modules)
                .values({ ...v, courseId } as never)
                .returning()
            )[0]!.id,
          update: async (id, v) => void (await tx.update(modules).set(v).where(eq(modules.id, id))),
          remove: async (ids) => void (await tx.delete(modules).where(inArray(modules.id, ids))),
        },
      );

      for (const module of course.modules) {
        const moduleId = moduleIds.get(module.key)!;
        const file = module.file;
        const blockIds = await syncKeyed(
          await tx.select().from(blocks).where(eq(blocks.moduleId, moduleId)),
          module.blocks.map((b, order) => ({ key: b.key, values: { title: b.title, order } })),
          {
            insert: async (v) =>
              (
                await tx
                  .insert(blocks)
                  .values({ ...v, moduleId } as never)
                  .returning()
              )[0]!.id,
            update: async (id, v) => void (await tx.update(blocks).set(v).where(eq(blocks.id, id))),
            remove: async (ids) => void (await tx.delete(blocks).where(inArray(blocks.id, ids))),
          },
        );
        for (const block of module.blocks) {
          const blockId = blockIds.get(block.key)!;
          const lessonIds = await syncKeyed(
            await tx.select().from(lessons).where(eq(lessons.blockId, blockId)),
            block.lessons.map((l, order) => ({ key: l.key, values: { title: l.title, order } })),
            {
              insert: async (v) =>
                (
                  await tx
                    .insert(lessons)
                    .values({ ...v, blockId } as never)
                    .returning()
                )[0]!.id,
              update: async (id, v) =>
                void (await tx.update(lessons).set(v).where(eq(lessons.id, id))),
              remove: async (ids) =>
                void (await tx.delete(lessons).where(inArray(lessons.id, ids))),
            },
          );
          for (const lesson of block.lessons) {
            const lessonId = lessonIds.get(lesson.key)!;
            const words = [];
            for (const [order, w] of lesson.words.entries()) {
              words.push({
                key: w.key,
                values: {
                  word: w.word,
                  translation: w.translation,
                  imageUrl: await url(file, w.image),
                  audioUrl: await url(file, w.audio),
                  order,
                },
              });
            }
            await syncKeyed(
              await tx.select().from(dictionaryWords).where(eq(dictionaryWords.lessonId, lessonId)),
              words,
              {
                insert: async (v) =>
                  (
                    await tx
                      .insert(dictionaryWords)
                      .values({ ...v, lessonId } as never)
                      .returning()
                  )[0]!.id,
                update: async (id, v) =>
                  void (await tx.update(dictionaryWords).set(v).where(eq(dictionaryWords.id, id))),
                remove: async (ids) =>
                  void (await tx.delete(dictionaryWords).where(inArray(dictionaryWords.id, ids))),
              },
            );

            const gameValues = [];
            for (const [order, g] of lesson.games.entries()) {
              gameValues.push({
                key: g.key,
                values: {
                  title: g.title,
                  type: g.type,
                  mainImage: await url(file, g.mainImage),
                  videoFirst: await url(file, g.videoFirst),
                  videoFirstPoster: await url(file, g.videoFirstPoster),
                  videoLast: await url(file, g.videoLast),
                  videoLastPoster: await url(file, g.videoLastPoster),
                  order,
                },
              });
            }
            const gameIds = await syncKeyed(
              await tx.select().from(games).where(eq(games.lessonId, lessonId)),
              gameValues,
              {
                insert: async (v) =>
                  (
                    await tx
                      .insert(games)
                      .values({ ...v, lessonId } as never)
                      .returning()
                  )[0]!.id,
                update: async (id, v) =>
                  void (await tx.update(games).set(v).where(eq(games.id, id))),
                remove: async (ids) => void (await tx.delete(games).where(inArray(games.id, ids))),
              },
            );

            for (const game of lesson.games) {
              const gameId = gameIds.get(game.key)!;
              const achievementValues = [];
              for (const [order, a] of game.achievements.entries()) {
                achievementValues.push({
                  key: a.key,
                  values: {
                    title: a.title,
                    description: a.description,
                    imageUrl: await url(file, a.image),
                    order,
                  },
                });
              }
              await syncKeyed(
                await tx.select().from(achievements).where(eq(achievements.gameId, gameId)),
                achievementValues,
                {
                  insert: async (v) =>
                    (
                      await tx
                        .insert(achievements)
                        .values({ ...v, gameId } as never)
                        .returning()
                    )[0]!.id,
                  update: async (id, v) =>
                    void (await tx.update(achievements).set(v).where(eq(achievements.id, id))),
                  remove: async (ids) =>
                    void (await tx.delete(achievements).where(inArray(achievements.id, ids))),
                },
              );

              const questionIds = await syncKeyed(
                await tx.select().from(questions).where(eq(questions.gameId, gameId)),
                await Promise.all(
                  game.questions.map(async (q, order) => ({
                    key: q.key,
                    values: { text: q.text, audioUrl: await url(file, q.audio), order },
                  })),
                ),
                {
                  insert: async (v) =>
                    (
                      await tx
                        .insert(questions)
                        .values({ ...v, gameId } as never)
                        .returning()
                    )[0]!.id,
                  update: async (id, v) =>
                    void (await tx.update(questions).set(v).where(eq(questions.id, id))),
                  remove: async (ids) =>
                    void (await tx.delete(questions).where(inArray(questions.id, ids))),
                },
              );

              for (const question of game.questions) {
                const questionId = questionIds.get(question.key)!;
                await syncQuestionParts(
                  tx,
                  questionId,
                  {
                    images: await Promise.all(question.images.map((img) => url(file, img))),
                    variants: await Promise.all(
                      question.variants.map(async (v) => ({
                        answer: v.answer,
                        imageUrl: await url(file, v.image),
                        isCorrect: v.correct,
                      })),
                    ),
                    personages: question.personages.map((p) => ({
                      personageNumber: p.personage,
                      answer: p.answer,
                      variant: p.variant ?? null,
                    })),
                    pairs: question.pairs,
                    duolingos: question.duolingos,
                  },
                  stats,
                );
              }
            }
          }
        }
      }
    }
  });
  return stats;
}

interface QuestionParts {
  images: (string | null)[];
  variants: { answer: string; imageUrl: string | null; isCorrect: boolean }[];
  personages: { personageNumber: number; answer: string; variant: number | null }[];
  pairs: { left: string; right: string }[];
  duolingos: { left: string; right: string }[];
}

/**
 * Variants, lines, pairs and pictures have no keys of their own and no progress points at them:
 * when any of them changed, the question's parts are written again as a whole.
 */
async function syncQuestionParts(
  tx: Tx,
  questionId: number,
  parts: QuestionParts,
  stats: ImportStats,
) {
  // One after another: a transaction is one connection, which runs one query at a time.
  const images = await tx
    .select()
    .from(questionImages)
    .where(eq(questionImages.questionId, questionId))
    .orderBy(asc(questionImages.order));
  const variants = await tx
    .select()
    .from(questionVariants)
    .where(eq(questionVariants.questionId, questionId))
    .orderBy(asc(questionVariants.order));
  const personages = await tx
    .select()
    .from(questionPersonages)
    .where(eq(questionPersonages.questionId, questionId))
    .orderBy(asc(questionPersonages.order));
  const pairs = await tx
    .select()
    .from(questionPairs)
    .where(eq(questionPairs.questionId, questionId))
    .orderBy(asc(questionPairs.order));
  const duolingos = await tx
    .select()
    .from(questionDuolingos)
    .where(eq(questionDuolingos.questionId, questionId))
    .orderBy(asc(questionDuolingos.order));
  const variantIndex = new Map(variants.map((v, i) => [v.id, i]));
  const current: QuestionParts = {
    images: images.map((i) => i.imageUrl),
    variants: variants.map((v) => ({
      answer: v.answer,
      imageUrl: v.imageUrl,
      isCorrect: v.isCorrect,
    })),
    personages: personages.map((p) => ({
      personageNumber: p.personageNumber,
      answer: p.answer,
      variant: p.variantId === null ? null : (variantIndex.get(p.variantId) ?? null),
    })),
    pairs: pairs.map((p) => ({ left: p.left, right: p.right })),
    duolingos: duolingos.map((d) => ({ left: d.leftAnswer, right: d.rightAnswer })),
  };
  if (JSON.stringify(current) === JSON.stringify(parts)) {
    stats.unchanged += 1;
    return;
  }
  stats.updated += 1;
  await tx.delete(questionImages).where(eq(questionImages.questionId, questionId));
  await tx.delete(questionPersonages).where(eq(questionPersonages.questionId, questionId));
  await tx.delete(questionVariants).where(eq(questionVariants.questionId, questionId));
  await tx.delete(questionPairs).where(eq(questionPairs.questionId, questionId));
  await tx.delete(questionDuolingos).where(eq(questionDuolingos.questionId, questionId));
  if (parts.images.length)
    await tx
      .insert(questionImages)
      .values(parts.images.map((imageUrl, order) => ({ questionId, imageUrl: imageUrl!, order })));
  const variantIds = parts.variants.length
    ? (
        await tx
          .insert(questionVariants)
          .values(parts.variants.map((v, order) => ({ ...v, questionId, order })))
          .returning({ id: questionVariants.id })
      ).map((r) => r.id)
    : [];
  if (parts.personages.length)
    await tx.insert(questionPersonages).values(
      parts.personages.map((p, order) => ({
        questionId,
        personageNumber: p.personageNumber,
        answer: p.answer,
        variantId: p.variant === null ? null : (variantIds[p.variant] ?? null),
        order,
      })),
    );
  if (parts.pairs.length)
    await tx
      .insert(questionPairs)
      .values(parts.pairs.map((p, order) => ({ questionId, left: p.left, right: p.right, order })));
  if (parts.duolingos.length)
    await tx.insert(questionDuolingos).values(
      parts.duolingos.map((d, order) => ({
        questionId,
        leftAnswer: d.left,
        rightAnswer: d.right,
        order,
      })),
    );
}

/** True when the catalogue has no course yet (a fresh database). */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  return (await db.$count(courses)) === 0;
}
