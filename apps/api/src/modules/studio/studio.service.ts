import { isGameType, type StudioCourse, type StudioGameTemplate } from '@bolajon/contract';
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

export interface StudioServiceDeps {
  repo: StudioRepository;
}

/** The course studio's rules (issue 23); who may call it is the routes' guard (ADR 0041). */
export function createStudioService({ repo }: StudioServiceDeps) {
  return {
    courses: async () => studioTree(await repo.courseTree()),
    /** Each game type's media from its first game in course order (a type no longer known is left out). */
    gameTemplates: async (): Promise<StudioGameTemplate[]> =>
      (await repo.gameTemplates()).flatMap(({ type, ...media }) =>
        isGameType(type) ? [{ type, ...media }] : [],
      ),
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
