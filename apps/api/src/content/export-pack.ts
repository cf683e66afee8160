import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  IMAGE_EXTENSIONS,
  isRecordingUrl,
  VIDEO_EXTENSIONS,
  type packCourseFileSchema,
  speechVoice,
  type PackAudioManifest,
  type SpeechVoice,
} from '@bolajon/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { stringify } from 'yaml';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  achievements,
  blocks,
  courses,
  dictionaryWords,
  games,
  lessons,
  modules,
  pronunciations,
  questionDuolingos,
  questionImages,
  questionPairs,
  questionPersonages,
  questions,
  questionVariants,
  settings,
} from '../db/schema/index.js';
import { MEDIA_URL_PREFIX, RECORDING_FALLBACK_EXTENSION } from '../media/media-store.js';
import { AUDIO_FOLDER, AUDIO_MANIFEST, audioKey, renderedAudioPath } from './pack-audio.js';
import { spokenForm, stressLastSyllable, type Lexicon } from './pronounce.js';

/*
 * `npm run content:export`: the database's courses written back as a content pack, the inverse
 * of import-pack.ts (ADR 0042). Importing the export gives the same rows and the same media
 * files: the importer's choices (a recording or the rendered file of a text, a text's
 * pronunciation) are read back from the rows they produced.
 */

/** A bad request (an unknown course, a folder in use): its message is for the person at the prompt. */
export class ExportError extends Error {}

export interface ExportOptions {
  /** The courses to write, by key (default: every course). */
  courseKeys?: readonly string[];
  /** Write into a folder that is not empty (files of the same name are replaced). */
  force?: boolean;
}

export interface ExportResult {
  courses: number;
  modules: number;
  lessons: number;
  /** Media files written (pictures, videos, audio). */
  mediaFiles: number;
  /** What the pack cannot say as the rows have it: the import of the export would differ there. */
  warnings: string[];
}

/** The file behind a media URL the importer stored (absolute), or undefined when none can be. */
export type MediaSource = (url: string) => string | undefined;

/** The files of a LocalMediaStore: `/media/c/<hash>.<ext>` is `<dir>/c/<hash>.<ext>`. */
export function localMediaSource(dir: string): MediaSource {
  return (url) => {
    if (!url.startsWith(`${MEDIA_URL_PREFIX}/`)) return undefined;
    const relative = url.slice(MEDIA_URL_PREFIX.length + 1);
    if (relative.split('/').includes('..')) return undefined;
    return path.join(dir, relative);
  };
}

/** An export writes into an empty or new folder, or with `force` over what is there. */
export function checkFolder(folder: string, force = false) {
  if (!force && existsSync(folder) && readdirSync(folder).length > 0)
    throw new ExportError(`${folder} is not empty; choose an empty folder or add --force`);
}

type CourseFile = z.input<typeof packCourseFileSchema>;
type Yaml = Record<string, unknown>;

/**
 * Every row of the catalogue, one statement a table, each in its siblings' order; with `lessonId`,
 * only that lesson's rows below the lesson level (the courses, modules and blocks stay whole).
 */
async function readCatalogue(db: Db, lessonId?: number) {
  const only = lessonId !== undefined;
  const gameIds = db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.lessonId, lessonId ?? 0));
  const questionIds = db
    .select({ id: questions.id })
    .from(questions)
    .where(inArray(questions.gameId, gameIds));
  return {
    courses: await db.select().from(courses).orderBy(asc(courses.order), asc(courses.id)),
    modules: await db.select().from(modules).orderBy(asc(modules.order), asc(modules.id)),
    blocks: await db.select().from(blocks).orderBy(asc(blocks.order), asc(blocks.id)),
    lessons: await db
      .select()
      .from(lessons)
      .where(only ? eq(lessons.id, lessonId) : undefined)
      .orderBy(asc(lessons.order), asc(lessons.id)),
    words: await db
      .select()
      .from(dictionaryWords)
      .where(only ? eq(dictionaryWords.lessonId, lessonId) : undefined)
      .orderBy(asc(dictionaryWords.order), asc(dictionaryWords.id)),
    games: await db
      .select()
      .from(games)
      .where(only ? eq(games.lessonId, lessonId) : undefined)
      .orderBy(asc(games.order), asc(games.id)),
    achievements: await db
      .select()
      .from(achievements)
      .where(only ? inArray(achievements.gameId, gameIds) : undefined)
      .orderBy(asc(achievements.order), asc(achievements.id)),
    questions: await db
      .select()
      .from(questions)
      .where(only ? inArray(questions.gameId, gameIds) : undefined)
      .orderBy(asc(questions.order), asc(questions.id)),
    variants: await db
      .select()
      .from(questionVariants)
      .where(only ? inArray(questionVariants.questionId, questionIds) : undefined)
      .orderBy(asc(questionVariants.order), asc(questionVariants.id)),
    personages: await db
      .select()
      .from(questionPersonages)
      .where(only ? inArray(questionPersonages.questionId, questionIds) : undefined)
      .orderBy(asc(questionPersonages.order), asc(questionPersonages.id)),
    pairs: await db
      .select()
      .from(questionPairs)
      .where(only ? inArray(questionPairs.questionId, questionIds) : undefined)
      .orderBy(asc(questionPairs.order), asc(questionPairs.id)),
    duolingos: await db
      .select()
      .from(questionDuolingos)
      .where(only ? inArray(questionDuolingos.questionId, questionIds) : undefined)
      .orderBy(asc(questionDuolingos.order), asc(questionDuolingos.id)),
    images: await db
      .select()
      .from(questionImages)
      .where(only ? inArray(questionImages.questionId, questionIds) : undefined)
      .orderBy(asc(questionImages.order), asc(questionImages.id)),
    pronunciations: await db.select().from(pronunciations),
    settings: await db.select().from(settings),
  };
}

/** Rows grouped under their parent's id, each group in the order read. */
function byParent<R>(rows: readonly R[], parentOf: (row: R) => number): (id: number) => R[] {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const group = groups.get(parentOf(row));
    if (group) group.push(row);
    else groups.set(parentOf(row), [row]);
  }
  return (id) => groups.get(id) ?? [];
}

/** Optional fields: a null column is a field left out. */
function present(fields: Record<string, unknown>): Yaml {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  );
}

/**
 * One text an item says, as stored, with where its `audio` and `say` go in the YAML. An
 * instruction or an Uzbek prompt has neither: only the manifest and the course's
 * `pronunciations` can give it its sound, unless it is a person's recording (`/media/r/`),
 * which goes in its `recordingField` (`instructionAudio`, …) as every item's recording does.
 */
interface Spoken {
  voice: SpeechVoice;
  text: string;
  url: string | null;
  item: Yaml;
  audioField: string | undefined;
  /** Where a human recording of the text goes: `audioField`, or the field only recordings have. */
  recordingField: string | undefined;
  sayField: string | undefined;
  /** Where it is, for a warning. */
  where: string;
}

type Catalogue = Awaited<ReturnType<typeof readCatalogue>>;

/** Each level's rows under their parent's id. */
function childrenOf(rows: Catalogue) {
  return {
    modulesOf: byParent(rows.modules, (r) => r.courseId),
    blocksOf: byParent(rows.blocks, (r) => r.moduleId),
    lessonsOf: byParent(rows.lessons, (r) => r.blockId),
    wordsOf: byParent(rows.words, (r) => r.lessonId),
    gamesOf: byParent(rows.games, (r) => r.lessonId),
    achievementsOf: byParent(rows.achievements, (r) => r.gameId),
    questionsOf: byParent(rows.questions, (r) => r.gameId),
    variantsOf: byParent(rows.variants, (r) => r.questionId),
    personagesOf: byParent(rows.personages, (r) => r.questionId),
    pairsOf: byParent(rows.pairs, (r) => r.questionId),
    duolingosOf: byParent(rows.duolingos, (r) => r.questionId),
    imagesOf: byParent(rows.images, (r) => r.questionId),
  };
}
type Children = ReturnType<typeof childrenOf>;

/** Records a text an item says, with where its `audio` and `say` would go. */
type Speak = (
  item: Yaml,
  text: string | null,
  url: string | null,
  where: string,
  fields?: { audio?: string; recording?: string; say?: string; voice?: SpeechVoice },
) => void;

/** A Speak that collects each text in `spoken`. */
function speaker(spoken: Spoken[]): Speak {
  return (item, text, url, where, fields = {}) => {
    if (text === null || text.trim() === '') return;
    spoken.push({
      voice: fields.voice ?? speechVoice(text),
      text,
      url,
      item,
      audioField: fields.audio,
      recordingField: fields.recording ?? fields.audio,
      sayField: fields.say,
      where,
    });
  };
}

export interface ExportedLesson {
  /** The lesson in the pack's shape, each media file named by its `/media/...` URL. */
  lesson: Yaml;
  /**
   * `<voice>:<text>` → the URL of the file that says it when an item has no `audio` of its own
   * (what a pack's audio manifest gives): an instruction's, a prompt's, a rendered text's.
   */
  renderedAudio: Map<string, string>;
}

/**
 * One published lesson as a pack would hold it (the course studio's draft starts from it), read
 * as the export reads the catalogue and built by the same code. Its texts' stored
 * pronunciations become `say`s; a pronunciation that only the course's word list could give is
 * left out (a lesson carries no list). Undefined for no such lesson.
 */
export async function exportLesson(db: Db, lessonId: number): Promise<ExportedLesson | undefined> {
  const rows = await readCatalogue(db, lessonId);
  const lesson = rows.lessons.find((l) => l.id === lessonId);
  if (!lesson) return undefined;
  const spoken: Spoken[] = [];
  const yaml = lessonToPack(lesson, lesson.key, childrenOf(rows), (url) => url, speaker(spoken));
  const said = new Map<string, string>(
    rows.pronunciations.map((p) => [audioKey(p.voice as SpeechVoice, p.text), p.say]),
  );
  const pronounced = pronounce(spoken, said, new Map(), []);
  const manifest: PackAudioManifest = { engine: 'exported', entries: {} };
  const placed = new Map<string, string>();
  speakWith(
    spoken,
    pronounced,
    manifest,
    (url) => url,
    (file, url) => placed.set(file, url),
    [],
  );
  const renderedAudio = new Map<string, string>();
  for (const [key, file] of Object.entries(manifest.entries)) {
    const url = placed.get(file);
    if (url !== undefined) renderedAudio.set(key, url);
  }
  return { lesson: yaml, renderedAudio };
}

/**
 * One lesson's rows in the pack's shape (`packLessonSchema`): what a pack file holds and what the
 * studio's draft of a published lesson starts from. `media` names a stored file as the pack
 * will; each spoken text goes to `speak`, which decides its `audio` and `say`.
 */
function lessonToPack(
  lesson: Catalogue['lessons'][number],
  at: string,
  kids: Children,
  media: (url: string) => string,
  speak: Speak,
): Yaml {
  const {
    wordsOf,
    gamesOf,
    achievementsOf,
    questionsOf,
    variantsOf,
    personagesOf,
    pairsOf,
    duolingosOf,
    imagesOf,
  } = kids;
  const optionalMedia = (url: string | null) => (url === null ? undefined : media(url));
  const words = wordsOf(lesson.id).map((w) => {
    const word = present({
      key: w.key,
      word: w.word,
      translation: w.translation,
      image: optionalMedia(w.imageUrl),
    });
    speak(word, w.word, w.audioUrl, `${at} word ${w.key}`, {
      audio: 'audio',
      say: 'say',
    });
    speak(word, w.translation, w.translationAudioUrl, `${at} word ${w.key}`, {
      audio: 'translationAudio',
      say: 'translationSay',
      voice: 'uz',
    });
    return word;
  });
  const lessonGames = gamesOf(lesson.id).map((g) => {
    const gAt = `${at} game ${g.key}`;
    const game = present({
      key: g.key,
      title: g.title,
      titleUz: g.titleUz,
      type: g.type,
      instruction: g.instruction,
      instructionUz: g.instructionUz,
      mainImage: media(g.mainImage),
      videoFirst: media(g.videoFirst),
      videoFirstPoster: media(g.videoFirstPoster),
      videoFirstUz: optionalMedia(g.videoFirstUz),
      videoFirstPosterUz: optionalMedia(g.videoFirstPosterUz),
      videoLast: media(g.videoLast),
      videoLastPoster: media(g.videoLastPoster),
    });
    speak(game, g.instruction, g.instructionAudioUrl, `${gAt} instruction`, {
      recording: 'instructionAudio',
    });
    speak(game, g.instructionUz, g.instructionUzAudioUrl, `${gAt} instructionUz`, {
      recording: 'instructionUzAudio',
      voice: 'uz',
    });
    const awards = achievementsOf(g.id).map((a) =>
      present({
        key: a.key,
        title: a.title,
        description: a.description,
        titleUz: a.titleUz,
        descriptionUz: a.descriptionUz,
        image: media(a.imageUrl),
      }),
    );
    if (awards.length > 0) game['achievements'] = awards;
    game['questions'] = questionsOf(g.id).map((q) => {
      const qAt = `${gAt} question ${q.key}`;
      const question = present({
        key: q.key,
        text: q.text === '' ? undefined : q.text,
        promptUz: q.promptUz,
      });
      speak(question, q.text, q.audioUrl, qAt, { audio: 'audio', say: 'say' });
      speak(question, q.promptUz, q.promptUzAudioUrl, `${qAt} promptUz`, {
        recording: 'promptUzAudio',
        voice: 'uz',
      });
      const images = imagesOf(q.id).map((i) => media(i.imageUrl));
      if (images.length > 0) question['images'] = images;
      const variantRows = variantsOf(q.id);
      const variants = variantRows.map((v) => {
        const variant = present({
          answer: v.answer,
          image: optionalMedia(v.imageUrl),
          correct: v.isCorrect ? true : undefined,
        });
        speak(variant, v.answer, v.audioUrl, `${qAt} variant`, {
          audio: 'audio',
          say: 'say',
        });
        return variant;
      });
      if (variants.length > 0) question['variants'] = variants;
      const lines = personagesOf(q.id).map((p) => {
        const index = variantRows.findIndex((v) => v.id === p.variantId);
        const line = present({
          personage: p.personageNumber,
          answer: p.answer,
          variant: index === -1 ? undefined : index,
        });
        speak(line, p.answer, p.audioUrl, `${qAt} line`, {
          audio: 'audio',
          say: 'say',
        });
        return line;
      });
      if (lines.length > 0) question['personages'] = lines;
      const pairs = pairsOf(q.id).map((p) => ({ left: p.left, right: p.right }));
      if (pairs.length > 0) question['pairs'] = pairs;
      const duolingos = duolingosOf(q.id).map((d) => ({
        left: d.leftAnswer,
        right: d.rightAnswer,
      }));
      if (duolingos.length > 0) question['duolingos'] = duolingos;
      return question;
    });
    return game;
  });
  return {
    ...present({ key: lesson.key, title: lesson.title, titleUz: lesson.titleUz }),
    ...(words.length > 0 ? { words } : {}),
    games: lessonGames,
  };
}

/**
 * Writes the database's courses into `folder` as a pack: `course.yaml` (or one file a course,
 * named to keep their order), `modules/NN-<key>.yaml`, the media under pictures/, videos/ and
 * audio/ named by their content hash, and audio/manifest.json for rendered speech.
 */
export async function exportPack(
  db: Db,
  mediaSource: MediaSource,
  folder: string,
  options: ExportOptions = {},
): Promise<ExportResult> {
  const root = path.resolve(folder);
  checkFolder(root, options.force);

  const rows = await readCatalogue(db);
  if (rows.courses.length === 0) throw new ExportError('the database has no course to export');
  const unknown = (options.courseKeys ?? []).filter(
    (key) => !rows.courses.some((c) => c.key === key),
  );
  if (unknown.length > 0)
    throw new ExportError(
      `no course ${unknown.map((k) => `"${k}"`).join(', ')} in the database; it has ${rows.courses
        .map((c) => `"${c.key}"`)
        .join(', ')}`,
    );
  const chosen = options.courseKeys
    ? rows.courses.filter((c) => options.courseKeys!.includes(c.key))
    : rows.courses;

  const kids = childrenOf(rows);
  const { modulesOf, blocksOf, lessonsOf } = kids;

  /** Pack path → the media URL whose file goes there. */
  const files = new Map<string, string>();
  const warnings: string[] = [];
  const media = (url: string): string => {
    const name = path.posix.basename(url);
    const ext = path.extname(name).slice(1).toLowerCase();
    const kind = (IMAGE_EXTENSIONS as readonly string[]).includes(ext)
      ? 'pictures'
      : (VIDEO_EXTENSIONS as readonly string[]).includes(ext)
        ? 'videos'
        : `${AUDIO_FOLDER}/recordings`;
    const relative = `${kind}/${name}`;
    files.set(relative, url);
    // A person's recording takes its AAC copy along (ADR 0045), for the import to keep beside it.
    if (isRecordingUrl(url) && `.${ext}` !== RECORDING_FALLBACK_EXTENSION) {
      const copy = url.slice(0, url.length - ext.length - 1) + RECORDING_FALLBACK_EXTENSION;
      const source = mediaSource(copy);
      if (source !== undefined && existsSync(source))
        files.set(`${kind}/${path.posix.basename(copy)}`, copy);
    }
    return relative;
  };

  const said = new Map<string, string>(
    rows.pronunciations.map((p) => [audioKey(p.voice as SpeechVoice, p.text), p.say]),
  );
  const written: { file: string; value: unknown }[] = [];
  const manifest: PackAudioManifest = { engine: 'exported', entries: {} };
  const several = chosen.length > 1;
  let lessonCount = 0;
  let moduleCount = 0;

  for (const [c, course] of chosen.entries()) {
    const spoken: Spoken[] = [];
    const speak = speaker(spoken);

    const moduleFiles: { include: string }[] = [];
    for (const [m, module] of modulesOf(course.id).entries()) {
      const moduleBlocks = blocksOf(module.id).map((block) => ({
        ...present({ key: block.key, title: block.title, titleUz: block.titleUz }),
        lessons: lessonsOf(block.id).map((lesson) => {
          lessonCount += 1;
          const at = `${course.key}/${module.key}/${block.key}/${lesson.key}`;
          return lessonToPack(lesson, at, kids, media, speak);
        }),
      }));
      const file = `modules/${several ? `${course.key}/` : ''}${String(m + 1).padStart(2, '0')}-${module.key}.yaml`;
      written.push({
        file,
        value: {
          ...present({ key: module.key, title: module.title, titleUz: module.titleUz }),
          blocks: moduleBlocks,
        },
      });
      moduleFiles.push({ include: file });
      moduleCount += 1;
    }

    const lexicon = deriveLexicon(spoken, said);
    const pronounced = pronounce(spoken, said, lexicon, warnings);
    speakWith(spoken, pronounced, manifest, media, (file, url) => files.set(file, url), warnings);

    const [setting] = rows.settings;
    const courseFile: CourseFile = {
      key: course.key,
      title: course.title,
      ...(course.titleUz === null ? {} : { titleUz: course.titleUz }),
      // One settings row for the app: written once, with the first course.
      ...(setting && c === 0
        ? {
            settings: present({
              supportPhone: setting.supportPhone,
              telegramLink: setting.telegramLink,
              instagramLink: setting.instagramLink,
              facebookLink: setting.facebookLink,
              youtubeLink: setting.youtubeLink,
            }) as NonNullable<CourseFile['settings']>,
          }
        : {}),
      ...(lexicon.size > 0 ? { pronunciations: Object.fromEntries(lexicon) } : {}),
      modules: moduleFiles,
    };
    const courseName = several
      ? `${String(c + 1).padStart(2, '0')}-${course.key}.yaml`
      : 'course.yaml';
    written.push({ file: courseName, value: courseFile });
  }

  // Every file is read before any is written: a missing one stops the export with nothing half done.
  const sources = [...files].map(([relative, url]) => {
    const source = mediaSource(url);
    if (source === undefined || !existsSync(source))
      throw new ExportError(`the media file of ${url} is not in the media store`);
    return { relative, source };
  });

  mkdirSync(root, { recursive: true });
  // Course files left at the top would be read as courses of this pack.
  for (const name of readdirSync(root))
    if (/\.ya?ml$/.test(name)) rmSync(path.join(root, name), { force: true });
  if (options.force) rmSync(path.join(root, 'modules'), { recursive: true, force: true });
  for (const { file, value } of written) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, stringify(value, { lineWidth: 0, singleQuote: true }));
  }
  for (const { relative, source } of sources) {
    const target = path.join(root, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
  if (Object.keys(manifest.entries).length > 0) {
    const sorted = Object.keys(manifest.entries).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const entries = Object.fromEntries(sorted.map((key) => [key, manifest.entries[key]!]));
    writeFileSync(
      path.join(root, AUDIO_MANIFEST),
      `${JSON.stringify({ engine: manifest.engine, entries }, null, 2)}\n`,
    );
  }
  return {
    courses: chosen.length,
    modules: moduleCount,
    lessons: lessonCount,
    mediaFiles: sources.length,
    warnings,
  };
}

const WORD = /[\p{L}\u0301ʻʼ']+/gu;
const LEXICON_WORD = /^[\p{L}ʻʼ'-]+$/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The course's `pronunciations` (a word → how it is said) as far as the rows show them: an
 * instruction or an Uzbek prompt has no `say` of its own, so a stored pronunciation of one comes
 * from the course's list. Each word of such a text is matched to its part of the pronunciation.
 */
function deriveLexicon(spoken: readonly Spoken[], said: ReadonlyMap<string, string>): Lexicon {
  const found = new Map<string, string>();
  const conflicting = new Set<string>();
  // A text an item with a `say` also says may be said by that `say`, not by the list.
  const sayable = new Set(
    spoken.filter((item) => item.sayField).map((item) => audioKey(item.voice, item.text)),
  );
  for (const item of spoken) {
    if (item.sayField !== undefined || sayable.has(audioKey(item.voice, item.text))) continue;
    const say = said.get(audioKey(item.voice, item.text));
    if (say === undefined) continue;
    const words = [...item.text.matchAll(WORD)];
    let pattern = '^';
    let last = 0;
    for (const word of words) {
      pattern += `${escape(item.text.slice(last, word.index))}(\\[\\[[\\s\\S]*?\\]\\]|[\\s\\S]+?)`;
      last = word.index + word[0].length;
    }
    const match = new RegExp(`${pattern}${escape(item.text.slice(last))}$`, 'u').exec(say);
    if (!match) continue;
    words.forEach(([word], i) => {
      const as = match[i + 1]!;
      if (as === (item.voice === 'uz' ? stressLastSyllable(word) : word)) return;
      const key = word.toLowerCase();
      if (!LEXICON_WORD.test(key)) return;
      const capital = word[0] !== word[0]!.toLowerCase() && !as.startsWith('[[');
      const value = capital ? as[0]!.toLowerCase() + as.slice(1) : as;
      if (found.has(key) && found.get(key) !== value) conflicting.add(key);
      found.set(key, value);
    });
  }
  for (const key of conflicting) found.delete(key);
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Gives an item a `say` where the course's list would not say it as stored; returns each text's
 * stored pronunciation (`<voice>:<text>` → what the synthesiser reads).
 */
function pronounce(
  spoken: readonly Spoken[],
  said: ReadonlyMap<string, string>,
  lexicon: Lexicon,
  warnings: string[],
): Map<string, string> {
  const stored = new Map<string, string>();
  const withSay = new Set<string>();
  for (const item of spoken) {
    const key = audioKey(item.voice, item.text);
    const want = said.get(key) ?? item.text;
    stored.set(key, want);
    if (item.sayField && spokenForm(item.voice, item.text, undefined, lexicon) !== want) {
      item.item[item.sayField] = want;
      withSay.add(key);
    }
  }
  for (const item of spoken) {
    const key = audioKey(item.voice, item.text);
    if (item.sayField || withSay.has(key)) continue;
    if (spokenForm(item.voice, item.text, undefined, lexicon) !== stored.get(key))
      warnings.push(
        `${item.where}: said "${stored.get(key)}", which the pack cannot give this text (no say field)`,
      );
  }
  return stored;
}

/**
 * Where each text's sound comes from. A person's recording (`/media/r/`) is always the item's
 * own recording field, never rendered audio (ADR 0045). Of the rest, the file most of its items
 * have, when no item of it is silent, goes in the manifest under the name content:audio would
 * give it; every other file is the item's recording. An instruction or prompt has no field for a
 * file that is not a recording: its file is the manifest's.
 */
function speakWith(
  spoken: readonly Spoken[],
  stored: ReadonlyMap<string, string>,
  manifest: PackAudioManifest,
  media: (url: string) => string,
  place: (file: string, url: string) => void,
  warnings: string[],
) {
  const groups = new Map<string, Spoken[]>();
  for (const item of spoken) {
    if (isRecordingUrl(item.url) && item.recordingField) {
      item.item[item.recordingField] = media(item.url!);
      continue;
    }
    const key = audioKey(item.voice, item.text);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  for (const [key, items] of groups) {
    const fixed = items.find((item) => item.audioField === undefined);
    let rendered: string | null = null;
    if (fixed) rendered = fixed.url;
    else if (items.every((item) => item.url !== null)) {
      const counts = new Map<string, number>();
      for (const item of items) counts.set(item.url!, (counts.get(item.url!) ?? 0) + 1);
      rendered = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    }
    if (rendered !== null) {
      const [first] = items;
      const ext = path.extname(rendered).toLowerCase() || '.ogg';
      const file = renderedAudioPath(first!.voice, first!.text, stored.get(key)).replace(
        /\.ogg$/,
        ext,
      );
      manifest.entries[key] = file;
      place(file, rendered);
    }
    for (const item of items) {
      if (item.url === rendered) continue;
      if (item.url === null || !item.audioField) {
        warnings.push(
          `${item.where}: its sound (${item.url ?? 'none'}) differs from the other items saying "${item.text}"`,
        );
        continue;
      }
      item.item[item.audioField] = media(item.url);
    }
  }
}
