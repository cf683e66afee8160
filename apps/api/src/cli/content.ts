import path from 'node:path';
import { paths } from '../paths.js';
import { formatProblems, loadPack } from '../content/load-pack.js';

const usage = `Usage:
  npm run content:check [folder]    validate a content pack (default: content/)
  npm run content:import [folder]   validate it and load it into the database`;

async function main(args: string[]) {
  const [command, folderArg] = args;
  const folder = path.resolve(
    process.env['INIT_CWD'] ?? process.cwd(),
    folderArg ?? path.join(paths.repoRoot, 'content'),
  );
  if (command !== 'check' && command !== 'import') {
    console.error(usage);
    return 2;
  }
  const result = loadPack(folder);
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
  if (command === 'check') return 0;
  const { runImport } = await import('../content/run-import.js');
  return runImport(result.pack);
}

process.exitCode = await main(process.argv.slice(2));
