#!/usr/bin/env node
/**
 * `npm run content:stats [pack folder]`: what the course holds and what each lesson costs.
 *
 * Per lesson: new words, games by type, questions, estimated minutes of play, and its media
 * (pictures, videos, audio — each distinct file of the lesson once) against the 1.5 MB a lesson
 * may load (issue 21: loaded per lesson, never the whole pack up front). Totals: lessons, words,
 * uses of each of the 16 game types. Also the older per-file budgets: an SVG under 30 KB, a
 * poster under 60 KB, a video of 5-15 s under 150 KB, 3-5 games a lesson, 3-8 questions a game.
 * Exits 1 when a budget is passed.
 *
 * Runs with tsx (the root script does), so it reads the pack with the app's own loader.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_TYPES } from '@bolajon/contract';
import { formatProblems, loadPack } from '../../apps/api/src/content/load-pack.ts';
import { audioSource, spokenTexts } from '../../apps/api/src/content/pack-audio.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pack = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? path.join(repo, 'content'),
);

/** How long a lesson should play, in estimated minutes (issue 22). */
const PLAY_MINUTES = [8, 15];
/** A lesson's media budget (pictures + audio + videos), in bytes. */
const LESSON_BUDGET = 1.5 * 1024 * 1024;
/**
 * Seconds of play, estimated: per question by game type (a child of 5-7 hears it, thinks,
 * answers, hears the feedback), plus each game's two videos, plus the show-and-say step.
 */
const SECONDS_PER_QUESTION = {
  '1.0': 20,
  1.1: 20,
  1.2: 25,
  1.3: 20,
  1.4: 20,
  1.5: 40,
  '2.0': 15,
  2.1: 20,
  2.2: 15,
  2.3: 15,
  2.4: 35,
  '3.0': 30,
  3.1: 45,
  3.2: 45,
  '4.0': 90,
  '5.0': 45,
};
const SECONDS_PER_GAME = 20;
const SECONDS_PER_NEW_WORD = 8;

const loaded = loadPack(pack);
if (!loaded.ok) {
  console.error(formatProblems(loaded.problems));
  process.exit(1);
}
const { courses } = loaded.pack;
const problems = [];
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const sizeOf = (relative) => {
  const file = path.resolve(pack, relative);
  return existsSync(file) ? statSync(file).size : 0;
};
const duration = (file) =>
  Number(
    execFileSync(
      'ffprobe',
      [
        ['-v', 'error', '-show_entries', 'format=duration'],
        ['-of', 'csv=p=0', file],
      ].flat(),
    ).toString(),
  );

// Each spoken item's audio file, by the lesson it is in (file and path prefix up to the lesson).
const audioByLesson = new Map();
for (const item of spokenTexts(courses)) {
  const source = audioSource(loaded.pack.renderedAudio, item);
  if (!source) continue;
  const i = item.where.path.indexOf('lessons');
  const lessonKey = `${item.where.file}|${item.where.path.slice(0, i + 2).join('.')}`;
  if (!audioByLesson.has(lessonKey)) audioByLesson.set(lessonKey, new Set());
  audioByLesson.get(lessonKey).add(source);
}

const perType = Object.fromEntries(GAME_TYPES.map((t) => [t, 0]));
const rows = [];
let words = 0;
for (const course of courses)
  for (const [m, module] of course.modules.entries()) {
    const top = module.file === course.file ? ['modules', m] : [];
    for (const [b, block] of module.blocks.entries())
      for (const [l, lesson] of block.lessons.entries()) {
        words += lesson.words.length;
        const pictures = new Set();
        const videos = new Set();
        // The intro video and its poster a family loads: Russian, or Uzbek in the Uzbek interface.
        const intro = { ru: new Set(), uz: new Set() };
        for (const w of lesson.words) if (w.image) pictures.add(w.image);
        const types = {};
        let questions = 0;
        let seconds = SECONDS_PER_NEW_WORD * lesson.words.length;
        for (const game of lesson.games) {
          perType[game.type] += 1;
          types[game.type] = (types[game.type] ?? 0) + 1;
          questions += game.questions.length;
          seconds += SECONDS_PER_GAME + SECONDS_PER_QUESTION[game.type] * game.questions.length;
          for (const f of [game.mainImage, game.videoLastPoster]) pictures.add(f);
          intro.ru.add(game.videoFirstPoster).add(game.videoFirst);
          intro.uz
            .add(game.videoFirstPosterUz ?? game.videoFirstPoster)
            .add(game.videoFirstUz ?? game.videoFirst);
          for (const a of game.achievements) pictures.add(a.image);
          for (const q of game.questions) {
            for (const img of q.images) pictures.add(img);
            for (const v of q.variants) if (v.image) pictures.add(v.image);
          }
          videos.add(game.videoLast);
          const n = game.questions.length;
          if (n < 3 || n > 8) problems.push(`game ${game.key} has ${n} questions`);
        }
        if (lesson.games.length < 3 || lesson.games.length > 5)
          problems.push(`lesson ${lesson.key} has ${lesson.games.length} games`);
        const lessonKey = `${module.file}|${[...top, 'blocks', b, 'lessons', l].join('.')}`;
        const audio = [...(audioByLesson.get(lessonKey) ?? [])];
        const bytesOf = (files) => [...files].reduce((n, f) => n + sizeOf(f), 0);
        const introBytes = { ru: bytesOf(intro.ru), uz: bytesOf(intro.uz) };
        const bytes = {
          pictures: bytesOf(pictures),
          // the closing videos, and the larger of the two languages' intros (with their posters)
          videos: bytesOf(videos) + Math.max(introBytes.ru, introBytes.uz),
          audio: bytesOf(audio),
        };
        const media = bytes.pictures + bytes.videos + bytes.audio;
        if (media > LESSON_BUDGET)
          problems.push(`lesson ${lesson.key}: media ${mb(media)}, over its ${mb(LESSON_BUDGET)}`);
        rows.push({ lesson, types, questions, seconds, bytes, media });
      }
  }

console.log(
  `estimated play: ${SECONDS_PER_NEW_WORD} s a new word (show and say), ${SECONDS_PER_GAME} s a ` +
    `game (its two videos), and per question ${Object.entries(SECONDS_PER_QUESTION)
      .map(([t, s]) => `${t} ${s} s`)
      .join(', ')}`,
);
console.log(
  `media budget: ${mb(LESSON_BUDGET)} a lesson (pictures + videos + audio, each file once; of the ` +
    `intro videos, those of one interface language: a family loads the Russian or the Uzbek ones)\n`,
);
rows.forEach(({ lesson, types, questions, seconds, bytes, media }, i) => {
  const games = Object.entries(types)
    .map(([t, n]) => (n > 1 ? `${t}×${n}` : t))
    .join(' ');
  console.log(
    `${String(i + 1).padStart(2)}. ${lesson.key} «${lesson.title}»: ${lesson.words.length} new words, ` +
      `games ${games} (${questions} questions), ~${(seconds / 60).toFixed(1)} min; ` +
      `audio ${kb(bytes.audio)}, pictures ${kb(bytes.pictures)}, videos ${kb(bytes.videos)} = ` +
      `${mb(media)}${media > LESSON_BUDGET ? ' OVER BUDGET' : ''}`,
  );
});

// The older per-file budgets.
const videosSeen = new Set();
for (const course of courses)
  for (const module of course.modules)
    for (const block of module.blocks)
      for (const lesson of block.lessons)
        for (const game of lesson.games) {
          for (const field of ['videoFirst', 'videoFirstUz', 'videoLast']) {
            if (!game[field] || videosSeen.has(game[field])) continue;
            videosSeen.add(game[field]);
            const file = path.join(pack, game[field]);
            const seconds = duration(file);
            if (statSync(file).size > 150 * 1024)
              problems.push(`${game[field]} is ${kb(statSync(file).size)}`);
            if (seconds < 5 || seconds > 15) problems.push(`${game[field]} lasts ${seconds} s`);
          }
          for (const field of ['videoFirstPoster', 'videoFirstPosterUz', 'videoLastPoster'])
            if (game[field] && sizeOf(game[field]) > 60 * 1024)
              problems.push(`${game[field]} is ${kb(sizeOf(game[field]))}`);
        }
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}
let total = 0;
let audioTotal = 0;
for (const file of walk(pack)) {
  const size = statSync(file).size;
  total += size;
  if (path.relative(pack, file).startsWith(`audio${path.sep}`)) audioTotal += size;
  if (file.endsWith('.svg') && size > 30 * 1024)
    problems.push(`${path.relative(pack, file)} is ${kb(size)}`);
}

const minutes = rows.reduce((n, r) => n + r.seconds, 0) / 60;
console.log(
  `\ntotals: ${rows.length} lessons, ${words} words, ${Object.values(perType).reduce((a, b) => a + b, 0)} games, ` +
    `~${minutes.toFixed(0)} min of play; the pack is ${mb(total)} (rendered audio ${mb(audioTotal)}); ` +
    `largest lesson ${mb(Math.max(...rows.map((r) => r.media)))}`,
);
console.log(`uses of each type: ${GAME_TYPES.map((t) => `${t} ${perType[t]}`).join(', ')}`);
const rare = GAME_TYPES.filter((t) => perType[t] > 0 && perType[t] < 6);
if (rare.length) console.log(`types used fewer than 6 times: ${rare.join(', ')}`);
const [minMinutes, maxMinutes] = PLAY_MINUTES;
const offLength = rows.filter((r) => r.seconds / 60 < minMinutes || r.seconds / 60 > maxMinutes);
if (offLength.length)
  console.log(
    `lessons outside ${minMinutes}–${maxMinutes} min of play: ${offLength
      .map((r) => `${r.lesson.key} ${(r.seconds / 60).toFixed(1)}`)
      .join(', ')}`,
  );
const reviews = rows.filter((r) => r.lesson.reviews);
console.log(
  `review lessons: ${reviews.length ? reviews.map((r) => r.lesson.key).join(', ') : 'none'}; ` +
    `patterns: ${courses.flatMap((c) => c.patterns ?? []).length}`,
);
const unused = GAME_TYPES.filter((t) => perType[t] === 0);
if (unused.length) problems.push(`no game of type ${unused.join(', ')}`);
if (problems.length) {
  console.log(`problems:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('budgets: ok');
