import { statSync } from 'node:fs';
import { parsePhone } from '@bolajon/contract';
import {
  BackupError,
  dumpPgliteFolder,
  dumpPostgres,
  dumpThroughServer,
  restorePglite,
  restorePostgres,
} from '../db/backup.js';
import { transactionOn, type Database } from '../db/client.js';
import { runOnDatabase } from '../db/command-database.js';
import { DatabaseInUseError } from '../db/lock.js';
import { loadEnv, type Env } from '../env.js';
import { createCourseAccessRepository } from '../modules/access/course-access.js';
import { createAdminRepository } from '../modules/admin/admin.repository.js';
import { createAdminService, type AdminService } from '../modules/admin/admin.service.js';

/** The service the /admin console uses: the command line keeps its rules and its audit log. */
const adminService = ({ db }: Database) =>
  createAdminService({
    repo: createAdminRepository(db, createCourseAccessRepository(db)),
    transaction: transactionOn(db),
  });

/** Support opens a course for a family that paid; running it twice changes nothing. */
async function grantCourse(admin: AdminService, phone: string, userId: number, courseRef: string) {
  const course = await admin.course(
    /^\d+$/.test(courseRef) ? { id: Number(courseRef) } : { key: courseRef },
  );
  if (!course) {
    const known = await admin.courses();
    console.error(
      `No course "${courseRef}". Courses: ${known.map((c) => `${c.key} (${c.title})`).join(', ') || 'none'}`,
    );
    return 1;
  }
  await admin.openCourse({ actorId: null, grantedBy: 'support-cli', userId, course, open: true });
  console.log(`${phone} can now open every lesson of "${course.title}".`);
  return 0;
}

async function setRole(admin: AdminService, phone: string, userId: number, grant: boolean) {
  const { lastAdmin } = await admin.changeRole({
    actorId: null,
    userId,
    role: grant ? 'admin' : 'learner',
  });
  if (lastAdmin) {
    console.error(`${phone} is the last admin; make another admin first.`);
    return 1;
  }
  console.log(`${phone} is now ${grant ? 'an admin' : 'a learner'}.`);
  return 0;
}

const usage = `Usage:
  npm run admin -- grant <phone>                  make the user with this phone an admin
  npm run admin -- revoke <phone>                 make them a learner again
  npm run admin -- grant-course <phone> <course>  open a paid course (its key, e.g. ru-kids, or id)
  npm run admin -- backup <file> [--server <url>] write a backup of the database, also while the
                                                  server runs (--server: where it listens, if not
                                                  on this machine's PORT)
  npm run admin -- restore <file> [--force]       restore a backup into an empty database (stop the
                                                  server first); --force replaces what it holds`;

/** Where the server that holds the embedded database listens, as this environment says. */
function localServerUrl(env: Env): string {
  const host = ['0.0.0.0', '::', ''].includes(env.HOST) ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}

/** A backup command's failure, said with what to do; exit 1. */
function failed(what: string, error: unknown): number {
  if (error instanceof BackupError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error(
      `The ${what} failed: ${(error as Error).message}\nCheck DATABASE_URL (or PGLITE_DIR) and that ` +
        'the database is reachable, then try again.',
    );
  }
  return 1;
}

/** PostgreSQL: pg_dump. PGlite: the command opens the folder itself, or asks the server holding it. */
async function backup(file: string, serverUrl: string | undefined): Promise<number> {
  const env = loadEnv();
  try {
    if (env.DATABASE_URL) {
      await dumpPostgres(env.DATABASE_URL, file);
    } else {
      try {
        await dumpPgliteFolder(env.PGLITE_DIR, file);
      } catch (error) {
        if (!(error instanceof DatabaseInUseError) || error.holder?.owner !== 'server') throw error;
        await dumpThroughServer(serverUrl ?? localServerUrl(env), env.AUTH_SECRET, file);
      }
    }
  } catch (error) {
    return failed('backup', error);
  }
  const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`Backup written to ${file} (${megabytes} MB).`);
  return 0;
}

async function restore(file: string, force: boolean): Promise<number> {
  const env = loadEnv();
  try {
    if (env.DATABASE_URL) {
      await restorePostgres(env.DATABASE_URL, file, { force });
    } else {
      const { movedAside } = await restorePglite(env.PGLITE_DIR, file, { force });
      if (movedAside) console.log(`The database that was there is kept in ${movedAside}.`);
    }
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(
        `${error.message.split('\n')[0]}\nA restore replaces the whole database: stop the ` +
          'server, restore, and start it again.',
      );
      return 1;
    }
    return failed('restore', error);
  }
  console.log(
    `Restored ${file}. Start the server: it applies its migrations as usual, then serves the ` +
      'restored families.',
  );
  return 0;
}

/** backup <file> [--server <url>] | restore <file> [--force]; null for a usage error. */
function backupArgs(command: 'backup' | 'restore', args: string[]) {
  const files: string[] = [];
  let force = false;
  let server: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--force' && command === 'restore') force = true;
    else if (arg === '--server' && command === 'backup' && args[i + 1]) server = args[++i];
    else if (arg.startsWith('-')) return null;
    else files.push(arg);
  }
  if (files.length !== 1) return null;
  if (server !== undefined && !URL.canParse(server)) return null;
  return { file: files[0]!, force, server };
}

async function main(args: string[]) {
  const [command, phoneArg, courseArg] = args;
  if (command === 'backup' || command === 'restore') {
    const parsed = backupArgs(command, args.slice(1));
    if (!parsed) {
      console.error(usage);
      return 2;
    }
    return command === 'backup'
      ? backup(parsed.file, parsed.server)
      : restore(parsed.file, parsed.force);
  }
  const known =
    command === 'grant' || command === 'revoke' || (command === 'grant-course' && courseArg);
  if (!known || !phoneArg) {
    console.error(usage);
    return 2;
  }
  const phone = parsePhone(phoneArg)?.e164;
  if (!phone) {
    console.error(`Not a valid phone number: ${phoneArg}`);
    return 2;
  }
  // Actor: the command line (actorId null in the audit log).
  return runOnDatabase('admin', async (database) => {
    const admin = adminService(database);
    const user = await admin.userByPhone(phone);
    if (!user) {
      console.error(`No user with phone ${phone}; they must sign up first.`);
      return 1;
    }
    if (command === 'grant-course') return grantCourse(admin, phone, user.id, courseArg ?? '');
    return setRole(admin, phone, user.id, command === 'grant');
  });
}

process.exitCode = await main(process.argv.slice(2));
