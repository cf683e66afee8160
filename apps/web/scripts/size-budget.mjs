// What scripts/report-size.mjs measures and judges, apart from the files it reads: the build's
// manifest (which chunk imports which) and the gzip size of every JS chunk go in, the budgets of
// DESIGN.md section 6 and what grew since the committed baseline come out (ADR 0019).

export const KB = 1024;

export const budgets = {
  /** The JS /login runs before its first paint: the entry and the login screen's chunk. */
  firstLoadBytes: 110 * KB,
  /** What one game screen adds to what is loaded when a game opens. */
  gameScreenBytes: 25 * KB,
};

/** Growth under this many bytes is noise: a renamed chunk it imports changes a few bytes. */
export const GROWTH_NOISE_BYTES = 64;

export const sources = {
  login: 'src/app/routes/auth/login.tsx',
  /**
   * The signed-in shell: the data layer (TanStack Query, the navigation, the guard), the map and a
   * game's first stage, one chunk (scripts/chunk-groups.mjs).
   */
  shell: 'shell',
  /** The route module that hosts every game screen (it loads side by side with the screen). */
  gameHost: 'src/app/routes/games/game-play.tsx',
  gameScreen: /^src\/games\/([^/]+)\/(screen[^/]*)\.tsx$/,
  /** The whole contract (with the phone-number parser) and its core, which reads API answers. */
  contract: /^assets\/contract-[\w-]{8}\.js$/,
  contractCore: /^assets\/contract-core-[\w-]{8}\.js$/,
};

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** A chunk's name that survives rebuilds: its source for entries, else its file without hash. */
export function chunkName(key, chunk) {
  if (chunk.src && !key.startsWith('_')) return chunk.src;
  return chunk.file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
}

function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0];
}

/** The chunk files of `key` and of everything it imports statically, transitively. */
export function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const sum = (files, sizes) => [...files].reduce((total, file) => total + (sizes.get(file) ?? 0), 0);

/**
 * Every figure the build prints and judges. `sizes` maps each JS chunk file ('assets/x.js') to
 * its gzip bytes.
 */
export function measure(manifest, sizes) {
  // Two shared chunks may be named alike: the later ones (by file) get a number.
  const names = new Map();
  const taken = new Map();
  const jsChunks = Object.entries(manifest)
    .filter(([, chunk]) => sizes.has(chunk.file))
    .sort(([, a], [, b]) => a.file.localeCompare(b.file));
  for (const [key, chunk] of jsChunks) {
    const name = chunkName(key, chunk);
    const count = (taken.get(name) ?? 0) + 1;
    taken.set(name, count);
    names.set(chunk.file, count === 1 ? name : `${name}~${count}`);
  }
  const chunks = [...sizes]
    .map(([file, bytes]) => ({ name: names.get(file) ?? file, file, bytes }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));

  const entry = staticClosure(manifest, entryKey(manifest));
  const firstLoad = staticClosure(manifest, sources.login, new Set(entry));

  const keyOf = (test) => Object.keys(manifest).find((key) => test(key, manifest[key]));
  const shellKey = keyOf((_key, chunk) => chunk.name === sources.shell);
  const contractKey = keyOf((_key, chunk) => sources.contract.test(chunk.file));
  const contractCoreKey = keyOf((_key, chunk) => sources.contractCore.test(chunk.file));

  // Signed in, the map: the entry and the shell.
  const home = shellKey ? staticClosure(manifest, shellKey, new Set(entry)) : null;

  // The contract's runtime: its own chunks, fetched after the first paint (lib/contract.ts).
  const contract = contractKey
    ? [...staticClosure(manifest, contractKey)].filter((file) => !firstLoad.has(file))
    : [];

  // What opening a game adds: its screen's chunk and what only it imports, beyond what is
  // loaded by then: the entry, the shell, the game host, and the contract's core (the game's
  // data was read through it).
  const atGame = new Set(entry);
  if (shellKey) staticClosure(manifest, shellKey, atGame);
  staticClosure(manifest, sources.gameHost, atGame);
  if (contractCoreKey) staticClosure(manifest, contractCoreKey, atGame);
  const gameScreens = Object.keys(manifest)
    .map((key) => [key, sources.gameScreen.exec(key)])
    .filter(([, match]) => match)
    .map(([key, match]) => ({
      name: `${match[1]}/${match[2]}`,
      bytes: sum(
        [...staticClosure(manifest, key)].filter((file) => !atGame.has(file)),
        sizes,
      ),
    }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));

  const listed = (files) => [...files].map((file) => ({ name: names.get(file) ?? file, file }));
  return {
    chunks,
    firstLoad: { bytes: sum(firstLoad, sizes), chunks: listed(firstLoad) },
    home: home && { bytes: sum(home, sizes) },
    contract: { bytes: sum(contract, sizes) },
    gameScreens,
  };
}

/** The budgets a report is over, each as a sentence. */
export function overBudget(report, limits = budgets) {
  const failures = [];
  if (report.firstLoad.bytes > limits.firstLoadBytes) {
    failures.push(
      `/login loads ${kb(report.firstLoad.bytes)} of JS before its first paint, over the ${kb(limits.firstLoadBytes)} budget.`,
    );
  }
  for (const { name, bytes } of report.gameScreens) {
    if (bytes > limits.gameScreenBytes) {
      failures.push(
        `${name} adds ${kb(bytes)} of JS, over the ${kb(limits.gameScreenBytes)} budget.`,
      );
    }
  }
  return failures;
}

/** What the baseline file keeps: every figure by a name that survives rebuilds. */
export function baselineOf(report) {
  return {
    firstLoad: report.firstLoad.bytes,
    gameScreens: Object.fromEntries(report.gameScreens.map(({ name, bytes }) => [name, bytes])),
    chunks: Object.fromEntries(
      [...report.chunks]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ name, bytes }) => [name, bytes]),
    ),
  };
}

/**
 * What grew since the baseline, largest growth first: the first load, game screens and chunks
 * (new chunks grow from nothing). Growth within the noise is left out.
 */
export function growthSince(baseline, report) {
  const now = baselineOf(report);
  const grown = [];
  const compare = (label, before, after) => {
    if (after - (before ?? 0) >= GROWTH_NOISE_BYTES) {
      grown.push({ label, before: before ?? null, after, delta: after - (before ?? 0) });
    }
  };
  compare('first load of /login', baseline.firstLoad, now.firstLoad);
  for (const [name, bytes] of Object.entries(now.gameScreens)) {
    compare(`game screen ${name}`, baseline.gameScreens?.[name], bytes);
  }
  for (const [name, bytes] of Object.entries(now.chunks)) {
    compare(`chunk ${name}`, baseline.chunks?.[name], bytes);
  }
  return grown.sort((a, b) => b.delta - a.delta || a.label.localeCompare(b.label));
}

/** One line of growth: "chunk login: 0.8 KB → 1.4 KB (+0.6 KB)". */
export function describeGrowth({ label, before, after, delta }) {
  const from = before === null ? 'new' : kb(before);
  return `${label}: ${from} → ${kb(after)} (+${kb(delta)})`;
}
