import path from 'node:path';
import {
  errorCodes,
  type StudioDraft,
  type StudioDraftSummary,
  type StudioLessonIssue,
  type StudioNewLessonBody,
  type StudioPublishEntry,
  type StudioPublishResult,
  toStorePaths,
} from '@bolajon/contract';
import type { Db, Transaction } from '../../db/client.js';
import { exportLesson } from '../../content/export-pack.js';
import { importLesson } from '../../content/import-pack.js';
import { validateLesson, type PackLesson } from '../../content/load-pack.js';
import type { LoadedPack } from '../../content/pack-types.js';
import { checkTeaching, type TeachingRule } from '../../content/teaching-checks.js';
import { AppError, notFound } from '../../errors.js';
import type { MediaStore } from '../../media/media-store.js';
import { readContentVersion } from '../content-cache/content-version.js';
import type { StudioDraftRow, StudioRepository } from './studio.repository.js';

/*
 * Drafts and publish (issue 23, ADR 0044). A draft is a lesson in the pack's own shape, its media
 * as `/media/...` URLs. To the loader and the importer a draft is a one-lesson pack whose folder
 * is the media store: `/media/c/x.webp` is the pack path `c/x.webp` there, so a draft is checked
 * by the loader's own lesson checks and published by the importer's own sync.
 */

/** 400: the lesson as the importer would refuse it, every issue with its path. */
export const lessonRefused = (issues: StudioLessonIssue[]) =>
  new AppError(
    400,
    errorCodes.validation,
    issues.map((i) => `${i.path}: ${i.message}`).join('; '),
    // The error handler spreads `details` into the body as it is: the issues travel as a list.
    { details: { issues } as unknown as Record<string, string> },
  );

/** 409: a key the block already has, published or drafted. */
const keyTaken = (key: string) =>
  new AppError(409, errorCodes.validation, `The block already has a lesson "${key}"`);

/** A one-lesson pack around a validated draft: its media and sound come from the media store. */
export function draftPack(
  lesson: PackLesson,
  mediaDir: string,
  renderedAudio: ReadonlyMap<string, string>,
): LoadedPack {
  const file = '';
  return {
    dir: mediaDir,
    courses: [
      {
        key: 'studio',
        title: 'studio',
        file,
        modules: [
          {
            key: 'studio',
            title: 'studio',
            file,
            blocks: [{ key: 'studio', title: 'studio', lessons: [lesson] }],
          },
        ],
      },
    ],
    media: (_file, relative) => path.resolve(mediaDir, relative),
    renderedAudio: new Map(
      [...renderedAudio].map(([key, url]) => [key, String(toStorePaths(url, 'audio'))]),
    ),
    lineOf: () => undefined,
  };
}

/**
 * The errors of content:check's teaching checks that one lesson decides alone (a symbol the
 * voice reads aloud, one text with two `say`s), with its messages. The rest need the course
 * around the lesson (reviews, patterns) or are warnings.
 */
const LESSON_TEACHING_ERRORS: ReadonlySet<TeachingRule> = new Set([
  'read-aloud-symbol',
  'two-pronunciations',
]);

export function lessonTeachingErrors(lesson: PackLesson, mediaDir: string): StudioLessonIssue[] {
  const inPack = /^modules\[0\]\.blocks\[0\]\.lessons\[0\]\.?/;
  return checkTeaching(draftPack(lesson, mediaDir, new Map()))
    .filter((p) => p.severity === 'error' && LESSON_TEACHING_ERRORS.has(p.rule))
    .map((p) => ({
      path: p.path.replace(inPack, '') || '(top)',
      message: p.message.replace(/ at : modules\[0\]\.blocks\[0\]\.lessons\[0\]\./, ' at '),
    }));
}

export interface StudioDraftsDeps {
  db: Db;
  repo: StudioRepository;
  transaction: Transaction;
  media: MediaStore;
  /** The local media store's folder: where a draft's `/media/...` files are read. */
  mediaDir: string;
}

/** The course studio's drafts: read, save, create, discard and publish (ADR 0044). */
export function createStudioDraftsService({
  db,
  repo,
  transaction,
  media,
  mediaDir,
}: StudioDraftsDeps) {
  const view = (row: StudioDraftRow): StudioDraft => ({
    draft: true,
    draftId: row.id,
    lessonId: row.lessonId,
    blockId: row.blockId,
    lesson: row.data as Record<string, unknown>,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.editor,
  });

  /** The lesson checked as content:check checks a pack's lesson; 400 with its issues if not. */
  const validated = (lesson: unknown): PackLesson => {
    const result = validateLesson(toStorePaths(lesson), mediaDir);
    if (!result.ok) throw lessonRefused(result.problems);
    const teaching = lessonTeachingErrors(result.lesson, mediaDir);
    if (teaching.length > 0) throw lessonRefused(teaching);
    return result.lesson;
  };

  const lessonPlace = async (lessonId: number) => {
    const place = await repo.lessonPlace(lessonId);
    if (!place) throw notFound('No such lesson');
    return place;
  };
  const draftById = async (draftId: number) => {
    const row = await repo.draftById(draftId);
    if (!row) throw notFound('No such draft');
    return row;
  };

  async function publish(draft: StudioDraftRow, actorId: number): Promise<StudioPublishResult> {
    validated(draft.data);
    // The sound of texts the published lesson already says (an instruction's, a rendered one's).
    const published = draft.lessonId === null ? undefined : await exportLesson(db, draft.lessonId);
    return transaction(async (tx) => {
      const locked = await repo.lockDraft(draft.id, tx);
      if (!locked) throw notFound('No such draft');
      // What is published is the draft as locked: a save since the read above counts.
      const lesson = validated(locked.data);
      const place = await repo.blockPlace(locked.blockId, tx);
      if (!place) throw notFound('No such block');
      // A pack import may have taken the key since the draft was saved.
      const except = { lessonId: locked.lessonId, draftId: locked.id };
      if (await repo.keyTaken(locked.blockId, lesson.key, except, tx)) throw keyTaken(lesson.key);
      const pack = draftPack(lesson, mediaDir, published?.renderedAudio ?? new Map());
      const { lessonId, stats } = await importLesson(
        tx,
        pack,
        lesson,
        { blockId: locked.blockId, lessonId: locked.lessonId },
        media,
      );
      const contentVersion = await readContentVersion(tx);
      await repo.recordPublish(
        {
          actorId,
          lessonId,
          lessonPath: `${place.blockPath}/${lesson.key}`,
          ...stats,
          contentVersion,
        },
        tx,
      );
      await repo.deleteDraft(locked.id, tx);
      return { lessonId, ...stats, contentVersion };
    });
  }

  return {
    async drafts(): Promise<StudioDraftSummary[]> {
      const rows = await repo.listDrafts();
      return rows.map(({ editor, updatedAt, ...row }) => ({
        ...row,
        updatedAt: updatedAt.toISOString(),
        updatedBy: editor,
      }));
    },

    async publishes(): Promise<StudioPublishEntry[]> {
      const rows = await repo.listPublishes(100);
      return rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        actor: row.editor,
        lessonId: row.lessonId,
        lessonPath: row.lessonPath,
        created: row.created,
        updated: row.updated,
        deleted: row.deleted,
        unchanged: row.unchanged,
        contentVersion: row.contentVersion,
      }));
    },

    /** The lesson's draft, else the published lesson in the pack's shape. */
    async lessonDraft(lessonId: number): Promise<StudioDraft> {
      const place = await lessonPlace(lessonId);
      const row = await repo.draftOfLesson(lessonId);
      if (row) return view(row);
      const exported = await exportLesson(db, lessonId);
      if (!exported) throw notFound('No such lesson');
      return {
        draft: false,
        draftId: null,
        lessonId,
        blockId: place.blockId,
        lesson: exported.lesson,
        updatedAt: null,
        updatedBy: null,
      };
    },

    draft: async (draftId: number): Promise<StudioDraft> => view(await draftById(draftId)),

    /** Saves the lesson's draft (created or replaced) once it passes the importer's checks. */
    async saveLessonDraft(lessonId: number, lesson: unknown, userId: number): Promise<StudioDraft> {
      const place = await lessonPlace(lessonId);
      const checked = validated(lesson);
      if (await repo.keyTaken(place.blockId, checked.key, { lessonId, draftId: null }))
        throw keyTaken(checked.key);
      await repo.saveLessonDraft({
        courseId: place.courseId,
        blockId: place.blockId,
        lessonId,
        lessonKey: checked.key,
        data: lesson,
        updatedBy: userId,
      });
      return view((await repo.draftOfLesson(lessonId))!);
    },

    /** Replaces a draft's lesson (a new lesson's, or a published one's by its draft id). */
    async saveDraft(draftId: number, lesson: unknown, userId: number): Promise<StudioDraft> {
      const row = await draftById(draftId);
      const checked = validated(lesson);
      if (
        await repo.keyTaken(row.blockId, checked.key, { lessonId: row.lessonId, draftId: row.id })
      )
        throw keyTaken(checked.key);
      if (
        !(await repo.updateDraft(draftId, {
          lessonKey: checked.key,
          data: lesson,
          updatedBy: userId,
        }))
      )
        throw notFound('No such draft');
      return view(await draftById(draftId));
    },

    /** A new lesson in a block: a draft only, on no learner's map until it is published. */
    async createLesson(
      blockId: number,
      body: StudioNewLessonBody,
      userId: number,
    ): Promise<StudioDraft> {
      const place = await repo.blockPlace(blockId);
      if (!place) throw notFound('No such block');
      if (await repo.keyTaken(blockId, body.key, { lessonId: null, draftId: null }))
        throw keyTaken(body.key);
      const draftId = await repo.insertDraft({
        courseId: place.courseId,
        blockId,
        lessonId: null,
        lessonKey: body.key,
        data: { ...body, words: [], games: [] },
        updatedBy: userId,
      });
      return view(await draftById(draftId));
    },

    async discardLessonDraft(lessonId: number): Promise<void> {
      await lessonPlace(lessonId);
      const row = await repo.draftOfLesson(lessonId);
      if (!row || !(await repo.deleteDraft(row.id))) throw notFound('The lesson has no draft');
    },

    async discardDraft(draftId: number): Promise<void> {
      if (!(await repo.deleteDraft(draftId))) throw notFound('No such draft');
    },

    async publishLesson(lessonId: number, userId: number): Promise<StudioPublishResult> {
      await lessonPlace(lessonId);
      const row = await repo.draftOfLesson(lessonId);
      if (!row) throw notFound('The lesson has no draft');
      return publish(row, userId);
    },

    publishDraft: async (draftId: number, userId: number) =>
      publish(await draftById(draftId), userId),
  };
}

export type StudioDraftsService = ReturnType<typeof createStudioDraftsService>;
