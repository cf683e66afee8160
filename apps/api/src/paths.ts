import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/api: the nearest folder above this module with a package.json. Modules run from src/
 * (tsx, tests), dist/ (the server bundle) and dist/cli/ (the support tool bundle).
 */
function findApiDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api/package.json not found above this module');
    dir = parent;
  }
  return dir;
}

const apiDir = findApiDir();

export const paths = {
  apiDir,
  repoRoot: path.resolve(apiDir, '..', '..'),
  migrations: path.join(apiDir, 'drizzle'),
  webDist: path.resolve(apiDir, '..', 'web', 'dist'),
};
