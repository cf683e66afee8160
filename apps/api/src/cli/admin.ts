import { parsePhone } from '@bolajon/contract';
import { openDatabase, type Database } from '../db/client.js';
import { DatabaseInUseError } from '../db/lock.js';
import { loadEnv } from '../env.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { courses, users as usersTable } from '../db/schema/index.js';
import { createCourseAccessRepository } from '../modules/access/course-access.js';
import { createAdminRepository } from '../modules/admin/admin.repository.js';

const adminRepository = (db: Db) => createAdminRepository(db, createCourseAccessRepository(db));

/** Support opens a course for a family that paid; running it twice changes nothing. */
async function grantCourse(db: Db, phone: string, courseRef: string) {
  const user = await db.query.users.findFirst({ where: eq(usersTable.phone, phone) });
  if (!user) {
    console.error(`No user with phone ${phone}; they must sign up first.`);
    return 1;
  }
  const course = await db.query.courses.findFirst({
    where: /^\d+$/.test(courseRef) ? eq(courses.id, Number(courseRef)) : eq(courses.key, courseRef),
  });
  if (!course) {
    const known = await db.select({ key: courses.key, title: courses.title }).from(courses);
    console.error(
      `No course "${courseRef}". Courses: ${known.map((c) => `${c.key} (${c.title})`).join(', ') || 'none'}`,
    );
    return 1;
  }
  // Through the same rule and audit log as the /admin console (actor: the command line).
  await adminRepository(db).setCourseOpen({
    actorId: null,
    grantedBy: 'support-cli',
    userId: user.id,
    course: { id: course.id, title: course.title },
    open: true,
  });
  console.log(`${phone} can now open every lesson of "${course.title}".`);
  return 0;
}

const usage = `Usage:
  npm run admin -- grant <phone>                  make the user with this phone an admin
  npm run admin -- revoke <phone>                 make them a learner again
  npm run admin -- grant-course <phone> <course>  open a paid course (its key, e.g. ru-kids, or id)`;

async function main(args: string[]) {
  const [command, phoneArg, courseArg] = args;
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
  const env = loadEnv();
  let database: Database;
  try {
    database = await openDatabase({
      url: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      owner: 'admin',
    });
  } catch (error) {
    // The server holds the embedded database: the change goes through it (/admin), not around.
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    await database.migrate();
    if (command === 'grant-course') return await grantCourse(database.db, phone, courseArg ?? '');
    const user = await database.db.query.users.findFirst({ where: eq(usersTable.phone, phone) });
    if (!user) {
      console.error(`No user with phone ${phone}; they must sign up first.`);
      return 1;
    }
    const { lastAdmin } = await adminRepository(database.db).setRole({
      actorId: null,
      userId: user.id,
      role: command === 'grant' ? 'admin' : 'learner',
    });
    if (lastAdmin) {
      console.error(`${phone} is the last admin; make another admin first.`);
      return 1;
    }
    console.log(`${phone} is now ${command === 'grant' ? 'an admin' : 'a learner'}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
