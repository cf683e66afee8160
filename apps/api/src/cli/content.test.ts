import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, lockDatabaseFolder } from '../db/lock.js';
import { paths } from '../paths.js';
import { fixtureCourse, removePacks, writePack } from '../test/content-fixture.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bolajon-content-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  removePacks();
});

const importPack = (folder: string) =>
  spawnSync(
    process.execPath,
    ['--conditions=@bolajon/source', '--import', 'tsx', 'src/cli/content.ts', 'import', folder],
    {
      cwd: paths.apiDir,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PGLITE_DIR: path.join(dataDir, 'db'),
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
      },
      encoding: 'utf8',
    },
  );

describe('npm run content:import on an embedded database', () => {
  it('refuses while the server holds the folder, writing nothing, and imports once it is free', () => {
    const pack = writePack(fixtureCourse());
    const server = lockDatabaseFolder(path.join(dataDir, 'db'), 'server');
    const refused = importPack(pack);
    server.release();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`in use by the Bolajon server (pid ${process.pid}`);
    expect(refused.stderr).toContain('Stop the server, import');
    expect(readdirSync(path.join(dataDir, 'db'))).toEqual([LOCK_FILE_NAME]);

    const imported = importPack(pack);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('imported into pglite');
  }, 600_000);
});
