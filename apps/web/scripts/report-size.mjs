// Prints the gzip size of every JS chunk of the built web app and the first-load JS of /login:
// the entry chunk, the login route's chunk, and every chunk either imports statically. Fails
// (exit 1) when that first load is over the budget of DESIGN.md section 6, or when a game screen
// adds more than its budget to what the game host already loaded.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const GAME_BUDGET_BYTES = 25 * 1024;
/** The route module that hosts every game screen (it loads side by side with the screen). */
const GAME_HOST_SOURCE = 'src/app/routes/games/game-play.tsx';
const GAME_SCREEN = /^src\/games\/([^/]+)\/(screen[^/]*)\.tsx$/;
const LOGIN_ROUTE_SOURCE = 'src/app/routes/auth/login.tsx';
/** Loaded by src/lib/contract.ts right after the first render, off the critical path. */
const CONTRACT_SOURCE = '../../packages/contract/src/index.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function gzipSize(file) {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const jsFiles = readdirSync(path.join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
const sizes = new Map(jsFiles.map((file) => [file, gzipSize(file)]));

console.log('JS chunks (gzip):');
for (const [file, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${kb(size).padStart(9)}  ${file}`);
}
const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
console.log(`  ${kb(total).padStart(9)}  all ${sizes.size} chunks`);

/** The chunk files of `key` and of everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
const [entryKey] = entries[0];

const firstLoad = staticClosure(LOGIN_ROUTE_SOURCE, staticClosure(entryKey));
const firstLoadBytes = [...firstLoad].reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);

console.log(`\nFirst load of /login (gzip JS): ${kb(firstLoadBytes)} of ${kb(BUDGET_BYTES)}`);
for (const file of firstLoad) console.log(`  ${kb(sizes.get(file) ?? 0).padStart(9)}  ${file}`);

// Its own dynamic entry while only lib/contract.ts imports it; a shared chunk (named by
// vite.config.ts) once screens outside the first load import it statically too.
const contractKey = manifest[CONTRACT_SOURCE]
  ? CONTRACT_SOURCE
  : Object.keys(manifest).find((key) => manifest[key].file.startsWith('assets/contract-'));
if (contractKey) {
  const deferred = [...staticClosure(contractKey)].filter((file) => !firstLoad.has(file));
  const deferredBytes = deferred.reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
  console.log(
    `Then, after the first render: the contract runtime (zod, libphonenumber), ${kb(deferredBytes)}`,
  );
}

// What opening a game adds: its screen's chunk and what only it imports, beyond the first load
// and the game host.
const hostLoad = staticClosure(GAME_HOST_SOURCE, new Set(firstLoad));
const gameScreens = Object.keys(manifest)
  .map((key) => [key, GAME_SCREEN.exec(key)])
  .filter(([, match]) => match)
  .map(([key, match]) => {
    const files = [...staticClosure(key)].filter((file) => !hostLoad.has(file));
    return {
      name: `${match[1]}/${match[2]}`,
      bytes: files.reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0),
    };
  })
  .sort((a, b) => b.bytes - a.bytes);
console.log(
  `\nGame screens (gzip JS a screen adds to the game host), budget ${kb(GAME_BUDGET_BYTES)} each:`,
);
for (const { name, bytes } of gameScreens) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);

let failed = false;
if (firstLoadBytes > BUDGET_BYTES) {
  console.error(`\n/login loads ${kb(firstLoadBytes)} of JS, over the ${kb(BUDGET_BYTES)} budget.`);
  failed = true;
}
for (const { name, bytes } of gameScreens.filter((g) => g.bytes > GAME_BUDGET_BYTES)) {
  console.error(`\n${name} adds ${kb(bytes)} of JS, over the ${kb(GAME_BUDGET_BYTES)} budget.`);
  failed = true;
}
if (failed) process.exit(1);
