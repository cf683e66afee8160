import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  blocks,
  courses,
  dictionaryWords,
  games,
  lessons,
  modules,
  questions,
  studioDrafts,
  studioPublishes,
  userDictionary,
  userGames,
  userQuestions,
  users,
} from '../../db/schema/index.js';
import { courseOrder } from '../catalogue/catalogue.repository.js';

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

/** Where a block or a lesson sits: its block, its course and its key path. */
export interface StudioPlace {
  courseId: number;
  blockId: number;
  /** `course/module/block`, the lesson's key added by the caller. */
  blockPath: string;
}

export type StudioDraftRow = typeof studioDrafts.$inferSelect & {
  editor: { id: number; name: string } | null;
};

export type NewStudioDraft = Omit<typeof studioDrafts.$inferInsert, 'id' | 'updatedAt'>;

const blockPath = sql<string>`${courses.key} || '/' || ${modules.key} || '/' || ${blocks.key}`;

export function createStudioRepository(db: Db) {
  const placeOf = (tx: Db | Tx) =>
    tx
      .select({ courseId: courses.id, blockId: blocks.id, blockPath })
      .from(blocks)
      .innerJoin(modules, eq(modules.id, blocks.moduleId))
      .innerJoin(courses, eq(courses.id, modules.courseId));
  const draftsWithEditor = (tx: Db | Tx) =>
    tx
      .select({
        ...getTableColumns(studioDrafts),
        editor: { id: users.id, name: users.name },
      })
      .from(studioDrafts)
      .leftJoin(users, eq(users.id, studioDrafts.updatedBy));

  return {
    /** A block's place; undefined for no such block. */
    async blockPlace(blockId: number, tx: Db | Tx = db): Promise<StudioPlace | undefined> {
      const [row] = await placeOf(tx).where(eq(blocks.id, blockId));
      return row;
    },

    /** A published lesson's place and key; undefined for no such lesson. */
    async lessonPlace(
      lessonId: number,
      tx: Db | Tx = db,
    ): Promise<(StudioPlace & { lessonId: number; key: string }) | undefined> {
      const [row] = await tx
        .select({
          courseId: courses.id,
          blockId: blocks.id,
          blockPath,
          lessonId: lessons.id,
          key: lessons.key,
        })
        .from(lessons)
        .innerJoin(blocks, eq(blocks.id, lessons.blockId))
        .innerJoin(modules, eq(modules.id, blocks.moduleId))
        .innerJoin(courses, eq(courses.id, modules.courseId))
        .where(eq(lessons.id, lessonId));
      return row;
    },

    /** The draft of a published lesson, with who saved it last. */
    async draftOfLesson(lessonId: number, tx: Db | Tx = db): Promise<StudioDraftRow | undefined> {
      const [row] = await draftsWithEditor(tx).where(eq(studioDrafts.lessonId, lessonId));
      return row;
    },

    async draftById(draftId: number, tx: Db | Tx = db): Promise<StudioDraftRow | undefined> {
      const [row] = await draftsWithEditor(tx).where(eq(studioDrafts.id, draftId));
      return row;
    },

    /**
     * Whether `key` is taken in the block by a lesson other than `lessonId` or by a draft other
     * than `draftId` (a new lesson's): one statement.
     */
    async keyTaken(
      blockId: number,
      key: string,
      except: { lessonId: number | null; draftId: number | null },
      tx: Db | Tx = db,
    ): Promise<boolean> {
      const otherLesson = tx
        .select({ one: sql`1` })
        .from(lessons)
        .where(
          and(
            eq(lessons.blockId, blockId),
            eq(lessons.key, key),
            except.lessonId === null ? undefined : ne(lessons.id, except.lessonId),
          ),
        );
      const otherDraft = tx
        .select({ one: sql`1` })
        .from(studioDrafts)
        .where(
          and(
            eq(studioDrafts.blockId, blockId),
            eq(studioDrafts.lessonKey, key),
            except.draftId === null ? undefined : ne(studioDrafts.id, except.draftId),
            except.lessonId === null
              ? undefined
              : or(
                  sql`${studioDrafts.lessonId} is null`,
                  ne(studioDrafts.lessonId, except.lessonId),
                ),
          ),
        );
      const [row] = await tx
        .select({ taken: sql<boolean>`exists (${otherLesson}) or exists (${otherDraft})` })
        .from(sql`(select 1) as one`);
      return row?.taken === true;
    },

    /** Saves a published lesson's draft: the one draft of that lesson, created or replaced. */
    async saveLessonDraft(values: NewStudioDraft, tx: Db | Tx = db): Promise<number> {
      const [row] = await tx
        .insert(studioDrafts)
        .values(values)
        .onConflictDoUpdate({
          target: studioDrafts.lessonId,
          set: {
            lessonKey: values.lessonKey,
            data: values.data,
            updatedBy: values.updatedBy,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: studioDrafts.id });
      return row!.id;
    },

    /** A new lesson's draft; its key is free in the block (the caller checked). */
    async insertDraft(values: NewStudioDraft, tx: Db | Tx = db): Promise<number> {
      const [row] = await tx.insert(studioDrafts).values(values).returning({ id: studioDrafts.id });
      return row!.id;
    },

    /** Replaces a draft's lesson; false when the draft is gone. */
    async updateDraft(
      draftId: number,
      values: { lessonKey: string; data: unknown; updatedBy: number },
      tx: Db | Tx = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(studioDrafts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(studioDrafts.id, draftId))
        .returning({ id: studioDrafts.id });
      return rows.length > 0;
    },

    /** The draft, locked until the transaction ends (a publish); undefined when gone. */
    async lockDraft(draftId: number, tx: Tx) {
      const [row] = await tx
        .select()
        .from(studioDrafts)
        .where(eq(studioDrafts.id, draftId))
        .for('update');
      return row;
    },

    async deleteDraft(draftId: number, tx: Db | Tx = db): Promise<boolean> {
      const rows = await tx
        .delete(studioDrafts)
        .where(eq(studioDrafts.id, draftId))
        .returning({ id: studioDrafts.id });
      return rows.length > 0;
    },

    /** Every draft, newest first, with who saved it last: one statement. */
    async listDrafts() {
      return db
        .select({
          draftId: studioDrafts.id,
          lessonId: studioDrafts.lessonId,
          blockId: studioDrafts.blockId,
          key: studioDrafts.lessonKey,
          title: sql<string>`coalesce(${studioDrafts.data} ->> 'title', '')`,
          updatedAt: studioDrafts.updatedAt,
          editor: { id: users.id, name: users.name },
        })
        .from(studioDrafts)
        .leftJoin(users, eq(users.id, studioDrafts.updatedBy))
        .orderBy(desc(studioDrafts.updatedAt), desc(studioDrafts.id));
    },

    /** The last `limit` publishes, newest first, with who published: one statement. */
    async listPublishes(limit: number) {
      return (
        db
          .select({
            ...getTableColumns(studioPublishes),
            editor: { id: users.id, name: users.name },
          })
          .from(studioPublishes)
          .leftJoin(users, eq(users.id, studioPublishes.actorId))
          // The publish log (its contract has no kind yet); deletes, reorders and imports are
          // audited in the same table (ADR 0046).
          .where(eq(studioPublishes.kind, 'publish'))
          .orderBy(desc(studioPublishes.id))
          .limit(limit)
      );
    },

    async recordPublish(values: typeof studioPublishes.$inferInsert, tx: Tx): Promise<void> {
      await tx.insert(studioPublishes).values(values);
    },

    /**
     * For each game type, the media of its first published game in course order: one statement
     * (`distinct on` the type, the first row of each in course order).
     */
    async gameTemplates() {
      return db
        .selectDistinctOn([games.type], {
          type: games.type,
          mainImage: games.mainImage,
          videoFirst: games.videoFirst,
          videoFirstPoster: games.videoFirstPoster,
          videoFirstUz: games.videoFirstUz,
          videoFirstPosterUz: games.videoFirstPosterUz,
          videoLast: games.videoLast,
          videoLastPoster: games.videoLastPoster,
        })
        .from(games)
        .innerJoin(lessons, eq(lessons.id, games.lessonId))
        .innerJoin(blocks, eq(blocks.id, lessons.blockId))
        .innerJoin(modules, eq(modules.id, blocks.moduleId))
        .innerJoin(courses, eq(courses.id, modules.courseId))
        .orderBy(asc(games.type), ...courseOrder, asc(games.order), asc(games.id));
    },

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
        .orderBy(...courseOrder);
    },

    /**
     * What learners have on each of the lesson's games (in game order): answers kept, stars
     * earned, and the children with any answer or star there. One statement for the games, one
     * for the lesson's children (a child on two games counts once).
     */
    async lessonImpact(lessonId: number) {
      // Children with an answer or a star on the games `gameIds` names (a correlated column or
      // a subquery), or in `also` (more children: those with marks on the lesson's words).
      const learnersOf = (gameIds: SQL, also?: SQL) => {
        const answered = db
          .select({ childId: userQuestions.childId })
          .from(userQuestions)
          .where(inArray(userQuestions.gameId, gameIds));
        const starred = db
          .select({ childId: userGames.childId })
          .from(userGames)
          .where(and(gt(userGames.stars, 0), inArray(userGames.gameId, gameIds)));
        const more = also ? sql` union ${also}` : sql``;
        return sql<number>`(select count(distinct t.child_id)::int from (${answered} union ${starred}${more}) t)`;
      };
      // The lesson's words, and the learners' dictionary marks on them (they go with the words).
      const lessonWords = db
        .select({ id: dictionaryWords.id })
        .from(dictionaryWords)
        .where(eq(dictionaryWords.lessonId, lessonId));
      const markers = db
        .select({ childId: userDictionary.childId })
        .from(userDictionary)
        .where(inArray(userDictionary.wordId, lessonWords));
      // Drizzle writes a one-table query's columns unqualified: the outer game is named in full.
      const outerGame = sql`${sql.identifier('games')}.${sql.identifier('id')}`;
      const lessonGames = db
        .select({ id: games.id })
        .from(games)
        .where(eq(games.lessonId, lessonId));
      const [perGame, [total]] = await Promise.all([
        db
          .select({
            key: games.key,
            learners: learnersOf(sql`(${outerGame})`),
            answers: sql<number>`(${db
              .select({ n: sql`count(*)::int` })
              .from(userQuestions)
              .where(eq(userQuestions.gameId, outerGame))})`,
            stars: sql<number>`(${db
              .select({ n: sql`coalesce(sum(${userGames.stars}), 0)::int` })
              .from(userGames)
              .where(eq(userGames.gameId, outerGame))})`,
          })
          .from(games)
          .where(eq(games.lessonId, lessonId))
          .orderBy(asc(games.order), asc(games.id)),
        db
          .select({
            learners: learnersOf(sql`(${lessonGames})`, sql`${markers}`),
            wordMarks: sql<number>`(select count(*)::int from (${markers}) m)`,
          })
          .from(sql`(select 1) as one`),
      ]);
      return {
        learners: total?.learners ?? 0,
        wordMarks: total?.wordMarks ?? 0,
        games: perGame,
      };
    },

    /**
     * Deletes a published lesson. Its games, questions and their parts, words, awards, draft and
     * every learner row on them go with it by their foreign keys' ON DELETE CASCADE. Returns how
     * many catalogue items went (the lesson, its words, games and questions); null: no lesson.
     */
    async deleteLesson(lessonId: number, tx: Tx): Promise<number | null> {
      const words = tx
        .select({ n: sql`count(*)::int` })
        .from(dictionaryWords)
        .where(eq(dictionaryWords.lessonId, lessonId));
      const lessonGames = tx
        .select({ n: sql`count(*)::int` })
        .from(games)
        .where(eq(games.lessonId, lessonId));
      const lessonQuestions = tx
        .select({ n: sql`count(*)::int` })
        .from(questions)
        .innerJoin(games, eq(games.id, questions.gameId))
        .where(eq(games.lessonId, lessonId));
      const [items] = await tx
        .select({ n: sql<number>`1 + (${words}) + (${lessonGames}) + (${lessonQuestions})` })
        .from(lessons)
        .where(eq(lessons.id, lessonId))
        .for('update');
      if (!items) return null;
      await tx.delete(lessons).where(eq(lessons.id, lessonId));
      return items.n;
    },

    /** The block's lessons in their order, locked until the transaction ends. */
    async lockBlockLessons(blockId: number, tx: Tx) {
      return tx
        .select({ id: lessons.id, order: lessons.order })
        .from(lessons)
        .where(eq(lessons.blockId, blockId))
        .orderBy(asc(lessons.order), asc(lessons.id))
        .for('update');
    },

    /** Gives each lesson of the block its place in `lessonIds` as its order: one statement. */
    async setLessonOrder(blockId: number, lessonIds: number[], tx: Tx): Promise<void> {
      const cases = lessonIds.map((id, order) => sql`when ${id} then ${order}::int`);
      await tx
        .update(lessons)
        .set({ order: sql`case ${lessons.id} ${sql.join(cases, sql` `)} end` })
        .where(and(eq(lessons.blockId, blockId), inArray(lessons.id, lessonIds)));
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
