import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { findCycles, importCycles, resolveImport, staticImports } from './import-cycles.mjs';

describe('staticImports', () => {
  it('reads imports and re-exports, type-only ones too, but no packages or import()', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "export * from './d.js';",
      "import './styles.css';",
      "import { z } from 'zod';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    assert.deepEqual(staticImports('x.ts', text), [
      './a.js',
      '../b',
      './c',
      './d.js',
      './styles.css',
    ]);
  });
});

describe('resolveImport', () => {
  const files = new Set(['/w/src/a.ts', '/w/src/b.tsx', '/w/src/lib/index.ts', '/w/src/s.mjs']);
  const exists = (file) => files.has(file);

  it('finds a file as TypeScript and Vite do', () => {
    assert.equal(resolveImport('/w/src/x.ts', './a.js', exists), '/w/src/a.ts');
    assert.equal(resolveImport('/w/src/x.ts', './b', exists), '/w/src/b.tsx');
    assert.equal(resolveImport('/w/src/x.ts', './lib', exists), '/w/src/lib/index.ts');
    assert.equal(resolveImport('/w/src/x.ts', './s.mjs', exists), '/w/src/s.mjs');
  });

  it('is null for what is not code or not there', () => {
    const css = (file) => file === '/w/src/styles.css';
    assert.equal(resolveImport('/w/src/x.ts', './styles.css', css), null);
    assert.equal(resolveImport('/w/src/x.ts', './missing', exists), null);
  });
});

describe('findCycles', () => {
  const cyclesOf = (graph) => findCycles(Object.keys(graph), (file) => graph[file] ?? []);

  it('finds none in a tree with shared leaves', () => {
    assert.deepEqual(cyclesOf({ a: ['b', 'c'], b: ['c'], c: [] }), []);
  });

  it('names each cycle once, as the path that closes it', () => {
    const graph = { a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['f'] };
    assert.deepEqual(cyclesOf(graph).sort(), [
      ['a', 'b', 'c', 'a'],
      ['d', 'e', 'd'],
      ['f', 'f'],
    ]);
  });
});

describe('importCycles', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it('reports a type-only cycle (load-pack ↔ pack-audio, before ADR 0033), not packages', () => {
    write('apps/api/src/load-pack.ts', "import { MANIFEST } from './pack-audio.js';\n");
    write('apps/api/src/pack-audio.ts', "import type { Pack } from './load-pack.js';\n");
    write('apps/api/node_modules/x/index.ts', "import './other.js';\n");
    write('apps/web/src/a.tsx', "import { b } from './b';\nconst c = () => import('./c');\n");
    write('apps/web/src/b.ts', 'export const b = 1;\n');
    write('apps/web/src/c.tsx', "import { a } from './a';\n");
    assert.deepEqual(importCycles(root, ['apps']), [
      ['apps/api/src/load-pack.ts', 'apps/api/src/pack-audio.ts', 'apps/api/src/load-pack.ts'],
    ]);
  });
});
