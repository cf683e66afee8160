import { fileURLToPath } from 'node:url';
import path from 'node:path';

// Both src/ (tsx, tests) and dist/ (the bundle) sit one level below apps/api.
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const paths = {
  apiDir,
  repoRoot: path.resolve(apiDir, '..', '..'),
  migrations: path.join(apiDir, 'drizzle'),
  webDist: path.resolve(apiDir, '..', 'web', 'dist'),
};
