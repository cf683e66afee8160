// Import cycles in the workspaces' own code (ADR 0033), for `npm run lint`: every static import
// and re-export between the files of apps/ and packages/, `import type` included: a type-only
// cycle is still two modules that cannot be read, moved or tested one without the other.
// Dynamic `import()` is left out (a lazy screen may import what loads it). Unit-tested in
// import-cycles.test.mjs on a graph in miniature.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const CODE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'screenshots', '.vite']);

/** The code files under `folder`, but packages, builds and reports. */
export function codeFiles(folder) {
  const files = [];
  for (const name of readdirSync(folder)) {
    if (name.startsWith('.') || SKIPPED_FOLDERS.has(name)) continue;
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) files.push(...codeFiles(file));
    else if (CODE.test(name) && !name.endsWith('.d.ts')) files.push(file);
  }
  return files;
}

/** The relative specifiers a file imports or re-exports statically, `import type` included. */
export function staticImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    const from =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (from && ts.isStringLiteral(from) && from.text.startsWith('.')) specifiers.push(from.text);
  }
  return specifiers;
}

/**
 * The file a relative specifier names, as TypeScript and Vite find it: as written, with `.js`
 * standing for `.ts`, or without its extension; null for anything that is not code (styles,
 * JSON) or not there.
 */
export function resolveImport(fromFile, specifier, exists = existsSync) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts'].map((extension) => stem + extension),
    ...['.ts', '.tsx', '.mjs', '.js'].map((extension) => base + extension),
    ...['index.ts', 'index.tsx', 'index.js'].map((index) => path.join(base, index)),
  ];
  return candidates.find((file) => CODE.test(file) && exists(file)) ?? null;
}

/**
 * Every cycle of the graph, one per strongly connected component (Tarjan), each as the path
 * `a → b → … → a` that closes it. `importsOf(file)` gives a file's imports.
 */
export function findCycles(files, importsOf) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;

  const connect = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const imported of importsOf(file)) {
      if (!index.has(imported)) {
        connect(imported);
        low.set(file, Math.min(low.get(file), low.get(imported)));
      } else if (onStack.has(imported)) {
        low.set(file, Math.min(low.get(file), index.get(imported)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.add(member);
    } while (member !== file);
    if (component.size > 1 || importsOf(file).includes(file)) components.push(component);
  };
  for (const file of files) if (!index.has(file)) connect(file);

  return components.map((component) => {
    const [start] = [...component].sort();
    return closingPath(start, component, importsOf);
  });
}

/** A path from `start` back to itself inside one component (a breadth-first search). */
function closingPath(start, component, importsOf) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const imported of importsOf(file)) {
      if (!component.has(imported)) continue;
      if (imported === start) {
        const route = [file];
        while (route[0] !== start) route.unshift(cameFrom.get(route[0]));
        return [...route, start];
      }
      if (!cameFrom.has(imported)) {
        cameFrom.set(imported, file);
        queue.push(imported);
      }
    }
  }
  return [start, start];
}

/** The cycles among the code files under `folders`, paths relative to `root`. */
export function importCycles(root, folders) {
  const files = folders.flatMap((folder) => codeFiles(path.join(root, folder)));
  const graph = new Map(
    files.map((file) => [
      file,
      staticImports(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(file, specifier))
        .filter((resolved) => resolved !== null),
    ]),
  );
  return findCycles(files, (file) => graph.get(file) ?? []).map((cycle) =>
    cycle.map((file) => path.relative(root, file)),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(import.meta.dirname, '..');
  const cycles = importCycles(root, ['apps', 'packages']);
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')}`);
  if (cycles.length > 0) {
    console.error(
      `\n${cycles.length} import cycle(s): move what both sides need into a module of its own.`,
    );
    process.exit(1);
  }
  console.log('no import cycles in apps/ and packages/');
}
