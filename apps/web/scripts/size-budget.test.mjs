import { describe, expect, it } from 'vitest';
import {
  baselineOf,
  chunkName,
  describeGrowth,
  growthSince,
  KB,
  measure,
  overBudget,
} from './size-budget.mjs';

/**
 * A build in miniature, as Vite's manifest describes it: the entry, the login screen with a
 * shared form chunk, the signed-in shell, the game host and three game screens, the contract's
 * core and the whole contract (its phone-number parser, importing the core).
 */
const manifest = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime-BBBBBBBB.js'],
  },
  '_runtime-BBBBBBBB.js': { file: 'assets/runtime-BBBBBBBB.js', name: 'runtime' },
  'src/app/routes/auth/login.tsx': {
    file: 'assets/login-CCCCCCCC.js',
    src: 'src/app/routes/auth/login.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_form-DDDDDDDD.js'],
  },
  '_form-DDDDDDDD.js': {
    file: 'assets/form-DDDDDDDD.js',
    name: 'form',
    imports: ['index.html'],
    dynamicImports: ['_contract-EEEEEEEE.js', '_contract-core-OOOOOOOO.js'],
  },
  '_contract-EEEEEEEE.js': {
    file: 'assets/contract-EEEEEEEE.js',
    name: 'contract',
    imports: ['index.html', '_contract-core-OOOOOOOO.js'],
  },
  '_contract-core-OOOOOOOO.js': {
    file: 'assets/contract-core-OOOOOOOO.js',
    name: 'contract-core',
    imports: ['index.html'],
  },
  '_shell-FFFFFFFF.js': {
    file: 'assets/shell-FFFFFFFF.js',
    name: 'shell',
    imports: ['index.html', '_query-GGGGGGGG.js'],
  },
  '_query-GGGGGGGG.js': { file: 'assets/query-GGGGGGGG.js', name: 'query' },
  'src/app/routes/games/game-play.tsx': {
    file: 'assets/game-play-IIIIIIII.js',
    src: 'src/app/routes/games/game-play.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_shell-FFFFFFFF.js', '_kit-JJJJJJJJ.js'],
  },
  '_kit-JJJJJJJJ.js': { file: 'assets/kit-JJJJJJJJ.js', name: 'kit' },
  'src/games/wheel/screen.tsx': {
    file: 'assets/screen-KKKKKKKK.js',
    src: 'src/games/wheel/screen.tsx',
    isDynamicEntry: true,
    imports: ['_kit-JJJJJJJJ.js', '_wheel-kind-LLLLLLLL.js', '_contract-core-OOOOOOOO.js'],
  },
  '_wheel-kind-LLLLLLLL.js': { file: 'assets/wheel-kind-LLLLLLLL.js', name: 'wheel-kind' },
  'src/games/choice/screen.tsx': {
    file: 'assets/screen-MMMMMMMM.js',
    src: 'src/games/choice/screen.tsx',
    isDynamicEntry: true,
    imports: ['_kit-JJJJJJJJ.js'],
  },
  'src/games/speech/screen.tsx': {
    file: 'assets/screen-PPPPPPPP.js',
    src: 'src/games/speech/screen.tsx',
    isDynamicEntry: true,
    imports: ['_kit-JJJJJJJJ.js', '_contract-EEEEEEEE.js'],
  },
  '_kit-NNNNNNNN.css': { file: 'assets/kit-NNNNNNNN.css', src: '_kit-NNNNNNNN.css' },
};

/** Gzip bytes of each JS chunk file. */
function sizesOf(bytesByName) {
  const files = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
  return new Map(
    files.map((file) => {
      const name = file.replace(/^assets\//, '').replace(/-\w{8}\.js$/, '');
      return [file, bytesByName[name] ?? 0];
    }),
  );
}

const today = {
  index: 90 * KB,
  runtime: 1 * KB,
  login: 2 * KB,
  form: 5 * KB,
  contract: 30 * KB,
  'contract-core': 30 * KB,
  shell: 20 * KB,
  query: 12 * KB,
  'game-play': 3 * KB,
  kit: 4 * KB,
  screen: 6 * KB,
  'wheel-kind': 7 * KB,
};

describe('what the build measures', () => {
  it('names a chunk by its source, or by its file without the hash', () => {
    expect(
      chunkName('src/app/routes/auth/login.tsx', manifest['src/app/routes/auth/login.tsx']),
    ).toBe('src/app/routes/auth/login.tsx');
    expect(chunkName('_form-DDDDDDDD.js', manifest['_form-DDDDDDDD.js'])).toBe('form');
    expect(chunkName('_contract-EEEEEEEE.js', manifest['_contract-EEEEEEEE.js'])).toBe('contract');
    expect(chunkName('_contract-core-OOOOOOOO.js', manifest['_contract-core-OOOOOOOO.js'])).toBe(
      'contract-core',
    );
  });

  it('tells apart two shared chunks of the same name', () => {
    const twins = {
      ...manifest,
      '_kit-ZZZZZZZZ.js': { file: 'assets/kit-ZZZZZZZZ.js', name: 'kit' },
    };
    const sizes = sizesOf(today).set('assets/kit-ZZZZZZZZ.js', 1 * KB);
    const names = measure(twins, sizes).chunks.map(({ name }) => name);
    expect(names.filter((name) => name.startsWith('kit'))).toEqual(['kit', 'kit~2']);
  });

  it('counts in the first load of /login the entry, the login screen and their static imports', () => {
    const report = measure(manifest, sizesOf(today));
    expect(report.firstLoad.chunks.map(({ name }) => name).sort()).toEqual(
      ['form', 'index.html', 'runtime', 'src/app/routes/auth/login.tsx'].sort(),
    );
    expect(report.firstLoad.bytes).toBe((90 + 1 + 2 + 5) * KB);
    // Imported dynamically (after the first paint), so not in the first load: the whole contract
    // is its phone-number parser and its core.
    expect(report.contract.bytes).toBe((30 + 30) * KB);
  });

  it('counts what a game screen adds beyond the entry, the shell, the game host and the contract core', () => {
    const report = measure(manifest, sizesOf(today));
    // wheel: its chunk and its own kind (the kit is the host's, the core read the game's data);
    // speech: its chunk and the phone-number parser it brings.
    expect(report.gameScreens).toEqual([
      { name: 'speech/screen', bytes: (6 + 30) * KB },
      { name: 'wheel/screen', bytes: (6 + 7) * KB },
      { name: 'choice/screen', bytes: 6 * KB },
    ]);
  });

  it('measures the signed-in map: the entry and the shell', () => {
    const report = measure(manifest, sizesOf(today));
    expect(report.home.bytes).toBe((90 + 1 + 20 + 12) * KB);
  });
});

describe('the budgets', () => {
  it('pass a build within them', () => {
    const report = measure(
      manifest,
      sizesOf({ ...today, 'wheel-kind': 1 * KB, contract: 10 * KB }),
    );
    expect(overBudget(report)).toEqual([]);
  });

  it('fail past 110 KB on /login and past 25 KB for a game screen, saying which', () => {
    const report = measure(manifest, sizesOf({ ...today, index: 105 * KB }));
    expect(overBudget(report)).toEqual([
      '/login loads 113.0 KB of JS before its first paint, over the 110.0 KB budget.',
      'speech/screen adds 36.0 KB of JS, over the 25.0 KB budget.',
    ]);
  });

  it('take other limits when given', () => {
    const report = measure(manifest, sizesOf(today));
    expect(overBudget(report, { firstLoadBytes: 200 * KB, gameScreenBytes: 80 * KB })).toEqual([]);
  });
});

describe('what grew since the baseline', () => {
  const baseline = baselineOf(measure(manifest, sizesOf(today)));

  it('keeps every figure by a name that survives a rebuild', () => {
    expect(baseline.firstLoad).toBe(98 * KB);
    expect(baseline.gameScreens['choice/screen']).toBe(6 * KB);
    expect(baseline.chunks).toMatchObject({
      form: 5 * KB,
      'src/app/routes/auth/login.tsx': 2 * KB,
    });
  });

  it('lists what grew, largest first, with how much; shrinking and noise are left out', () => {
    const later = measure(
      manifest,
      sizesOf({ ...today, form: 7 * KB, login: 2 * KB + 20, home: 4 * KB }),
    );
    expect(growthSince(baseline, later).map(describeGrowth)).toEqual([
      'first load of /login: 98.0 KB → 100.0 KB (+2.0 KB)',
      'chunk form: 5.0 KB → 7.0 KB (+2.0 KB)',
    ]);
  });

  it('counts a chunk the baseline did not have as new', () => {
    const later = measure(manifest, sizesOf(today));
    const { kit: _kit, ...withoutKit } = baseline.chunks;
    expect(growthSince({ ...baseline, chunks: withoutKit }, later).map(describeGrowth)).toEqual([
      'chunk kit: new → 4.0 KB (+4.0 KB)',
    ]);
  });
});
