import {
  isGameType,
  type StudioCourse,
  type StudioGameTemplate,
  type StudioLessonImpact,
} from '@bolajon/contract';
import type { Transaction } from '../../db/client.js';
import { badRequest, notFound } from '../../errors.js';
import { bumpContentVersion, readContentVersion } from '../content-cache/content-version.js';
import type { StudioRepository, StudioTreeRow } from './studio.repository.js';

/**
 * The course tree from its rows in course order (one a lesson; an empty course, module or block
 * has one row with its lower levels null): each level once, in the order its rows come.
 */
export function studioTree(rows: StudioTreeRow[]): StudioCourse[] {
  const tree: StudioCourse[] = [];
  for (const row of rows) {
    let course = tree.at(-1);
    if (course?.id !== row.course.id) {
      course = { ...row.course, modules: [] };
      tree.push(course);
    }
    if (!row.module) continue;
    let module = course.modules.at(-1);
    if (module?.id !== row.module.id) {
      module = { ...row.module, blocks: [] };
      course.modules.push(module);
    }
    if (!row.block) continue;
    let block = module.blocks.at(-1);
    if (block?.id !== row.block.id) {
      block = { ...row.block, lessons: [] };
      module.blocks.push(block);
    }
    if (row.lesson) block.lessons.push(row.lesson);
  }
  return tree;
}

/**
 * Why `wanted` is not a new order of the block's lessons `current` (each named exactly once), or
 * null when it is.
 */
export function lessonOrderProblem(current: readonly number[], wanted: readonly number[]) {
  const inBlock = new Set(current);
  const seen = new Set<number>();
  for (const id of wanted) {
    if (!inBlock.has(id)) return `Lesson ${id} is not in this block`;
    if (seen.has(id)) return `Lesson ${id} is named twice`;
    seen.add(id);
  }
  const missing = current.filter((id) => !seen.has(id));
  if (missing.length > 0)
    return `The order must name every lesson of the block; missing: ${missing.join(', ')}`;
  return null;
}

/**
 * How many lessons stand at another place in `wanted` than in `current` (the block's lessons as
 * learners see them). By place, not by the stored `order`: a delete leaves a gap in those numbers,
 * and the same order again must still count as no move.
 */
export function lessonsMoved(current: readonly number[], wanted: readonly number[]): number {
  return wanted.filter((id, place) => current[place] !== id).length;
}

export interface StudioServiceDeps {
  repo: StudioRepository;
  transaction: Transaction;
}

/** The course studio's rules (issue 23); who may call it is the routes' guard (ADR 0041). */
export function createStudioService({ repo, transaction }: StudioServiceDeps) {
  return {
    courses: async () => studioTree(await repo.courseTree()),

    /** What learners would lose with the lesson: per game, and children counted once. */
    async lessonImpact(lessonId: number): Promise<StudioLessonImpact> {
      if (!(await repo.lessonPlace(lessonId))) throw notFound('No such lesson');
      const { learners, wordMarks, games } = await repo.lessonImpact(lessonId);
      const sum = (field: 'answers' | 'stars') => games.reduce((n, g) => n + g[field], 0);
      return { learners, answers: sum('answers'), stars: sum('stars'), wordMarks, games };
    },

    /**
     * Deletes a published lesson at once (ADR 0046) with everything under it and learners' rows
     * on it, its draft too; moves the content version; audited as a `delete`.
     */
    async deleteLesson(lessonId: number, actorId: number): Promise<void> {
      await transaction(async (tx) => {
        const place = await repo.lessonPlace(lessonId, tx);
        if (!place) throw notFound('No such lesson');
        const deleted = await repo.deleteLesson(lessonId, tx);
        if (deleted === null) throw notFound('No such lesson');
        await bumpContentVersion(tx);
        await repo.recordPublish(
          {
            kind: 'delete',
            actorId,
            // The row is gone: the key path says which lesson it was.
            lessonId: null,
            lessonPath: `${place.blockPath}/${place.key}`,
            created: 0,
            updated: 0,
            deleted,
            unchanged: 0,
            contentVersion: await readContentVersion(tx),
          },
          tx,
        );
      });
    },

    /**
     * Puts the block's lessons in the order given (every one of them, once, else 400 and
     * nothing changes). A move changes the version and is audited as a `reorder` of the block,
     * `updated` counting the lessons whose place changed; the same order again changes nothing.
     */
    async orderLessons(blockId: number, lessonIds: number[], actorId: number): Promise<void> {
      await transaction(async (tx) => {
        const place = await repo.blockPlace(blockId, tx);
        if (!place) throw notFound('No such block');
        const current = await repo.lockBlockLessons(blockId, tx);
        const problem = lessonOrderProblem(
          current.map((l) => l.id),
          lessonIds,
        );
        if (problem) throw badRequest(problem);
        const moved = lessonsMoved(
          current.map((l) => l.id),
          lessonIds,
        );
        if (moved === 0) return;
        await repo.setLessonOrder(blockId, lessonIds, tx);
        await bumpContentVersion(tx);
        await repo.recordPublish(
          {
            kind: 'reorder',
            actorId,
            lessonId: null,
            lessonPath: place.blockPath,
            created: 0,
            updated: moved,
            deleted: 0,
            unchanged: lessonIds.length - moved,
            contentVersion: await readContentVersion(tx),
          },
          tx,
        );
      });
    },
    /** Each game type's media from its first game in course order (a type no longer known is left out). */
    gameTemplates: async (): Promise<StudioGameTemplate[]> =>
      (await repo.gameTemplates()).flatMap(({ type, ...media }) =>
        isGameType(type) ? [{ type, ...media }] : [],
      ),
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
