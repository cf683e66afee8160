import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { courseAccess, courses, users } from '../db/schema/index.js';
import { paths } from '../paths.js';
import { freePort } from '../test/free-port.js';
import { pgliteEnv, startServer, stopServer } from '../test/server-process.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolajon-admin-'));
  dirs.push(dir);
  return dir;
};
const dataDir = newDataDir();

const adminOn = (dir: string, ...args: string[]) =>
  spawnSync(
    process.execPath,
    ['--conditions=@bolajon/source', '--import', 'tsx', 'src/cli/admin.ts', ...args],
    {
      cwd: paths.apiDir,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PGLITE_DIR: path.join(dir, 'db'),
        DATA_DIR: dir,
        NODE_ENV: 'development',
      },
      encoding: 'utf8',
    },
  );
const admin = (...args: string[]) => adminOn(dataDir, ...args);

/** A migrated embedded database in dataDir/db with one signed-up parent and the demo course key. */
async function seed(dir: string, phone: string) {
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  await database.migrate();
  await database.db.insert(users).values({ phone, name: 'Parent', phoneVerifiedAt: new Date() });
  await database.db.insert(courses).values({ key: 'ru-kids', title: 'Русский язык для детей' });
  await database.close();
}

describe('npm run admin', () => {
  it('grants the admin role and a course to a signed-up phone, and explains mistakes', async () => {
    await seed(dataDir, '+998901234567');

    expect(admin('grant', '+998 90 123 45 67')).toMatchObject({ status: 0 });
    const course = admin('grant-course', '+998901234567', 'ru-kids');
    expect(course.status).toBe(0);
    expect(course.stdout).toContain('Русский язык для детей');
    expect(admin('grant-course', '+998901234567', 'ru-kids').status).toBe(0);

    const unknown = admin('grant-course', '+998901234567', 'en-kids');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('ru-kids');
    expect(admin('grant', '+998907654321').stderr).toContain('sign up first');
    expect(admin('grant', 'not-a-phone').status).toBe(2);
    expect(admin('launch').stderr).toContain('Usage');

    const after = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    const [user] = await after.db.select().from(users);
    expect(user?.role).toBe('admin');
    expect(await after.db.$count(courseAccess)).toBe(1);
    await after.close();
  }, 600_000);

  it('refuses while the server holds the embedded database, changing nothing, and works once it has stopped', async () => {
    const dir = newDataDir();
    const phone = '+998901234568';
    await seed(dir, phone);
    const server = await startServer(pgliteEnv(dir), await freePort());
    try {
      for (const args of [
        ['grant', phone],
        ['grant-course', phone, 'ru-kids'],
      ]) {
        const refused = adminOn(dir, ...args);
        expect(refused.status).toBe(1);
        expect(refused.stdout).toBe('');
        expect(refused.stderr).toContain(`in use by the Bolajon server (pid ${server.child.pid}`);
        expect(refused.stderr).toContain('/admin');
      }
    } finally {
      expect(await stopServer(server)).toBe(0);
    }

    const untouched = await openDatabase({ pgliteDir: path.join(dir, 'db') });
    expect(await untouched.db.select({ role: users.role }).from(users)).toEqual([
      { role: 'learner' },
    ]);
    expect(await untouched.db.$count(courseAccess)).toBe(0);
    await untouched.close();

    expect(adminOn(dir, 'grant', phone)).toMatchObject({ status: 0 });
    expect(adminOn(dir, 'grant-course', phone, 'ru-kids')).toMatchObject({ status: 0 });
    const after = await openDatabase({ pgliteDir: path.join(dir, 'db') });
    expect(await after.db.select({ role: users.role }).from(users)).toEqual([{ role: 'admin' }]);
    expect(await after.db.$count(courseAccess)).toBe(1);
    await after.close();
  }, 600_000);
});
