import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  blocks,
  courses,
  dictionaryWords,
  games,
  lessons,
  modules,
} from '../../db/schema/index.js';

/** One level's fields as the studio shows them. */
function node<T extends typeof courses | typeof modules | typeof blocks | typeof lessons>(
  table: T,
) {
  const { id, key, title, titleUz, order } = table;
  return { id, key, title, titleUz, order } as Pick<
    T,
    'id' | 'key' | 'title' | 'titleUz' | 'order'
  >;
}

export interface StudioNodeRow {
  id: number;
  key: string;
  title: string;
  titleUz: string | null;
  order: number;
}

/**
 * One row a lesson (or an empty course, module or block, its lower levels null), in course
 * order: what studio.service.ts builds the tree from.
 */
export interface StudioTreeRow {
  course: StudioNodeRow;
  module: StudioNodeRow | null;
  block: StudioNodeRow | null;
  lesson: (StudioNodeRow & { games: number; words: number }) | null;
}

export function createStudioRepository(db: Db) {
  return {
    /** Every course down to its lessons with their game and word counts: one statement. */
    async courseTree(): Promise<StudioTreeRow[]> {
      const gameCounts = db
        .select({ lessonId: games.lessonId, n: count().as('games') })
        .from(games)
        .groupBy(games.lessonId)
        .as('game_counts');
      const wordCounts = db
        .select({ lessonId: dictionaryWords.lessonId, n: count().as('words') })
        .from(dictionaryWords)
        .groupBy(dictionaryWords.lessonId)
        .as('word_counts');
      return db
        .select({
          course: node(courses),
          module: node(modules),
          block: node(blocks),
          lesson: {
            ...node(lessons),
            games: sql<number>`coalesce(${gameCounts.n}, 0)::int`,
            words: sql<number>`coalesce(${wordCounts.n}, 0)::int`,
          },
        })
        .from(courses)
        .leftJoin(modules, eq(modules.courseId, courses.id))
        .leftJoin(blocks, eq(blocks.moduleId, modules.id))
        .leftJoin(lessons, eq(lessons.blockId, blocks.id))
        .leftJoin(gameCounts, eq(gameCounts.lessonId, lessons.id))
        .leftJoin(wordCounts, eq(wordCounts.lessonId, lessons.id))
        .orderBy(
          asc(courses.order),
          asc(courses.id),
          asc(modules.order),
          asc(modules.id),
          asc(blocks.order),
          asc(blocks.id),
          asc(lessons.order),
          asc(lessons.id),
        );
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
