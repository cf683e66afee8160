import { parsePhone } from '@bolajon/contract';
import { transactionOn, type Database } from '../db/client.js';
import { runOnDatabase } from '../db/command-database.js';
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
