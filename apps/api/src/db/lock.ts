import { spawnSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Who opens an embedded database: recorded in its lock, so a second opener learns who holds it. */
export type DatabaseOwner = 'server' | 'admin' | 'content-import' | 'bench';

/** The file in the PGlite folder that carries the lock and, as text, who holds it. */
export const LOCK_FILE_NAME = 'bolajon.lock';

/** What the lock tools exit with when another process holds the lock (EX_TEMPFAIL). */
const HELD = 75;

/**
 * Node has no flock(2), so a tool puts the lock on the open file it inherits as descriptor 3
 * and exits. An flock lock belongs to the open file, not to the tool: it lasts while this
 * process keeps the file open, and the kernel drops it when the process ends, however it ends
 * (ADR 0015). flock(1) is util-linux, on every Debian; perl stands in where it is missing (macOS).
 */
const LOCK_TOOLS = {
  flock: ['flock', '--exclusive', '--nonblock', '--conflict-exit-code', String(HELD), '3'],
  perl: [
    'perl',
    '-MFcntl=:flock',
    '-e',
    `open(my $f, '<&=', 3) or exit 2; flock($f, LOCK_EX | LOCK_NB) or exit ${HELD}`,
  ],
} as const;
export type LockTool = keyof typeof LOCK_TOOLS;

export interface LockHolder {
  pid: number;
  owner: DatabaseOwner | null;
  since: string;
}

export interface FolderLock {
  /** Ends the lock; the next process may open the folder. Safe to call twice. */
  release(): void;
}

const ownerNames: Record<DatabaseOwner, string> = {
  server: 'the Bolajon server',
  admin: 'the support command (npm run admin)',
  'content-import': 'a content import (npm run content:import)',
  bench: 'the benchmark (npm run bench)',
};

function advice(holder: LockHolder | null, opener: DatabaseOwner | undefined): string {
  if (holder?.owner !== 'server') {
    return holder?.owner
      ? 'It stops by itself when its work is done; try again then.'
      : 'Stop it, or wait for it to finish, and try again.';
  }
  switch (opener) {
    case 'server':
      return (
        `Stop the other server first (kill ${holder.pid}). To run several servers, give them ` +
        'one PostgreSQL database instead (DATABASE_URL).'
      );
    case 'admin':
      return (
        'While the server runs, make the change in its support console: sign in as an admin and ' +
        'open /admin. Or stop the server, run this command, and start the server again.'
      );
    case 'content-import':
      return 'Stop the server, import, and start the server again.';
    default:
      return 'Stop the server first.';
  }
}

/** Another process holds the embedded database: nothing was opened or written. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder | null,
    opener: DatabaseOwner | undefined,
  ) {
    const who = holder
      ? `${holder.owner ? ownerNames[holder.owner] : 'another process'} (pid ${holder.pid}, since ${holder.since})`
      : 'another process';
    super(
      `The embedded database in ${dir} is in use by ${who}. Only one process may open it at a ` +
        `time, so this one stops here and changed nothing.\n${advice(holder, opener)}`,
    );
    this.name = 'DatabaseInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who the lock file says holds the lock; null when it does not say or that process is gone. */
function readHolder(file: string): LockHolder | null {
  try {
    const text = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (!Number.isInteger(text.pid) || !isRunning(text.pid!)) return null;
    const owner = text.owner && Object.hasOwn(ownerNames, text.owner) ? text.owner : null;
    return { pid: text.pid!, owner, since: String(text.since ?? 'unknown') };
  } catch {
    return null;
  }
}

function runTool(tool: LockTool, fd: number): 'locked' | 'held' | 'unavailable' {
  const [command, ...args] = LOCK_TOOLS[tool];
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'ignore', fd],
    timeout: 10_000,
  });
  if (result.status === 0) return 'locked';
  if (result.status === HELD) return 'held';
  return 'unavailable'; // not installed, or it cannot lock this file
}

/**
 * Takes the exclusive lock of a PGlite folder for the life of this process (or until release),
 * or throws DatabaseInUseError naming the holder. Writes nothing but the lock file.
 */
export function lockDatabaseFolder(
  dir: string,
  owner?: DatabaseOwner,
  tools: readonly LockTool[] = ['flock', 'perl'],
): FolderLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE_NAME);
  // Opened for appending: a holder's record is only rewritten once the lock is ours.
  const fd = openSync(file, 'a+');
  for (const tool of tools) {
    const outcome = runTool(tool, fd);
    if (outcome === 'unavailable') continue;
    if (outcome === 'held') {
      closeSync(fd);
      throw new DatabaseInUseError(path.resolve(dir), readHolder(file), owner);
    }
    const holder: LockHolder = {
      pid: process.pid,
      owner: owner ?? null,
      since: `${new Date().toISOString().slice(0, 19).replace('T', ' ')} UTC`,
    };
    ftruncateSync(fd, 0);
    writeSync(fd, `${JSON.stringify(holder)}\n`);
    // A tool that "locks" without excluding anyone (a perl built on fcntl emulation, a file
    // system without flock) must not pass for a lock: a second open of the file has to fail.
    const probe = openSync(file, 'r');
    const excluded = runTool(tool, probe) === 'held';
    closeSync(probe);
    if (!excluded) {
      closeSync(fd);
      throw new Error(
        `${tool} did not lock ${file} against other processes; use PostgreSQL (DATABASE_URL).`,
      );
    }
    let held = true;
    return {
      release() {
        if (!held) return;
        held = false;
        closeSync(fd);
      },
    };
  }
  closeSync(fd);
  throw new Error(
    `Cannot lock the embedded database in ${path.resolve(dir)}: neither flock (util-linux) nor ` +
      'perl is available to lock it. Install util-linux, or use PostgreSQL (DATABASE_URL).',
  );
}
