import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  checkQuestionParts,
  packAudioManifestSchema,
  packCourseFileSchema,
  packIncludeSchema,
  packLessonSchema,
  packModuleSchema,
  type PackGame,
  type PackModule,
  type PackQuestion,
} from '@bolajon/contract';
import { isMap, isNode, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { AUDIO_MANIFEST } from './pack-audio.js';
import type { LoadedCourse, LoadedModule, LoadedPack } from './pack-types.js';

/** A lesson as the pack holds it, once validated. */
export type PackLesson = z.infer<typeof packLessonSchema>;

export interface PackProblem {
  /** The file, relative to the pack folder. */
  file: string;
  /** Where inside it: modules[0].blocks[1].title */
  path: string;
  message: string;
}

export interface LoadOptions {
  /**
   * `ignore` skips audio/manifest.json: `content:audio` reads a pack whose rendered audio is
   * stale or half gone in order to mend it.
   */
  audioManifest?: 'check' | 'ignore';
}

export type LoadResult = { ok: true; pack: LoadedPack } | { ok: false; problems: PackProblem[] };

/**
 * Reads a content pack folder: every top-level *.yaml is a course, modules may be included from
 * other files. Returns every problem found — file, path inside it, what was expected — or the
 * validated pack. Never throws for a mistake in the pack.
 */
export function loadPack(dir: string, options: LoadOptions = {}): LoadResult {
  const root = path.resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    return { ok: false, problems: [{ file: dir, path: '(folder)', message: 'no such folder' }] };
  }
  const reader = createPackReader(root);
  const courses = readCourses(reader, findCourseFiles(reader));
  const renderedAudio =
    options.audioManifest === 'ignore' ? new Map<string, string>() : readAudioManifest(reader);

  if (reader.problems.length > 0) return { ok: false, problems: reader.problems };
  return {
    ok: true,
    pack: {
      dir: root,
      courses,
      media: (_file, mediaPath) => path.resolve(root, mediaPath),
      renderedAudio,
      lineOf: reader.lineOf,
    },
  };
}

export function formatProblems(problems: PackProblem[]): string {
  return problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n');
}

const formatPath = (parts: readonly PropertyKey[]) =>
  parts
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
    )
    .join('') || '(top)';

type Where = PropertyKey[];

/** Reads the files of one pack folder, collecting every problem in the order found. */
type PackReader = ReturnType<typeof createPackReader>;

function createPackReader(root: string) {
  const problems: PackProblem[] = [];
  const report = (file: string, where: Where | string, message: string) => {
    problems.push({ file, path: typeof where === 'string' ? where : formatPath(where), message });
  };
  const relative = (absolute: string) => path.relative(root, absolute) || path.basename(absolute);
  /** Each YAML file read, with where its lines start: a problem found later names its line. */
  const parsed = new Map<string, { doc: Document; lines: LineCounter }>();

  return {
    root,
    problems,
    report,
    relative,

    /**
     * The line (from 1) of the value at `where` in `file`, or of the nearest mapping or list
     * above it that is written (a missing field is reported on its parent's line).
     */
    lineOf(file: string, where: readonly (string | number)[]): number | undefined {
      const found = parsed.get(file);
      if (!found) return undefined;
      for (let n = where.length; n >= 0; n -= 1) {
        // A mapping's field is found at its key («words:»), a list's item at the item.
        const parent = n > 0 ? found.doc.getIn(where.slice(0, n - 1), true) : undefined;
        const pair = isMap(parent)
          ? parent.items.find((p) => isScalar(p.key) && p.key.value === where[n - 1])
          : undefined;
        const node = pair ? pair.key : found.doc.getIn(where.slice(0, n), true);
        if (isNode(node) && node.range) return found.lines.linePos(node.range[0]).line;
      }
      return undefined;
    },

    /** A YAML file's value; undefined (with the problems reported) when missing or malformed. */
    readYaml(absolute: string): unknown {
      const file = relative(absolute);
      if (!existsSync(absolute)) {
        report(file, '(file)', 'file not found');
        return undefined;
      }
      const lines = new LineCounter();
      const doc = parseDocument(readFileSync(absolute, 'utf8'), {
        prettyErrors: true,
        lineCounter: lines,
      });
      parsed.set(file, { doc, lines });
      if (doc.errors.length > 0) {
        for (const error of doc.errors) {
          const at = error.linePos?.[0];
          report(
            file,
            at ? `line ${at.line}, column ${at.col}` : '(file)',
            `YAML syntax: ${error.message.split('\n')[0]}`,
          );
        }
        return undefined;
      }
      return doc.toJS();
    },

    /** The value parsed by `schema`; undefined, with each issue reported at `prefix`, if not. */
    validate<S extends z.ZodType>(
      schema: S,
      value: unknown,
      file: string,
      prefix: Where,
    ): z.infer<S> | undefined {
      const result = schema.safeParse(value);
      if (result.success) return result.data as z.infer<S>;
      for (const issue of result.error.issues) {
        report(file, [...prefix, ...issue.path], issue.message);
      }
      return undefined;
    },

    /** A media path, when given, names a file inside the pack. */
    checkMedia(file: string, where: Where, mediaPath: string | undefined) {
      if (!mediaPath) return;
      const absolute = path.resolve(root, mediaPath);
      if (!absolute.startsWith(root + path.sep)) {
        report(file, where, `${mediaPath} is outside the pack`);
      } else if (!existsSync(absolute)) {
        report(file, where, `media file not found: ${mediaPath}`);
      }
    },

    /** Keys are unique among siblings. */
    checkKeys(file: string, where: Where, items: { key: string }[]) {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.key)) report(file, [...where, i, 'key'], `duplicate key "${item.key}"`);
        seen.add(item.key);
      });
    },
  };
}

/** The course files: every *.yaml at the top of the pack, in name order. */
function findCourseFiles(reader: PackReader): string[] {
  const files = readdirSync(reader.root)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(reader.root, name));
  if (files.length === 0) {
    reader.report(
      reader.relative(reader.root),
      '(folder)',
      'no course .yaml file at the top of the pack',
    );
  }
  return files;
}

/** Every course that reads and validates; a course key is used by one file only. */
function readCourses(reader: PackReader, courseFiles: readonly string[]): LoadedCourse[] {
  const courses: LoadedCourse[] = [];
  const courseKeys = new Map<string, string>();
  for (const absolute of courseFiles) {
    const file = reader.relative(absolute);
    const raw = reader.readYaml(absolute);
    if (raw === undefined) continue;
    const course = reader.validate(packCourseFileSchema, raw, file, []);
    if (!course) continue;
    const other = courseKeys.get(course.key);
    if (other) reader.report(file, 'key', `course key "${course.key}" is also used in ${other}`);
    courseKeys.set(course.key, file);

    const modules = course.modules.flatMap((entry, m) => {
      const module = readModule(reader, entry, file, m);
      return module ? [module] : [];
    });
    reader.checkKeys(file, ['modules'], modules);
    courses.push({ ...course, file, modules });
  }
  return courses;
}

/** A course's module `m`, written in the course file or included from its own file. */
function readModule(
  reader: PackReader,
  entry: Record<string, unknown>,
  file: string,
  m: number,
): LoadedModule | undefined {
  if ('include' in entry) {
    const ref = reader.validate(packIncludeSchema, entry, file, ['modules', m]);
    if (!ref) return undefined;
    const includedAbsolute = path.resolve(reader.root, ref.include);
    const includedFile = reader.relative(includedAbsolute);
    const raw = reader.readYaml(includedAbsolute);
    if (raw === undefined) return undefined;
    const module = reader.validate(packModuleSchema, raw, includedFile, []);
    if (!module) return undefined;
    checkModule(reader, module, includedFile, []);
    return { ...module, file: includedFile };
  }
  const module = reader.validate(packModuleSchema, entry, file, ['modules', m]);
  if (!module) return undefined;
  checkModule(reader, module, file, ['modules', m]);
  return { ...module, file };
}

/** What the schema cannot see in a module: unique keys, media files, each question's parts. */
function checkModule(reader: PackReader, module: PackModule, file: string, at: Where) {
  reader.checkKeys(file, [...at, 'blocks'], module.blocks);
  module.blocks.forEach((block, b) => {
    const bAt = [...at, 'blocks', b];
    reader.checkKeys(file, [...bAt, 'lessons'], block.lessons);
    block.lessons.forEach((lesson, l) => checkLesson(reader, lesson, file, [...bAt, 'lessons', l]));
  });
}

/**
 * What the schema cannot see in a lesson: unique keys, media files, each question's parts. The
 * pack's modules and the studio's drafts (validateLesson) both go through it.
 */
function checkLesson(reader: PackReader, lesson: PackLesson, file: string, lAt: Where) {
  reader.checkKeys(file, [...lAt, 'words'], lesson.words);
  reader.checkKeys(file, [...lAt, 'games'], lesson.games);
  lesson.words.forEach((word, w) => {
    reader.checkMedia(file, [...lAt, 'words', w, 'image'], word.image);
    reader.checkMedia(file, [...lAt, 'words', w, 'audio'], word.audio);
    reader.checkMedia(file, [...lAt, 'words', w, 'translationAudio'], word.translationAudio);
  });
  lesson.games.forEach((game, g) => checkGame(reader, game, file, [...lAt, 'games', g]));
}

export interface LessonProblem {
  /** Where inside the lesson: games[0].questions[1].variants */
  path: string;
  message: string;
}

export type LessonResult =
  { ok: true; lesson: PackLesson } | { ok: false; problems: LessonProblem[] };

/**
 * One lesson as a pack would hold it (the studio's draft), checked exactly as `loadPack` checks
 * each lesson of a pack — the same schema, the same checks, the same messages — with its media
 * paths relative to `mediaRoot`.
 */
export function validateLesson(value: unknown, mediaRoot: string): LessonResult {
  const reader = createPackReader(path.resolve(mediaRoot));
  const lesson = reader.validate(packLessonSchema, value, '', []);
  if (lesson) checkLesson(reader, lesson, '', []);
  if (!lesson || reader.problems.length > 0)
    return { ok: false, problems: reader.problems.map(({ path, message }) => ({ path, message })) };
  return { ok: true, lesson };
}

const GAME_MEDIA = [
  'mainImage',
  'videoFirst',
  'videoFirstPoster',
  'videoFirstUz',
  'videoFirstPosterUz',
  'videoLast',
  'videoLastPoster',
] as const;

function checkGame(reader: PackReader, game: PackGame, file: string, at: Where) {
  for (const field of GAME_MEDIA) reader.checkMedia(file, [...at, field], game[field]);
  checkRecording(
    reader,
    file,
    [...at, 'instructionAudio'],
    game.instructionAudio,
    game.instruction,
  );
  checkRecording(
    reader,
    file,
    [...at, 'instructionUzAudio'],
    game.instructionUzAudio,
    game.instructionUz,
  );
  reader.checkKeys(file, [...at, 'achievements'], game.achievements);
  game.achievements.forEach((a, i) =>
    reader.checkMedia(file, [...at, 'achievements', i, 'image'], a.image),
  );
  reader.checkKeys(file, [...at, 'questions'], game.questions);
  game.questions.forEach((question, q) =>
    checkQuestion(reader, game.type, question, file, [...at, 'questions', q]),
  );
}

function checkQuestion(
  reader: PackReader,
  type: PackGame['type'],
  question: PackQuestion,
  file: string,
  at: Where,
) {
  for (const issue of checkQuestionParts(type, question)) {
    reader.report(file, [...at, ...issue.path], issue.message);
  }
  question.images.forEach((img, i) => reader.checkMedia(file, [...at, 'images', i], img));
  reader.checkMedia(file, [...at, 'audio'], question.audio);
  checkRecording(reader, file, [...at, 'promptUzAudio'], question.promptUzAudio, question.promptUz);
  question.variants.forEach((v, i) => {
    reader.checkMedia(file, [...at, 'variants', i, 'image'], v.image);
    reader.checkMedia(file, [...at, 'variants', i, 'audio'], v.audio);
  });
  question.personages.forEach((p, i) =>
    reader.checkMedia(file, [...at, 'personages', i, 'audio'], p.audio),
  );
}

/** A recording of a text the item may leave out (an instruction, a prompt): its file, and its text. */
function checkRecording(
  reader: PackReader,
  file: string,
  where: Where,
  recording: string | undefined,
  text: string | undefined,
) {
  if (recording && !text)
    reader.report(
      file,
      where,
      `a recording of ${String(where.at(-1)).replace(/Audio$/, '')}, which is not given`,
    );
  reader.checkMedia(file, where, recording);
}

/**
 * audio/manifest.json, when the pack has one: `<voice>:<text>` → the rendered file, each of
 * which must be there (else `npm run content:audio` mends it).
 */
function readAudioManifest(reader: PackReader): Map<string, string> {
  const renderedAudio = new Map<string, string>();
  const manifestPath = path.join(reader.root, AUDIO_MANIFEST);
  if (!existsSync(manifestPath)) return renderedAudio;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    reader.report(
      AUDIO_MANIFEST,
      '(file)',
      `not JSON (${error instanceof Error ? error.message : String(error)}); run npm run content:audio`,
    );
  }
  const manifest =
    raw === undefined
      ? undefined
      : reader.validate(packAudioManifestSchema, raw, AUDIO_MANIFEST, []);
  for (const [key, file] of Object.entries(manifest?.entries ?? {})) {
    if (existsSync(path.resolve(reader.root, file))) renderedAudio.set(key, file);
    else
      reader.report(
        AUDIO_MANIFEST,
        ['entries', key],
        `${file} is missing; run npm run content:audio`,
      );
  }
  return renderedAudio;
}
