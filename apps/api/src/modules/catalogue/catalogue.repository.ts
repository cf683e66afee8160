import {
  placeDialogueLines,
  type GameType,
  type LessonPath,
  type Question,
  type Settings,
} from '@bolajon/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markFirstOfCourse } from '../access/course-access.js';
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
} from '../../db/schema/index.js';

export interface LessonInCourse {
  id: number;
  title: string;
  titleUz: string | null;
  courseId: number;
  path: LessonPath;
  /** The first lesson of its course is free to everyone. */
  isFirstOfCourse: boolean;
}

export interface LessonInTree {
  id: number;
  title: string;
  titleUz: string | null;
  blockTitle: string;
  blockTitleUz: string | null;
  courseId: number;
  isFirstOfCourse: boolean;
  /** The lesson's dictionary words: what its show-and-say step shows (0: a review lesson). */
  newWords: number;
}

/** The columns of a lesson's path, selected from lessons joined to blocks, modules and courses. */
export const lessonPathColumns = {
  lessonId: lessons.id,
  lessonTitle: lessons.title,
  lessonTitleUz: lessons.titleUz,
  blockTitle: blocks.title,
  blockTitleUz: blocks.titleUz,
  moduleTitle: modules.title,
  moduleTitleUz: modules.titleUz,
  courseId: courses.id,
  courseTitle: courses.title,
  courseTitleUz: courses.titleUz,
};

type LessonPathRow = {
  [K in keyof typeof lessonPathColumns]: (typeof lessonPathColumns)[K]['_'] extends {
    data: infer Data;
    notNull: infer NotNull;
  }
    ? NotNull extends true
      ? Data
      : Data | null
    : never;
};

export function toLessonPath(row: LessonPathRow): LessonPath {
  return {
    id: row.lessonId,
    title: row.lessonTitle,
    titleUz: row.lessonTitleUz,
    block: {
      title: row.blockTitle,
      titleUz: row.blockTitleUz,
      module: {
        title: row.moduleTitle,
        titleUz: row.moduleTitleUz,
        course: { id: row.courseId, title: row.courseTitle, titleUz: row.courseTitleUz },
      },
    },
  };
}

/**
 * Course order, total: every level by its `order`, then by id, so two siblings with the same
 * order never swap between requests (which lesson is a course's free first one depends on it).
 */
export const courseOrder = [
  asc(courses.order),
  asc(courses.id),
  asc(modules.order),
  asc(modules.id),
  asc(blocks.order),
  asc(blocks.id),
  asc(lessons.order),
  asc(lessons.id),
];

export function createCatalogueRepository(db: Db) {
  /** Every lesson in course order, with its path — one query. */
  async function lessonsInOrder(where?: ReturnType<typeof eq>): Promise<LessonInCourse[]> {
    const rows = await db
      .select(lessonPathColumns)
      .from(lessons)
      .innerJoin(blocks, eq(blocks.id, lessons.blockId))
      .innerJoin(modules, eq(modules.id, blocks.moduleId))
      .innerJoin(courses, eq(courses.id, modules.courseId))
      .where(where)
      .orderBy(...courseOrder);
    return markFirstOfCourse(
      rows.map((row) => ({
        id: row.lessonId,
        title: row.lessonTitle,
        titleUz: row.lessonTitleUz,
        courseId: row.courseId,
        path: toLessonPath(row),
      })),
    );
  }

  return {
    lessonsInOrder: () => lessonsInOrder(),

    /** The lessons of the course that holds `lessonId`, in order (none when it does not exist). */
    lessonsOfCourseOf: (lessonId: number) =>
      lessonsInOrder(
        eq(
          modules.courseId,
          sql`(select m.course_id from lessons l
               join blocks b on b.id = l.block_id
               join modules m on m.id = b.module_id
               where l.id = ${lessonId})`,
        ),
      ),

    async lessonPath(lessonId: number) {
      const [lesson] = await lessonsInOrder(eq(lessons.id, lessonId));
      return lesson?.path ?? null;
    },

    /** Every lesson with its games, in course order: one query. */
    async courseTree() {
      const rows = await db
        .select({
          lessonId: lessons.id,
          lessonTitle: lessons.title,
          lessonTitleUz: lessons.titleUz,
          blockTitle: blocks.title,
          blockTitleUz: blocks.titleUz,
          courseId: modules.courseId,
          // Per row of the join, from the words' lesson index: still the one statement.
          newWords: sql<number>`(select count(*)::int from ${dictionaryWords} where ${dictionaryWords.lessonId} = ${lessons.id})`,
          gameId: games.id,
        })
        .from(lessons)
        .innerJoin(blocks, eq(blocks.id, lessons.blockId))
        .innerJoin(modules, eq(modules.id, blocks.moduleId))
        .innerJoin(courses, eq(courses.id, modules.courseId))
        .leftJoin(games, eq(games.lessonId, lessons.id))
        .orderBy(...courseOrder, asc(games.order), asc(games.id));
      const tree: (Omit<LessonInTree, 'isFirstOfCourse'> & { games: { id: number }[] })[] = [];
      for (const row of rows) {
        let lesson = tree.at(-1);
        if (lesson?.id !== row.lessonId) {
          lesson = {
            id: row.lessonId,
            title: row.lessonTitle,
            titleUz: row.lessonTitleUz,
            blockTitle: row.blockTitle,
            blockTitleUz: row.blockTitleUz,
            courseId: row.courseId,
            newWords: Number(row.newWords),
            games: [],
          };
          tree.push(lesson);
        }
        if (row.gameId !== null) lesson.games.push({ id: row.gameId });
      }
      return markFirstOfCourse(tree);
    },

    /** All games of the given lessons, in lesson then game order. */
    gamesOfLessons(lessonIds: number[]) {
      if (lessonIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: games.id, lessonId: games.lessonId, type: games.type, order: games.order })
        .from(games)
        .where(inArray(games.lessonId, lessonIds))
        .orderBy(asc(games.lessonId), asc(games.order));
    },

    async gameById(id: number) {
      const [row] = await db
        .select({ game: games, lessonTitle: lessons.title, lessonTitleUz: lessons.titleUz })
        .from(games)
        .innerJoin(lessons, eq(lessons.id, games.lessonId))
        .where(eq(games.id, id));
      if (!row) return null;
      const list = await db
        .select({
          id: achievements.id,
          title: achievements.title,
          description: achievements.description,
          titleUz: achievements.titleUz,
          descriptionUz: achievements.descriptionUz,
          imageUrl: achievements.imageUrl,
        })
        .from(achievements)
        .where(eq(achievements.gameId, id))
        .orderBy(asc(achievements.order));
      const { game } = row;
      return {
        id: game.id,
        lessonId: game.lessonId,
        title: game.title,
        titleUz: game.titleUz,
        type: game.type as GameType,
        instruction: game.instruction,
        instructionUz: game.instructionUz,
        instructionAudioUrl: game.instructionAudioUrl,
        instructionUzAudioUrl: game.instructionUzAudioUrl,
        mainImage: game.mainImage,
        videoFirst: game.videoFirst,
        videoFirstPoster: game.videoFirstPoster,
        videoFirstUz: game.videoFirstUz,
        videoFirstPosterUz: game.videoFirstPosterUz,
        videoLast: game.videoLast,
        videoLastPoster: game.videoLastPoster,
        number: game.order + 1,
        lesson: { id: game.lessonId, title: row.lessonTitle, titleUz: row.lessonTitleUz },
        achievements: list,
      };
    },

    /** A game's questions with every part: six queries whatever the number of questions. */
    async questionsOfGame(gameId: number): Promise<Question[]> {
      const list = await db
        .select()
        .from(questions)
        .where(eq(questions.gameId, gameId))
        .orderBy(asc(questions.order));
      if (list.length === 0) return [];
      const ids = list.map((q) => q.id);
      const [images, variants, personages, duolingos, pairs] = await Promise.all([
        db
          .select()
          .from(questionImages)
          .where(inArray(questionImages.questionId, ids))
          .orderBy(asc(questionImages.order)),
        db
          .select()
          .from(questionVariants)
          .where(inArray(questionVariants.questionId, ids))
          .orderBy(asc(questionVariants.order)),
        db
          .select()
          .from(questionPersonages)
          .where(inArray(questionPersonages.questionId, ids))
          .orderBy(asc(questionPersonages.order)),
        db
          .select()
          .from(questionDuolingos)
          .where(inArray(questionDuolingos.questionId, ids))
          .orderBy(asc(questionDuolingos.order)),
        db
          .select()
          .from(questionPairs)
          .where(inArray(questionPairs.questionId, ids))
          .orderBy(asc(questionPairs.order)),
      ]);
      const group = <T extends { questionId: number }>(rows: T[]) => {
        const map = new Map<number, T[]>();
        for (const row of rows) map.set(row.questionId, [...(map.get(row.questionId) ?? []), row]);
        return (id: number) => map.get(id) ?? [];
      };
      const imagesOf = group(images);
      const variantsOf = group(variants);
      const personagesOf = group(personages);
      const duolingosOf = group(duolingos);
      const pairsOf = group(pairs);
      const personage = (p: (typeof personages)[number]) => ({
        id: p.id,
        answer: p.answer,
        audioUrl: p.audioUrl,
        order: p.order,
        personageNumber: p.personageNumber,
        variantId: p.variantId,
      });
      return list.map((q) => ({
        id: q.id,
        text: q.text,
        audioUrl: q.audioUrl,
        promptUz: q.promptUz,
        promptUzAudioUrl: q.promptUzAudioUrl,
        order: q.order,
        questionImages: imagesOf(q.id).map((i) => ({ id: i.id, imageUrl: i.imageUrl })),
        questionVariants: placeDialogueLines(
          q.id,
          variantsOf(q.id).map((v) => ({
            id: v.id,
            answer: v.answer,
            imageUrl: v.imageUrl,
            audioUrl: v.audioUrl,
            isCorrect: v.isCorrect,
            order: v.order,
          })),
          personagesOf(q.id).map(personage),
        ),
        questionDuolingos: duolingosOf(q.id).map((d) => ({
          id: d.id,
          leftAnswer: d.leftAnswer,
          rightAnswer: d.rightAnswer,
        })),
        pairs: pairsOf(q.id).map((p) => ({ id: p.id, left: p.left, right: p.right })),
        game: { id: gameId },
      }));
    },

    async wordsOfLesson(lessonId: number) {
      return db
        .select({
          id: dictionaryWords.id,
          word: dictionaryWords.word,
          translation: dictionaryWords.translation,
          imageUrl: dictionaryWords.imageUrl,
          audioUrl: dictionaryWords.audioUrl,
          translationAudioUrl: dictionaryWords.translationAudioUrl,
        })
        .from(dictionaryWords)
        .where(eq(dictionaryWords.lessonId, lessonId))
        .orderBy(asc(dictionaryWords.order));
    },

    async settings(): Promise<Settings | null> {
      const [row] = await db.select().from(settings);
      if (!row) return null;
      const { id: _id, ...rest } = row;
      return rest;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
