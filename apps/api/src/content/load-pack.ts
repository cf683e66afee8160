import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  checkQuestionParts,
  packAudioManifestSchema,
  packCourseFileSchema,
  packIncludeSchema,
  packModuleSchema,
  type PackCourseFile,
  type PackModule,
} from '@bolajon/contract';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { AUDIO_MANIFEST } from './pack-audio.js';

export interface PackProblem {
  /** The file, relative to the pack folder. */
  file: string;
  /** Where inside it: modules[0].blocks[1].title */
  path: string;
  message: string;
}

export interface LoadedModule extends PackModule {
  /** The file this module was written in, relative to the pack folder. */
  file: string;
}

export interface LoadedCourse extends Omit<PackCourseFile, 'modules'> {
  /** The course file, relative to the pack folder. */
  file: string;
  modules: LoadedModule[];
}

export interface LoadedPack {
  dir: string;
  courses: LoadedCourse[];
  /** Resolve a media path written in `file` to its absolute location (paths are pack-relative). */
  media(file: string, relative: string): string;
  /** audio/manifest.json: `<voice>:<text>` → the rendered file, pack-relative (empty without one). */
  renderedAudio: ReadonlyMap<string, string>;
}

export interface LoadOptions {
  /**
   * `ignore` skips audio/manifest.json: `content:audio` reads a pack whose rendered audio is
   * stale or half gone in order to mend it.
   */
  audioManifest?: 'check' | 'ignore';
}

export type LoadResult = { ok: true; pack: LoadedPack } | { ok: false; problems: PackProblem[] };

const formatPath = (parts: readonly PropertyKey[]) =>
  parts
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
    )
    .join('') || '(top)';

/**
 * Reads a content pack folder: every top-level *.yaml is a course, modules may be included from
 * other files. Returns every problem found — file, path inside it, what was expected — or the
 * validated pack. Never throws for a mistake in the pack.
 */
export function loadPack(dir: string, options: LoadOptions = {}): LoadResult {
  const root = path.resolve(dir);
  const problems: PackProblem[] = [];
  const relative = (absolute: string) => path.relative(root, absolute) || path.basename(absolute);

  if (!existsSync(root) || !statSync(root).isDirectory()) {
    return { ok: false, problems: [{ file: dir, path: '(folder)', message: 'no such folder' }] };
  }
  const courseFiles = readdirSync(root)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(root, name));
  if (courseFiles.length === 0) {
    problems.push({
      file: relative(root),
      path: '(folder)',
      message: 'no course .yaml file at the top of the pack',
    });
  }

  function readYaml(absolute: string): unknown {
    const file = relative(absolute);
    if (!existsSync(absolute)) {
      problems.push({ file, path: '(file)', message: 'file not found' });
      return undefined;
    }
    const doc = parseDocument(readFileSync(absolute, 'utf8'), { prettyErrors: true });
    if (doc.errors.length > 0) {
      for (const error of doc.errors) {
        const where = error.linePos?.[0];
        problems.push({
          file,
          path: where ? `line ${where.line}, column ${where.col}` : '(file)',
          message: `YAML syntax: ${error.message.split('\n')[0]}`,
        });
      }
      return undefined;
    }
    return doc.toJS();
  }

  function validate<S extends z.ZodType>(
    schema: S,
    value: unknown,
    file: string,
    prefix: PropertyKey[],
  ) {
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({
          file,
          path: formatPath([...prefix, ...issue.path]),
          message: issue.message,
        });
      }
      return undefined;
    }
    return result.data as z.infer<S>;
  }

  function checkMedia(file: string, where: PropertyKey[], mediaPath: string | undefined) {
    if (!mediaPath) return;
    const absolute = path.resolve(root, mediaPath);
    if (!absolute.startsWith(root + path.sep)) {
      problems.push({ file, path: formatPath(where), message: `${mediaPath} is outside the pack` });
    } else if (!existsSync(absolute)) {
      problems.push({
        file,
        path: formatPath(where),
        message: `media file not found: ${mediaPath}`,
      });
    }
  }

  function checkKeys(file: string, where: PropertyKey[], items: { key: string }[]) {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.key))
        problems.push({
          file,
          path: formatPath([...where, i, 'key']),
          message: `duplicate key "${item.key}"`,
        });
      seen.add(item.key);
    });
  }

  function checkModule(module: PackModule, file: string, at: PropertyKey[]) {
    checkKeys(file, [...at, 'blocks'], module.blocks);
    module.blocks.forEach((block, b) => {
      const bAt = [...at, 'blocks', b];
      checkKeys(file, [...bAt, 'lessons'], block.lessons);
      block.lessons.forEach((lesson, l) => {
        const lAt = [...bAt, 'lessons', l];
        checkKeys(file, [...lAt, 'words'], lesson.words);
        checkKeys(file, [...lAt, 'games'], lesson.games);
        lesson.words.forEach((word, w) => {
          checkMedia(file, [...lAt, 'words', w, 'image'], word.image);
          checkMedia(file, [...lAt, 'words', w, 'audio'], word.audio);
          checkMedia(file, [...lAt, 'words', w, 'translationAudio'], word.translationAudio);
        });
        lesson.games.forEach((game, g) => {
          const gAt = [...lAt, 'games', g];
          for (const field of [
            'mainImage',
            'videoFirst',
            'videoFirstPoster',
            'videoLast',
            'videoLastPoster',
          ] as const)
            checkMedia(file, [...gAt, field], game[field]);
          checkKeys(file, [...gAt, 'achievements'], game.achievements);
          game.achievements.forEach((a, i) =>
            checkMedia(file, [...gAt, 'achievements', i, 'image'], a.image),
          );
          checkKeys(file, [...gAt, 'questions'], game.questions);
          game.questions.forEach((question, q) => {
            const qAt = [...gAt, 'questions', q];
            for (const issue of checkQuestionParts(game.type, question))
              problems.push({
                file,
                path: formatPath([...qAt, ...issue.path]),
                message: issue.message,
              });
            question.images.forEach((img, i) => checkMedia(file, [...qAt, 'images', i], img));
            checkMedia(file, [...qAt, 'audio'], question.audio);
            question.variants.forEach((v, i) => {
              checkMedia(file, [...qAt, 'variants', i, 'image'], v.image);
              checkMedia(file, [...qAt, 'variants', i, 'audio'], v.audio);
            });
            question.personages.forEach((p, i) =>
              checkMedia(file, [...qAt, 'personages', i, 'audio'], p.audio),
            );
          });
        });
      });
    });
  }

  const courses: LoadedCourse[] = [];
  const courseKeys = new Map<string, string>();
  for (const absolute of courseFiles) {
    const file = relative(absolute);
    const raw = readYaml(absolute);
    if (raw === undefined) continue;
    const course = validate(packCourseFileSchema, raw, file, []);
    if (!course) continue;
    const other = courseKeys.get(course.key);
    if (other)
      problems.push({
        file,
        path: 'key',
        message: `course key "${course.key}" is also used in ${other}`,
      });
    courseKeys.set(course.key, file);

    const modules: LoadedModule[] = [];
    course.modules.forEach((entry, m) => {
      if ('include' in entry) {
        const ref = validate(packIncludeSchema, entry, file, ['modules', m]);
        if (!ref) return;
        const includedAbsolute = path.resolve(root, ref.include);
        const includedFile = relative(includedAbsolute);
        const rawModule = readYaml(includedAbsolute);
        if (rawModule === undefined) return;
        const module = validate(packModuleSchema, rawModule, includedFile, []);
        if (!module) return;
        checkModule(module, includedFile, []);
        modules.push({ ...module, file: includedFile });
      } else {
        const module = validate(packModuleSchema, entry, file, ['modules', m]);
        if (!module) return;
        checkModule(module, file, ['modules', m]);
        modules.push({ ...module, file });
      }
    });
    checkKeys(file, ['modules'], modules);
    courses.push({ ...course, file, modules });
  }

  const renderedAudio = new Map<string, string>();
  const manifestPath = path.join(root, AUDIO_MANIFEST);
  if (options.audioManifest !== 'ignore' && existsSync(manifestPath)) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(manifestPath, 'utf8'));
    } catch (error) {
      problems.push({
        file: AUDIO_MANIFEST,
        path: '(file)',
        message: `not JSON (${error instanceof Error ? error.message : String(error)}); run npm run content:audio`,
      });
    }
    const manifest =
      raw === undefined ? undefined : validate(packAudioManifestSchema, raw, AUDIO_MANIFEST, []);
    for (const [key, file] of Object.entries(manifest?.entries ?? {})) {
      if (existsSync(path.resolve(root, file))) renderedAudio.set(key, file);
      else
        problems.push({
          file: AUDIO_MANIFEST,
          path: formatPath(['entries', key]),
          message: `${file} is missing; run npm run content:audio`,
        });
    }
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    pack: {
      dir: root,
      courses,
      media: (_file, mediaPath) => path.resolve(root, mediaPath),
      renderedAudio,
    },
  };
}

export function formatProblems(problems: PackProblem[]): string {
  return problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n');
}
