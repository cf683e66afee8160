import { speechVoice } from '@bolajon/contract';
import { asc, eq } from 'drizzle-orm';
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
import { bumpContentVersion } from '../modules/content-cache/content-version.js';
import type { LoadedPack } from './load-pack.js';
import { audioSource, translationVoice } from './pack-audio.js';
import { syncChildren, type ImportStats } from './sync-children.js';

export type { ImportStats };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const differs = (row: Record<string, unknown>, values: Record<string, unknown>) =>
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
  /** The public URL of a media file named in `file`, stored once however often it is named. */
  const put = async (file: string, relative: string) => {
    const absolute = pack.media(file, relative);
    let stored = urls.get(absolute);
    if (!stored) {
      stored = await media.putFile(absolute);
      urls.set(absolute, stored);
    }
    return stored;
  };
  const url = async (file: string, relative: string | undefined) =>
    relative ? put(file, relative) : null;
  /** What speaks a text: its recording, else its rendered file, else nothing (pack-audio.ts). */
  const spoken = async (
    file: string,
    text: string,
    recording: string | undefined,
    voice = speechVoice(text),
  ) => {
    const source = audioSource(pack.renderedAudio, { voice, text, recording });
    return source ? put(file, source) : null;
  };

  await db.transaction(async (tx: Tx) => {
    for (const [courseOrder, course] of pack.courses.entries()) {
      // A course is its own scope: matched on its key, never deleted by another pack.
      const courseIds = await syncChildren(tx, stats, {
        table: courses,
        parentColumn: 'key',
        parentId: course.key,
        keyColumn: 'key',
        rows: [
          {
            key: course.key,
            title: course.title,
            titleUz: course.titleUz ?? null,
            order: courseOrder,
          },
        ],
        onUpdate: { updatedAt: new Date() },
      });
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
        const moduleId = moduleIds.get(module.key)!;
        const file = module.file;
        const blockIds = await syncChildren(tx, stats, {
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
          const blockId = blockIds.get(block.key)!;
          const lessonIds = await syncChildren(tx, stats, {
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
          for (const lesson of block.lessons) {
            const lessonId = lessonIds.get(lesson.key)!;
            const words = [];
            for (const [order, w] of lesson.words.entries()) {
              words.push({
                lessonId,
                key: w.key,
                word: w.word,
                translation: w.translation,
                imageUrl: await url(file, w.image),
                audioUrl: await spoken(file, w.word, w.audio),
                translationAudioUrl: await spoken(
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
                mainImage: await put(file, g.mainImage),
                videoFirst: await put(file, g.videoFirst),
                videoFirstPoster: await put(file, g.videoFirstPoster),
                videoLast: await put(file, g.videoLast),
                videoLastPoster: await put(file, g.videoLastPoster),
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

            for (const game of lesson.games) {
              const gameId = gameIds.get(game.key)!;
              const achievementRows = [];
              for (const [order, a] of game.achievements.entries()) {
                achievementRows.push({
                  gameId,
                  key: a.key,
                  title: a.title,
                  description: a.description,
                  imageUrl: await put(file, a.image),
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
                  audioUrl: await spoken(file, q.text, q.audio),
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
                const questionId = questionIds.get(question.key)!;
                await syncQuestionParts(
                  tx,
                  questionId,
                  {
                    images: await Promise.all(question.images.map((img) => put(file, img))),
                    variants: await Promise.all(
                      question.variants.map(async (v) => ({
                        answer: v.answer,
                        imageUrl: await url(file, v.image),
                        audioUrl: await spoken(file, v.answer, v.audio),
                        isCorrect: v.correct,
                      })),
                    ),
                    personages: await Promise.all(
                      question.personages.map(async (p) => ({
                        personageNumber: p.personage,
                        answer: p.answer,
                        audioUrl: await spoken(file, p.answer, p.audio),
                        variant: p.variant ?? null,
                      })),
                    ),
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
    // API processes cache content by this version (ADR 0018): a change moves it, in the same
    // transaction, so no process can see the new version with the old content.
    if (stats.created + stats.updated + stats.deleted > 0) await bumpContentVersion(tx);
  });
  return stats;
}

interface QuestionParts {
  images: string[];
  variants: {
    answer: string;
    imageUrl: string | null;
    audioUrl: string | null;
    isCorrect: boolean;
  }[];
  personages: {
    personageNumber: number;
    answer: string;
    audioUrl: string | null;
    variant: number | null;
  }[];
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
      audioUrl: v.audioUrl,
      isCorrect: v.isCorrect,
    })),
    personages: personages.map((p) => ({
      personageNumber: p.personageNumber,
      answer: p.answer,
      audioUrl: p.audioUrl,
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
      .values(parts.images.map((imageUrl, order) => ({ questionId, imageUrl, order })));
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
        audioUrl: p.audioUrl,
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
