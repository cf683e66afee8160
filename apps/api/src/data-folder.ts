import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** errno codes that mean "this folder cannot be written": permissions, read-only, not a folder, full. */
const UNWRITABLE_CODES = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOTDIR',
  'EEXIST',
  'ENOSPC',
  'EDQUOT',
]);

/** A folder the server must write to cannot be written: one line saying which and what to set. */
export class DataFolderError extends Error {
  constructor(
    readonly folder: string,
    readonly code: string,
    readonly variable: string,
  ) {
    super(
      `Cannot write to the data folder ${folder} (${code}): set ${variable} to a writable folder`,
    );
    this.name = 'DataFolderError';
  }
}

/** The error as a DataFolderError when a write to `folder` failed for one of those reasons. */
export function dataFolderError(error: unknown, folder: string, variable: string): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNWRITABLE_CODES.has(code)) {
    return new DataFolderError(path.resolve(folder), code, variable);
  }
  return error;
}

/**
 * Makes `folder` if needed and writes (and removes) a small file in it, so a server on a
 * read-only or misnamed folder stops at start with one line instead of a stack trace.
 */
export function assertWritableFolder(folder: string, variable: string): void {
  const probe = path.join(folder, `.write-check-${randomUUID()}`);
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    throw dataFolderError(error, folder, variable);
  }
}
