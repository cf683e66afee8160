import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { courseAccess, courses, users } from '../db/schema/index.js';
import { paths } from '../paths.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bolajon-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  spawnSync(
    process.execPath,
    ['--conditions=@bolajon/source', '--import', 'tsx', 'src/cli/admin.ts', ...args],
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

describe('npm run admin', () => {
  it('grants the admin role and a course to a signed-up phone, and explains mistakes', async () => {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    await database.migrate();
    await database.db
      .insert(users)
      .values({ phone: '+998901234567', name: 'Parent', phoneVerifiedAt: new Date() });
    await database.db.insert(courses).values({ key: 'ru-kids', title: 'Русский язык для детей' });
    await database.close();

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
  }, 60_000);
});
