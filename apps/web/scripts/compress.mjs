// Writes brotli (.br, quality 11) and gzip (.gz, level 9) copies next to every text file of the
// built web app, so the server sends them as they are (@fastify/static's preCompressed, see
// apps/api/src/plugins/web.ts) instead of compressing on every request — or not at all.
// Usage: node scripts/compress.mjs [dir]  (default: apps/web/dist). Run by `npm run build`.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);
/** Below this a compressed copy saves less than a packet and costs a file lookup per request. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const dist =
  process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every file under dir, skipping dot-folders (Vite's .vite/manifest.json is not served). */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const encoders = [
  {
    suffix: '.br',
    encode: (bytes) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', encode: (bytes) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }) },
];

/** Writes each copy that is smaller than the file; removes a stale one that is not. */
async function compressFile(file) {
  const bytes = await readFile(file);
  const sizes = { raw: bytes.length, '.br': bytes.length, '.gz': bytes.length };
  await Promise.all(
    encoders.map(async ({ suffix, encode }) => {
      const encoded = bytes.length >= MIN_BYTES ? await encode(bytes) : null;
      if (encoded && encoded.length < bytes.length) {
        await writeFile(file + suffix, encoded);
        sizes[suffix] = encoded.length;
      } else {
        await rm(file + suffix, { force: true });
      }
    }),
  );
  return sizes;
}

if (!(await stat(dist).catch(() => null))?.isDirectory()) {
  console.error(`compress: ${dist} is not a folder; build the web app first.`);
  process.exit(1);
}
const files = [];
for await (const file of walk(dist)) {
  if (TEXT_EXTENSIONS.has(path.extname(file))) files.push(file);
}
const results = await Promise.all(files.map(compressFile));
const total = (key) => results.reduce((sum, sizes) => sum + sizes[key], 0);
const compressed = results.filter((sizes) => sizes['.gz'] < sizes.raw).length;
console.log(
  `Precompressed ${compressed} of ${files.length} text files: ${kb(total('raw'))} → ` +
    `${kb(total('.br'))} brotli, ${kb(total('.gz'))} gzip (files under ${kb(MIN_BYTES)} stay as they are)`,
);
