import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import { createPostgresTestDatabase } from '../test/database.js';
import { openDatabase } from './client.js';
import { DatabaseInUseError, LOCK_FILE_NAME, lockDatabaseFolder, type LockTool } from './lock.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolajon-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db');
};

const refusal = (open: () => unknown): DatabaseInUseError => {
  try {
    open();
  } catch (error) {
    if (error instanceof DatabaseInUseError) return error;
    throw error;
  }
  throw new Error('the second lock was granted');
};

/** Another Node process that takes the lock as the server would and keeps it until killed. */
function holdInChild(dir: string) {
  const lockModule = path.join(paths.apiDir, 'src', 'db', 'lock.ts');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      `const { lockDatabaseFolder } = await import(${JSON.stringify(lockModule)});
       lockDatabaseFolder(${JSON.stringify(dir)}, 'server');
       console.log('locked');
       setInterval(() => {}, 1000);`,
    ],
    { cwd: paths.apiDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return { child, locked };
}

describe('the lock of an embedded database folder', () => {
  it('has one holder at a time, names it to the next, and is free again after release', () => {
    const dir = newDir();
    const lock = lockDatabaseFolder(dir, 'server');

    const refused = refusal(() => lockDatabaseFolder(dir, 'admin'));
    expect(refused.holder).toMatchObject({ pid: process.pid, owner: 'server' });
    expect(refused.message).toContain(`in use by the Bolajon server (pid ${process.pid}`);
    expect(refused.message).toContain('/admin');
    expect(refusal(() => lockDatabaseFolder(dir, 'server')).message).toMatch(
      /stop the other server first \(kill \d+\)/i,
    );
    expect(refusal(() => lockDatabaseFolder(dir, 'content-import')).message).toContain(
      'Stop the server, import',
    );
    // The folder by another name (a symbolic link) is still the same folder.
    const link = `${dir}-link`;
    symlinkSync(dir, link);
    expect(refusal(() => lockDatabaseFolder(link)).holder?.pid).toBe(process.pid);

    lock.release();
    lock.release();
    lockDatabaseFolder(link, 'admin').release();
  });

  it.each<[LockTool, LockTool]>([
    ['flock', 'perl'],
    ['perl', 'flock'],
  ])('taken with %s, it holds against %s too', (first, second) => {
    const dir = newDir();
    const lock = lockDatabaseFolder(dir, 'admin', [first]);
    expect(refusal(() => lockDatabaseFolder(dir, 'server', [second])).holder?.owner).toBe('admin');
    lock.release();
    lockDatabaseFolder(dir, 'server', [second]).release();
  });

  it('says what to install when no tool can take it', () => {
    expect(() => lockDatabaseFolder(newDir(), 'server', [])).toThrow(/util-linux.*DATABASE_URL/);
  });

  it('is dropped by the kernel when its holder is killed (SIGKILL): a crash leaves no lock', async () => {
    const dir = newDir();
    const holder = holdInChild(dir);
    await holder.locked;
    const refused = refusal(() => lockDatabaseFolder(dir, 'server'));
    expect(refused.holder).toMatchObject({ pid: holder.child.pid, owner: 'server' });

    const exited = new Promise((resolve) => holder.child.once('exit', resolve));
    holder.child.kill('SIGKILL');
    await exited;
    lockDatabaseFolder(dir, 'server').release();
  }, 30_000);
});

describe('openDatabase on a PGlite folder', () => {
  it('refuses a second opener before it writes anything, and opens again once closed', async () => {
    const dir = newDir();
    const holder = lockDatabaseFolder(dir, 'server');
    await expect(openDatabase({ pgliteDir: dir, owner: 'admin' })).rejects.toThrow(
      DatabaseInUseError,
    );
    // A fresh folder stays empty: PGlite never started in it.
    expect(readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
    holder.release();

    const first = await openDatabase({ pgliteDir: dir, owner: 'server' });
    await expect(openDatabase({ pgliteDir: dir, owner: 'admin' })).rejects.toThrow(
      `pid ${process.pid}`,
    );
    expect(await first.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    await first.close();
    const again = await openDatabase({ pgliteDir: dir, owner: 'admin' });
    await again.close();
  }, 60_000);

  it.runIf(process.env['TEST_DB_ENGINE'] === 'postgres')(
    'takes no lock on PostgreSQL: several processes share the database',
    async () => {
      const server = await createPostgresTestDatabase();
      try {
        const one = await openDatabase({ url: server.url, owner: 'server' });
        const two = await openDatabase({ url: server.url, owner: 'admin' });
        await one.db.execute(sql`select 1`);
        await two.db.execute(sql`select 1`);
        await one.close();
        await two.close();
      } finally {
        await server.drop();
      }
    },
  );
});
