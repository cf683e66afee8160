import { spawn } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { signBackupToken } from './backup-token.js';
import { openDatabase } from './client.js';
import { LOCK_FILE_NAME, lockDatabaseFolder, type FolderLock } from './lock.js';

/** Which database a backup is of, told by its first bytes (ADR 0056). */
export type BackupEngine = 'postgres' | 'pglite';

const engineNames: Record<BackupEngine, string> = {
  postgres: 'a PostgreSQL backup (pg_dump custom format)',
  pglite: 'a backup of the embedded database (a PGlite data folder, gzipped)',
};
const installNames: Record<BackupEngine, string> = {
  postgres: 'PostgreSQL (DATABASE_URL is set)',
  pglite: 'the embedded database (DATABASE_URL is not set)',
};

/** A backup or a restore that cannot be done; the message says why and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** pg_dump's custom format starts "PGDMP"; a gzip stream (PGlite's tarball) 1f 8b. */
export function backupEngineOf(file: string): BackupEngine | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    throw new BackupError(
      `Cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): give the path of a file \`npm run admin -- backup\` wrote.`,
    );
  }
  const head = Buffer.alloc(5);
  const read = readSync(fd, head, 0, 5, 0);
  closeSync(fd);
  if (read === 5 && head.toString('latin1') === 'PGDMP') return 'postgres';
  if (read >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

/** Refuses a file that is not a backup of the engine this install runs on, with the reason. */
export function checkBackupFits(file: string, engine: BackupEngine) {
  const found = backupEngineOf(file);
  if (!found) {
    throw new BackupError(
      `${file} is not a Bolajon backup: it starts neither like pg_dump's custom format nor like ` +
        'a gzipped PGlite folder. Give the file `npm run admin -- backup` wrote.',
    );
  }
  if (found !== engine) {
    throw new BackupError(
      `${file} is ${engineNames[found]}, but this install runs on ${installNames[engine]}; ` +
        "one engine's backup does not restore into the other. Restore it where it came from " +
        `(${found === 'postgres' ? 'set DATABASE_URL to a PostgreSQL database' : 'unset DATABASE_URL'}).`,
    );
  }
}

/**
 * Writes `file` through `write(partial)`: into `<file>.partial` first, renamed over `file` only
 * once complete, so a failed or interrupted backup never leaves a truncated file under its name.
 */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** What a database holds, for a refusal to overwrite it. */
export interface DatabaseContents {
  tables: number;
  families: number;
  answers: number;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const describeContents = (c: DatabaseContents) =>
  `holds ${count(c.families, 'family', 'families')} and ${count(c.answers, 'answer', 'answers')}` +
  ` (${count(c.tables, 'table', 'tables')})`;

const contentsSql = `
  select
    (select count(*)::int from information_schema.tables
      where table_schema in ('public', 'drizzle')) as tables,
    to_regclass('public.users') is not null as has_users,
    to_regclass('public.user_questions') is not null as has_answers`;

interface ContentsRow {
  tables: number;
  has_users: boolean;
  has_answers: boolean;
}

async function readContents(query: <R>(sql: string) => Promise<R[]>): Promise<DatabaseContents> {
  const [row] = await query<ContentsRow>(contentsSql);
  const countOf = async (table: string, present: boolean | undefined) =>
    present
      ? ((await query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0)
      : 0;
  return {
    tables: row?.tables ?? 0,
    families: await countOf('users', row?.has_users),
    answers: await countOf('user_questions', row?.has_answers),
  };
}

// ---- PostgreSQL: pg_dump and pg_restore ---------------------------------------------------

/** The URL without its password, which goes to the tools in PGPASSWORD (not on a command line). */
function toolConnection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function runTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found. Install the PostgreSQL client tools of your server's ` +
                'version (Debian: apt install postgresql-client-<version>) and try again.',
            )
          : error,
      ),
    );
    child.once('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

function toolFailure(tool: string, stderr: string): BackupError {
  const mismatch = /server version: ([\d.]+)[^\n]*?version: ([\d.]+)/.exec(stderr);
  if (/version mismatch/.test(stderr) && mismatch) {
    const major = mismatch[1]!.split('.')[0];
    return new BackupError(
      `${tool} ${mismatch[2]} is older than the PostgreSQL server (${mismatch[1]}); it cannot ` +
        `read it. Install the client tools of version ${major} (Debian: apt install ` +
        `postgresql-client-${major}) and put them first in PATH.`,
    );
  }
  const advice =
    tool === 'pg_restore'
      ? 'Nothing was changed (the restore runs in one transaction). Is the backup complete? ' +
        'Is DATABASE_URL the database to restore into, and may its user create tables?'
      : 'No backup was written. Is DATABASE_URL right, and may its user read every table?';
  return new BackupError(`${tool} failed:\n${stderr}\n${advice}`);
}

/** `pg_dump --format=custom`: one snapshot of the whole database, however busy it is. */
export async function dumpPostgres(url: string, file: string) {
  const { dbname, env } = toolConnection(url);
  await writeAtomically(file, async (partial) => {
    const { code, stderr } = await runTool(
      'pg_dump',
      ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`],
      env,
    );
    if (code !== 0) throw toolFailure('pg_dump', stderr);
  });
}

/** What the PostgreSQL database at `url` holds (no tables in public and drizzle: empty). */
export async function postgresContents(url: string): Promise<DatabaseContents> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readContents(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

/**
 * Restores a pg_dump custom backup into the database at `url` in one transaction (all or
 * nothing). A database with tables is refused unless `force`, which drops what the backup
 * holds first (--clean --if-exists).
 */
export async function restorePostgres(url: string, file: string, options: { force: boolean }) {
  checkBackupFits(file, 'postgres');
  const contents = await postgresContents(url);
  if (contents.tables > 0 && !options.force) {
    throw new BackupError(
      `The database ${describeContents(contents)}. A restore fills an empty database only: ` +
        'create a new one and point DATABASE_URL at it, or add --force to replace what it holds.',
    );
  }
  const { dbname, env } = toolConnection(url);
  const { code, stderr } = await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(contents.tables > 0 ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  if (code !== 0) throw toolFailure('pg_restore', stderr);
}

// ---- PGlite: its data folder as a tarball --------------------------------------------------

/** Writes the embedded database in `dir` to `file`, opening it itself (no server holds it). */
export async function dumpPgliteFolder(dir: string, file: string) {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dir} (PGLITE_DIR) to back up.`);
  }
  // Throws DatabaseInUseError when the server holds it: the caller asks the server instead.
  const database = await openDatabase({ pgliteDir: dir, owner: 'admin' });
  try {
    const dump = await database.dumpDataDir!();
    await writeAtomically(file, (partial) => writeBlob(dump, partial));
  } finally {
    await database.close();
  }
}

async function writeBlob(blob: Blob, file: string) {
  await pipeline(Readable.fromWeb(blob.stream() as WebReadableStream), createWriteStream(file));
}

/**
 * Asks the server at `serverUrl`, which holds the embedded database, for its dump (POST
 * /api/backup with a backup token signed with the server's AUTH_SECRET) and writes it to `file`.
 */
export async function dumpThroughServer(serverUrl: string, secret: string, file: string) {
  const url = new URL('/api/backup', serverUrl);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${await signBackupToken(secret)}` },
    });
  } catch (error) {
    throw new BackupError(
      `The server holds the embedded database, but nothing answers at ${url.origin} ` +
        `(${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message}). ` +
        "Run this command with the server's PORT and HOST, or pass --server <its URL>.",
    );
  }
  if (response.status !== 200) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const hint =
      response.status === 401
        ? " Run this command with the server's AUTH_SECRET (the same environment as the server)."
        : '';
    throw new BackupError(
      `The server refused the backup (${response.status}: ${body?.message ?? response.statusText}).${hint}`,
    );
  }
  const expected = Number(response.headers.get('content-length') ?? Number.NaN);
  await writeAtomically(file, async (partial) => {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream),
      createWriteStream(partial),
    );
    if (backupEngineOf(partial) !== 'pglite') {
      throw new BackupError('The server answered something that is not a PGlite backup.');
    }
    await checkGzipWhole(partial);
    const written = statSync(partial).size;
    if (Number.isFinite(expected) && written !== expected) {
      throw new BackupError(`The backup arrived incomplete (${written} of ${expected} bytes).`);
    }
  });
}

/**
 * Reads a gzipped backup through to its end, so a truncated or damaged file is refused before
 * anything is touched (gzip checks its length and CRC at the end).
 */
async function checkGzipWhole(file: string) {
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      new Writable({ write: (_chunk, _encoding, done) => done() }),
    );
  } catch (error) {
    throw new BackupError(
      `${file} is damaged or incomplete (${(error as Error).message}); nothing was changed. ` +
        'Use another backup, or take a new one.',
    );
  }
}

/** The files in a PGlite folder other than its lock; [] when it is missing. */
const folderEntries = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name !== LOCK_FILE_NAME) : [];

async function pgliteContents(dir: string): Promise<string> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    const names = folderEntries(dir);
    return `holds files that are not a database (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''})`;
  }
  const client = await PGlite.create(dir);
  try {
    return describeContents(
      await readContents(async <R>(sql: string) => (await client.query<R>(sql)).rows),
    );
  } finally {
    await client.close();
  }
}

/** `<dir>.before-restore-2026-11-27T10-41-03Z`: where --force keeps the folder it replaces. */
const asideName = (dir: string, now: Date) =>
  `${path.resolve(dir)}.before-restore-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;

/**
 * Restores a PGlite backup into `dir`, which must be missing or empty: the server must be
 * stopped (the folder's lock says so). With `force` a folder holding a database is moved aside,
 * kept, and named with the time; its name is returned.
 */
export async function restorePglite(
  dir: string,
  file: string,
  options: { force: boolean; now?: Date },
): Promise<{ movedAside: string | null }> {
  checkBackupFits(file, 'pglite');
  await checkGzipWhole(file);
  // Throws DatabaseInUseError while the server (or another command) holds the folder.
  let lock = lockDatabaseFolder(dir, 'admin');
  let asideLock: FolderLock | null = null;
  let movedAside: string | null = null;
  try {
    if (folderEntries(dir).length > 0) {
      if (!options.force) {
        throw new BackupError(
          `${path.resolve(dir)} (PGLITE_DIR) ${await pgliteContents(dir)}. A restore fills an ` +
            'empty folder only: point PGLITE_DIR at a new folder, or add --force to move this ' +
            'one aside (it is kept, named with the time) and restore in its place.',
        );
      }
      movedAside = asideName(dir, options.now ?? new Date());
      // The lock moves with its folder: nobody opens either meanwhile.
      renameSync(dir, movedAside);
      asideLock = lock;
      lock = lockDatabaseFolder(dir, 'admin');
    }
    try {
      const client = await PGlite.create(dir, {
        loadDataDir: new Blob([readFileSync(file)]),
      });
      await client.query('select 1');
      await client.close();
    } catch (error) {
      lock.release();
      rmSync(dir, { recursive: true, force: true });
      if (movedAside) renameSync(movedAside, dir);
      throw new BackupError(
        `The backup could not be restored (${(error as Error).message}); ` +
          `${movedAside ? `${dir} is back as it was` : 'nothing was kept'}. Is the file complete?`,
      );
    }
    return { movedAside };
  } finally {
    lock.release();
    asideLock?.release();
  }
}
