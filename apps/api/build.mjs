// Bundles the server and the command-line tools into dist/. The workspace contract is inlined
// (it ships TypeScript source); every other package stays an external node_modules import.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const contractPkg = JSON.parse(
  readFileSync(new URL('../../packages/contract/package.json', import.meta.url), 'utf8'),
);
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(contractPkg.dependencies ?? {}),
]
  .filter((name) => name !== '@bolajon/contract')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: ['src/server.ts', 'src/cli/admin.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  conditions: ['@bolajon/source'],
  external,
  logLevel: 'warning',
});
