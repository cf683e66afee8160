import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertWritableFolder, DataFolderError, dataFolderError } from './data-folder.js';
import { loadEnv } from './env.js';
import { freePort } from './test/free-port.js';
import { spawnServer } from './test/server-process.js';

const root = mkdtempSync(path.join(tmpdir(), 'bolajon-data-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A data folder nobody can write to, for root as for anyone: a path under a regular file (mkdir
 * answers ENOTDIR; chmod 555 would not stop root).
 */
function unwritableFolder(): string {
  const file = path.join(root, `a-file-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, 'not a folder');
  return path.join(file, 'data');
}

describe('a data folder that cannot be written', () => {
  it('stops the server at start with one line naming the folder and DATA_DIR, no stack trace', async () => {
    const dataDir = unwritableFolder();
    const server = spawnServer({ DATABASE_URL: '', DATA_DIR: dataDir }, await freePort());
    let stderr = '';
    server.child.stderr?.on('data', (chunk) => (stderr += chunk));
    const code = await server.exited;

    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([
      `Cannot write to the data folder ${dataDir} (ENOTDIR): set DATA_DIR to a writable folder`,
    ]);
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 600_000); // a bound for a busy machine: tsx compiles the server first

  it('names PGLITE_DIR or MEDIA_DIR when that is the folder set apart', () => {
    const folder = unwritableFolder();
    expect(() => assertWritableFolder(folder, 'MEDIA_DIR')).toThrow(
      new DataFolderError(folder, 'ENOTDIR', 'MEDIA_DIR'),
    );
  });

  it('reads EACCES, EPERM, EROFS, ENOSPC and EDQUOT as an unwritable folder, anything else not', () => {
    for (const code of ['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT']) {
      const error = dataFolderError(
        Object.assign(new Error(code), { code }),
        '/srv/data',
        'DATA_DIR',
      );
      expect(error).toBeInstanceOf(DataFolderError);
      expect((error as Error).message).toBe(
        `Cannot write to the data folder /srv/data (${code}): set DATA_DIR to a writable folder`,
      );
    }
    const other = Object.assign(new Error('EMFILE'), { code: 'EMFILE' });
    expect(dataFolderError(other, '/srv/data', 'DATA_DIR')).toBe(other);
  });

  it('is reported by loadEnv when the development secret cannot be kept there', () => {
    const dataDir = unwritableFolder();
    expect(() => loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir })).toThrow(
      `Cannot write to the data folder ${dataDir} (ENOTDIR): set DATA_DIR to a writable folder`,
    );
  });
});
