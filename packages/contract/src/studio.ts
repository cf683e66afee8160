import { z } from 'zod';
import { idSchema, titleUzSchema } from './catalogue.js';
import { packLessonSchema } from './content-pack.js';
import { errorBodySchema } from './errors.js';
import { GAME_TYPES } from './game-types.js';

/**
 * The course studio (/studio, /api/studio/…; issue 23): where editors — teachers — write the
 * course. Only accounts with the editor flag (ADR 0041) may call it; support staff see families,
 * not the studio, unless they are editors too.
 */

/** What every level of the tree shows: its id, its key in the pack, its titles and its place. */
const studioNodeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  titleUz: titleUzSchema,
  order: z.number().int(),
});

export const studioLessonSchema = studioNodeSchema.extend({
  /** How many games the lesson has. */
  games: z.number().int().min(0),
  /** How many words the lesson teaches (its dictionary words). */
  words: z.number().int().min(0),
});
export type StudioLesson = z.infer<typeof studioLessonSchema>;

export const studioBlockSchema = studioNodeSchema.extend({
  lessons: z.array(studioLessonSchema),
});
export type StudioBlock = z.infer<typeof studioBlockSchema>;

export const studioModuleSchema = studioNodeSchema.extend({
  blocks: z.array(studioBlockSchema),
});
export type StudioModule = z.infer<typeof studioModuleSchema>;

export const studioCourseSchema = studioNodeSchema.extend({
  modules: z.array(studioModuleSchema),
});
export type StudioCourse = z.infer<typeof studioCourseSchema>;

/** GET /api/studio/courses: every course's tree, each level in its order. */
export const studioCoursesResponseSchema = z.array(studioCourseSchema);
export type StudioCoursesResponse = z.infer<typeof studioCoursesResponseSchema>;

/*
 * Drafts and publish (ADR 0044). A draft is a lesson in the content pack's own shape — the input
 * of `packLessonSchema`: key, title, words, games with their questions, variants, lines, pairs,
 * awards, instructions, `say`s — with each media file given as its `/media/...` URL (a picture
 * uploaded through the studio, or one the lesson already has). Learners never see a draft;
 * publishing a lesson imports its draft into the course.
 */

/** A lesson as a draft holds it: `packLessonSchema`'s input, media as `/media/...` URLs. */
export type StudioDraftLesson = z.input<typeof packLessonSchema>;

/** Who last saved a draft. */
const studioEditorSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * GET /api/studio/lessons/{id}/draft, GET /api/studio/drafts/{draftId}, and the answer of a
 * saved draft: the lesson's draft, or (`draft: false`) the published lesson in the pack's shape.
 */
export const studioDraftSchema = z.object({
  /** True when this is a saved draft; false for the published lesson, no draft saved yet. */
  draft: z.boolean(),
  /** The draft's id (null while there is none). */
  draftId: z.number().int().nullable(),
  /** The published lesson's id; null for a lesson never published. */
  lessonId: z.number().int().nullable(),
  blockId: z.number().int(),
  /** The lesson in the pack's shape (`StudioDraftLesson`); a new lesson's has no games yet. */
  lesson: z.record(z.string(), z.unknown()),
  updatedAt: z.string().nullable(),
  updatedBy: studioEditorSchema.nullable(),
});
export type StudioDraft = z.infer<typeof studioDraftSchema>;

/**
 * PUT /api/studio/lessons/{id}/draft and PUT /api/studio/drafts/{draftId}: the whole lesson.
 * It is checked as `content:check` checks a pack's lesson, with the same messages.
 */
export const studioDraftBodySchema = z.strictObject({ lesson: z.record(z.string(), z.unknown()) });
export type StudioDraftBody = z.infer<typeof studioDraftBodySchema>;

/** One thing wrong with a lesson: where (`games[0].questions[1].variants`) and what. */
export const studioLessonIssueSchema = z.object({ path: z.string(), message: z.string() });
export type StudioLessonIssue = z.infer<typeof studioLessonIssueSchema>;

/** 400 for a lesson the importer would refuse: `code` VALIDATION_ERROR, every issue listed. */
export const studioLessonRefusedSchema = errorBodySchema.extend({
  issues: z.array(studioLessonIssueSchema),
});
export type StudioLessonRefused = z.infer<typeof studioLessonRefusedSchema>;

/** POST /api/studio/blocks/{id}/lessons: a new lesson, a draft until it is published. */
export const studioNewLessonBodySchema = packLessonSchema
  .pick({ key: true, title: true, titleUz: true })
  .strict();
export type StudioNewLessonBody = z.infer<typeof studioNewLessonBodySchema>;

/** What a publish changed, counted by the importer's sync (rows created, updated, deleted). */
export const studioPublishResultSchema = z.object({
  lessonId: z.number().int(),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  deleted: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  /** The catalogue's version after the publish (one higher when anything changed). */
  contentVersion: z.number().int().min(0),
});
export type StudioPublishResult = z.infer<typeof studioPublishResultSchema>;

/** {id} of a lesson or a block, {draftId} of a draft: positive integers. */
export const studioDraftParamsSchema = z.strictObject({ draftId: idSchema });

/** GET /api/studio/drafts: every saved draft, newest first — the tree marks these lessons. */
export const studioDraftSummarySchema = z.object({
  draftId: z.number().int(),
  /** null: a new lesson, on no learner's map yet (it goes under `blockId`). */
  lessonId: z.number().int().nullable(),
  blockId: z.number().int(),
  key: z.string(),
  title: z.string(),
  updatedAt: z.string(),
  updatedBy: studioEditorSchema.nullable(),
});
export type StudioDraftSummary = z.infer<typeof studioDraftSummarySchema>;
export const studioDraftsResponseSchema = z.array(studioDraftSummarySchema);

/** GET /api/studio/publishes: the publish log, newest first (the last 100). */
export const studioPublishEntrySchema = studioPublishResultSchema.extend({
  id: z.number().int(),
  at: z.string(),
  /** Who published; null once that account is gone. */
  actor: studioEditorSchema.nullable(),
  /** null once the lesson is deleted; `lessonPath` still says which it was. */
  lessonId: z.number().int().nullable(),
  /** course/module/block/lesson keys. */
  lessonPath: z.string(),
});
export type StudioPublishEntry = z.infer<typeof studioPublishEntrySchema>;
export const studioPublishesResponseSchema = z.array(studioPublishEntrySchema);

/*
 * Pictures (ADR 0043). POST /api/studio/pictures?name=… takes a file's bytes as the body (PNG,
 * JPEG, WebP or SVG, the bytes decide): raster pictures are stored as WebP, SVG sanitised. The
 * bundled Twemoji set is searched by name (GET /api/studio/pictures/twemoji?q=кошка) and a pick
 * stored (POST /api/studio/pictures/twemoji/{code}). Both answer 201 with the stored picture.
 */

/** The most a picture upload may be; a larger one is refused (the server's limit, said once). */
export const STUDIO_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** 201 of a picture upload or a Twemoji pick: the `/media/...` URL the draft names. */
export const storedPictureSchema = z.object({
  url: z.string(),
  contentType: z.enum(['image/webp', 'image/svg+xml']),
  width: z.number().optional(),
  height: z.number().optional(),
  bytes: z.number().int(),
  /** What sanitising took out of an SVG (scripts, external references, event attributes). */
  removed: z.array(z.string()),
});
export type StoredPicture = z.infer<typeof storedPictureSchema>;

/** GET /api/studio/pictures/twemoji?q=: the emoji whose Russian or English name matches. */
export const twemojiSearchResponseSchema = z.object({
  results: z.array(
    z.object({ code: z.string(), emoji: z.string(), nameRu: z.string(), nameEn: z.string() }),
  ),
});
export type TwemojiSearchResponse = z.infer<typeof twemojiSearchResponseSchema>;
export type TwemojiResult = TwemojiSearchResponse['results'][number];

/*
 * Voice recordings (issue 23, ADR 0045). The editor's browser records a text (MediaRecorder) and
 * sends the bytes as the body of POST /api/studio/recordings (any audio Content-Type: the bytes
 * decide). The server trims the silence at both ends, normalises the loudness and stores Ogg Opus
 * with an AAC copy beside it, for browsers that cannot play Ogg: `/media/r/<hash>.ogg` and
 * `/media/r/<hash>.m4a`. A file under `/media/r/` is a human recording: it goes into the draft as
 * the item's `audio` (`translationAudio`, `instructionAudio`, `instructionUzAudio`,
 * `promptUzAudio`) and wins over synthesis wherever the text is played.
 */

/** The most a recording may be: bytes sent, and seconds once its silence is trimmed. */
export const STUDIO_RECORDING_MAX_BYTES = 5 * 1024 * 1024;
export const STUDIO_RECORDING_MAX_SECONDS = 30;
/** Where human recordings live: every URL under it is one (and nothing else is). */
export const RECORDING_URL_PREFIX = '/media/r/';

/** 201 of POST /api/studio/recordings. */
export const studioRecordingSchema = z.object({
  /** Ogg Opus, what the draft names: `/media/r/<hash>.ogg`. */
  url: z.string(),
  /** The AAC copy beside it (`.m4a`), played where Ogg Opus is not. */
  fallbackUrl: z.string(),
  /** Its length once trimmed. */
  durationMs: z.number().int().min(0),
});
export type StudioRecording = z.infer<typeof studioRecordingSchema>;

/** True for a human recording's URL (a studio recording, or a pack's recording imported). */
export const isRecordingUrl = (url: string | null | undefined): boolean =>
  typeof url === 'string' && url.startsWith(RECORDING_URL_PREFIX);

/*
 * What learners would lose (issue 23): deleting a lesson, or a game from it, deletes the answers
 * and stars kept on its games. GET /api/studio/lessons/{id}/impact counts them — per game (by key)
 * and for the whole lesson — so a confirmation can say it before anything is deleted.
 */
const studioLossSchema = z.object({
  /** Children with any answer or star on it. */
  learners: z.number().int().min(0),
  /** Answers kept (question progress rows). */
  answers: z.number().int().min(0),
  /** Stars earned (game progress rows with stars). */
  stars: z.number().int().min(0),
});
export type StudioLoss = z.infer<typeof studioLossSchema>;
export const studioLessonImpactSchema = studioLossSchema.extend({
  /** The learners' dictionary marks on the lesson's words (they go with the words). */
  wordMarks: z.number().int().min(0),
  games: z.array(studioLossSchema.extend({ key: z.string() })),
});
export type StudioLessonImpact = z.infer<typeof studioLessonImpactSchema>;

/**
 * PUT /api/studio/blocks/{id}/order: the block's published lessons in their new order, every one
 * named once (a move is a reorder of the whole list; anything else is a 400). Bumps the content
 * version; the audit keeps who moved what.
 */
export const studioLessonOrderBodySchema = z.strictObject({
  lessonIds: z.array(z.number().int().positive()).min(1).max(200),
});
export type StudioLessonOrderBody = z.infer<typeof studioLessonOrderBodySchema>;

/**
 * GET /api/studio/game-templates: for each game type the course plays, the media of its first
 * published game in course order — what a new game of that type starts with (its main picture,
 * and the type's standard intro and end videos, with the Uzbek intro when there is one).
 */
export const studioGameTemplateSchema = z.object({
  type: z.enum(GAME_TYPES),
  mainImage: z.string(),
  videoFirst: z.string(),
  videoFirstPoster: z.string(),
  videoFirstUz: z.string().nullable(),
  videoFirstPosterUz: z.string().nullable(),
  videoLast: z.string(),
  videoLastPoster: z.string(),
});
export type StudioGameTemplate = z.infer<typeof studioGameTemplateSchema>;
export const studioGameTemplatesResponseSchema = z.array(studioGameTemplateSchema);

/**
 * GET /api/studio/lessons/{id}/draft/loss: what publishing the lesson's saved draft would delete
 * of learners' work. The draft is matched with the published lesson by key, as the publish's sync
 * matches it (games by key, questions by game and question key, words by key): an item whose key
 * is gone — removed, or re-keyed in the editor — is deleted with the learners' rows on it. 404
 * when the lesson has no draft.
 */
export const studioPublishLossSchema = studioLossSchema.extend({
  /** Children with an answer, a star or a word mark among what goes, each counted once. */
  learners: z.number().int().min(0),
  /** Learners' marks on the removed words (their dictionary rows). */
  wordMarks: z.number().int().min(0),
  /** The keys of the published games the draft no longer has. */
  games: z.array(z.string()),
  /** Questions removed from games that stay (a removed game's questions go with it). */
  questions: z.number().int().min(0),
  /** The keys of the published words the draft no longer has. */
  words: z.array(z.string()),
});
export type StudioPublishLoss = z.infer<typeof studioPublishLossSchema>;
