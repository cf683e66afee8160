import path from 'node:path';
import { paths } from '../paths.js';
import { formatProblems, loadPack } from '../content/load-pack.js';
import { audioSource, spokenTexts } from '../content/pack-audio.js';
import { checkTeaching, formatTeachingProblems } from '../content/teaching-checks.js';

const usage = `Usage:
  npm run content:check [folder] [-- --strict] validate a content pack (default: content/);
                                              --strict: fail on teaching warnings too
  npm run content:import [folder] [-- --force]
                                              validate it and load it into the database;
                                              refused over studio edits since the last import
                                              unless --force (which overwrites them)
  npm run content:audio [folder] [-- --force] render its texts to audio/ (--force: all again)
  npm run content:export [folder] [-- --force --course <key>]
                                              write the database's courses as a pack (default:
                                              ./content-export; --force: into a folder that is
                                              not empty, replacing its course files and modules/;
                                              --course: that course only, repeatable)`;

const COMMANDS = ['check', 'import', 'audio', 'export'] as const;
const isCommand = (arg: string | undefined): arg is (typeof COMMANDS)[number] =>
  COMMANDS.some((c) => c === arg);

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (command === 'export') return exportCommand(rest);
  const force = rest.includes('--force');
  const strict = rest.includes('--strict');
  const positional = rest.filter((arg) => !arg.startsWith('--'));
  const unknown = rest.filter(
    (arg) =>
      arg.startsWith('--') &&
      !((command === 'audio' || command === 'import') && arg === '--force') &&
      !(command === 'check' && arg === '--strict'),
  );
  if (!isCommand(command) || positional.length > 1 || unknown.length > 0) {
    console.error(usage);
    return 2;
  }
  const folder = path.resolve(
    process.env['INIT_CWD'] ?? process.cwd(),
    positional[0] ?? path.join(paths.repoRoot, 'content'),
  );
  // The audio command mends rendered audio, so a stale manifest must not stop it.
  const result = loadPack(folder, { audioManifest: command === 'audio' ? 'ignore' : 'check' });
  if (!result.ok) {
    console.error(`The content pack in ${folder} has ${result.problems.length} problem(s):`);
    console.error(formatProblems(result.problems));
    return 1;
  }
  const { courses } = result.pack;
  const count = (f: (c: (typeof courses)[number]) => number) =>
    courses.reduce((n, c) => n + f(c), 0);
  const lessons = courses.flatMap((c) =>
    c.modules.flatMap((m) => m.blocks.flatMap((b) => b.lessons)),
  );
  const games = lessons.flatMap((l) => l.games);
  console.log(
    `ok: ${courses.length} course(s), ${count((c) => c.modules.length)} modules, ${lessons.length} lessons, ` +
      `${games.length} games, ${games.reduce((n, g) => n + g.questions.length, 0)} questions, ` +
      `${lessons.reduce((n, l) => n + l.words.length, 0)} words`,
  );
  if (command === 'audio') {
    const { runAudio } = await import('../content/run-audio.js');
    return runAudio(result.pack, { force });
  }
  const said = spokenTexts(courses);
  const silent = said.filter((item) => audioSource(result.pack.renderedAudio, item) === null);
  console.log(
    silent.length === 0
      ? `audio: all ${said.length} spoken texts have a recording or a rendered file`
      : `audio: ${silent.length} of ${said.length} spoken texts have no recording or rendered file ` +
          `(the app synthesises them on demand; npm run content:audio renders them)`,
  );
  if (command === 'check') {
    const teaching = checkTeaching(result.pack);
    const errors = teaching.filter((p) => p.severity === 'error').length;
    const warnings = teaching.length - errors;
    if (teaching.length > 0) console.log(formatTeachingProblems(teaching));
    const counts = new Map<string, number>();
    for (const p of teaching) counts.set(p.rule, (counts.get(p.rule) ?? 0) + 1);
    console.log(
      `teaching: ${errors} error(s), ${warnings} warning(s)` +
        (counts.size > 0 ? ` (${[...counts].map(([rule, n]) => `${rule} ${n}`).join(', ')})` : '') +
        (strict ? ' [strict: warnings fail]' : ''),
    );
    return errors > 0 || (strict && warnings > 0) ? 1 : 0;
  }
  const { runImport } = await import('../content/run-import.js');
  return runImport(result.pack, { force });
}

/** `content:export [folder] [--force] [--course <key>]…`: its own options, and no pack to read. */
async function exportCommand(args: string[]) {
  let force = false;
  const courseKeys: string[] = [];
  const positional: string[] = [];
  let unknown = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--force') force = true;
    else if (arg === '--course' && args[i + 1] !== undefined) courseKeys.push(args[(i += 1)]!);
    else if (arg.startsWith('--course=')) courseKeys.push(arg.slice('--course='.length));
    else if (arg.startsWith('--')) unknown = true;
    else positional.push(arg);
  }
  if (positional.length > 1 || unknown) {
    console.error(usage);
    return 2;
  }
  const folder = path.resolve(
    process.env['INIT_CWD'] ?? process.cwd(),
    positional[0] ?? 'content-export',
  );
  const { runExport } = await import('../content/run-export.js');
  return runExport(folder, { force, ...(courseKeys.length > 0 ? { courseKeys } : {}) });
}

process.exitCode = await main(process.argv.slice(2));
