#!/usr/bin/env node
/**
 * Prints what the demo course holds: games per type, questions per game, words, achievements,
 * and checks the media budget (SVG < 30 KB, poster < 60 KB, video 5-15 s and < 150 KB, audio/
 * < 3 MB).
 *
 *   npx tsx --conditions=@bolajon/source scripts/content/stats.mjs [pack folder]
 * (tsx, so the game types come from the contract's TypeScript source)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_TYPES } from '@bolajon/contract';
import { parse } from 'yaml';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pack = path.resolve(process.argv[2] ?? path.join(repo, 'content'));
const TYPES = GAME_TYPES;

const problems = [];
const perType = Object.fromEntries(TYPES.map((t) => [t, []]));
let words = 0;
const achievements = [];
for (const courseFile of readdirSync(pack).filter((f) => /\.ya?ml$/.test(f))) {
  const course = parse(readFileSync(path.join(pack, courseFile), 'utf8'));
  for (const ref of course.modules) {
    const module = ref.include ? parse(readFileSync(path.join(pack, ref.include), 'utf8')) : ref;
    for (const block of module.blocks)
      for (const lesson of block.lessons) {
        words += lesson.words?.length ?? 0;
        if (lesson.games.length < 3 || lesson.games.length > 5)
          problems.push(`lesson ${lesson.key} has ${lesson.games.length} games`);
        for (const game of lesson.games) {
          (perType[game.type] ??= []).push(game.key);
          const n = game.questions.length;
          if (n < 3 || n > 8) problems.push(`game ${game.key} has ${n} questions`);
          for (const a of game.achievements ?? []) achievements.push(`${a.title} (${game.key})`);
          for (const [field, max] of [
            ['videoFirst', 150],
            ['videoLast', 150],
          ]) {
            const file = path.join(pack, game[field]);
            const kb = statSync(file).size / 1024;
            const seconds = Number(
              execFileSync('ffprobe', [
                '-v',
                'error',
                '-show_entries',
                'format=duration',
                '-of',
                'csv=p=0',
                file,
              ]).toString(),
            );
            if (kb > max) problems.push(`${game[field]} is ${kb.toFixed(0)} KB`);
            if (seconds < 5 || seconds > 15) problems.push(`${game[field]} lasts ${seconds} s`);
          }
          for (const field of ['videoFirstPoster', 'videoLastPoster']) {
            const kb = statSync(path.join(pack, game[field])).size / 1024;
            if (kb > 60) problems.push(`${game[field]} is ${kb.toFixed(0)} KB`);
          }
        }
      }
  }
}
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}
let total = 0;
let audio = 0;
for (const file of walk(pack)) {
  const size = statSync(file).size;
  total += size;
  if (path.relative(pack, file).startsWith(`audio${path.sep}`)) audio += size;
  if (file.endsWith('.svg') && size > 30 * 1024)
    problems.push(`${path.relative(pack, file)} is ${(size / 1024).toFixed(0)} KB`);
}
console.log('games per type:');
for (const t of TYPES) console.log(`  ${t}: ${perType[t].length}  ${perType[t].join(', ')}`);
const games = Object.values(perType).reduce((n, g) => n + g.length, 0);
console.log(`games: ${games}, words: ${words}, achievements: ${achievements.length}`);
console.log(`  ${achievements.join('; ')}`);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(`pack size: ${mb(total)} (rendered audio ${mb(audio)})`);
if (audio > 3 * 1024 * 1024) problems.push(`audio/ is ${mb(audio)}, over its 3 MB budget`);
const missing = TYPES.filter((t) => perType[t].length === 0);
if (missing.length) problems.push(`no game of type ${missing.join(', ')}`);
if (problems.length) {
  console.log(`problems:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('budget: ok');
