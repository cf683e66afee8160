import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  questionDuolingos,
  questionImages,
  questionPairs,
  questionPersonages,
  questionVariants,
} from '../db/schema/index.js';
import type { ImportStats } from './sync-children.js';

/** A question's parts as stored: pictures, variants, dialogue lines, pairs, duolingo items. */
export interface QuestionParts {
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
export async function syncQuestionParts(
  tx: Tx,
  questionId: number,
  parts: QuestionParts,
  stats: ImportStats,
) {
  const current = await readQuestionParts(tx, questionId);
  if (JSON.stringify(current) === JSON.stringify(parts)) {
    stats.unchanged += 1;
    return;
  }
  stats.updated += 1;
  await deleteQuestionParts(tx, questionId);
  await insertQuestionParts(tx, questionId, parts);
}

/** The parts stored now, in the shape the pack gives them (a line's variant by its index). */
async function readQuestionParts(tx: Tx, questionId: number): Promise<QuestionParts> {
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
  return {
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
}

async function deleteQuestionParts(tx: Tx, questionId: number) {
  await tx.delete(questionImages).where(eq(questionImages.questionId, questionId));
  await tx.delete(questionPersonages).where(eq(questionPersonages.questionId, questionId));
  await tx.delete(questionVariants).where(eq(questionVariants.questionId, questionId));
  await tx.delete(questionPairs).where(eq(questionPairs.questionId, questionId));
  await tx.delete(questionDuolingos).where(eq(questionDuolingos.questionId, questionId));
}

async function insertQuestionParts(tx: Tx, questionId: number, parts: QuestionParts) {
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
