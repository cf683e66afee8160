// Prints the gzip size of every JS chunk of the built web app, the first-load JS of /login (the
// entry and the login screen's chunk, with everything either imports statically) and what each
// game screen adds when a game opens, and what grew since size-baseline.json. Fails (exit 1) over
// the budgets of DESIGN.md section 6, naming what grew. The rules: scripts/size-budget.mjs.
//
//   node scripts/report-size.mjs                    after `vite build` (of dist/; --dist=<dir>)
//   node scripts/report-size.mjs --update-baseline  keeps today's sizes as the baseline
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  baselineOf,
  budgets,
  describeGrowth,
  growthSince,
  kb,
  measure,
  overBudget,
} from './size-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArgument = process.argv.find((argument) => argument.startsWith('--dist='));
const dist = distArgument
  ? path.resolve(distArgument.slice('--dist='.length))
  : path.join(root, 'dist');
const baselineFile = path.join(root, 'size-baseline.json');

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const sizes = new Map(
  readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .map((file) => [file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length]),
);
const report = measure(manifest, sizes);
const row = (bytes, text) => `  ${kb(bytes).padStart(9)}  ${text}`;

console.log('JS chunks (gzip):');
for (const { name, file, bytes } of report.chunks) console.log(row(bytes, `${file}  (${name})`));
const total = report.chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
console.log(row(total, `all ${report.chunks.length} chunks`));

console.log(
  `\nFirst load of /login (gzip JS): ${kb(report.firstLoad.bytes)} of ${kb(budgets.firstLoadBytes)}`,
);
for (const { file } of report.firstLoad.chunks) console.log(row(sizes.get(file) ?? 0, file));
console.log(
  `Then, after the first paint: the contract runtime (zod, libphonenumber), ${kb(report.contract.bytes)}`,
);
if (report.home) console.log(`First load of / signed in (the map): ${kb(report.home.bytes)}`);

console.log(
  `\nGame screens (gzip JS a screen adds to the game host), budget ${kb(budgets.gameScreenBytes)} each:`,
);
for (const { name, bytes } of report.gameScreens) console.log(row(bytes, name));

if (process.argv.includes('--update-baseline')) {
  writeFileSync(baselineFile, `${JSON.stringify(baselineOf(report), null, 2)}\n`);
  console.log(`\nKept as the baseline: ${path.relative(process.cwd(), baselineFile)}`);
}

const grown = existsSync(baselineFile)
  ? growthSince(JSON.parse(readFileSync(baselineFile, 'utf8')), report)
  : null;
const failures = overBudget(report);
const print = failures.length > 0 ? console.error : console.log;
for (const failure of failures) console.error(`\n${failure}`);
if (grown === null) {
  print('\nNo size-baseline.json to compare with: `npm run size:baseline` makes one.');
} else if (grown.length > 0) {
  print('\nGrown since size-baseline.json:');
  for (const growth of grown) print(`  ${describeGrowth(growth)}`);
} else if (failures.length > 0) {
  print('\nNothing grew since size-baseline.json: the budget is below the baseline.');
}
if (failures.length > 0) process.exit(1);
