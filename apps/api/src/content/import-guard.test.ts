import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { studioDraftSchema } from '@bolajon/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { blocks, courses, lessons, studioPublishes, users } from '../db/schema/index.js';
import { LocalMediaStore } from '../media/media-store.js';
import { paths } from '../paths.js';
import { readContentVersion } from '../modules/content-cache/content-version.js';
import { bearer, createTestApp, signUp, type TestContext } from '../test/app.js';
import { fixtureCourse, removePacks, writePack } from '../test/content-fixture.js';
import { guardedImport, savedDrafts, studioEditsSinceImport } from './import-guard.js';
import { loadPack } from './load-pack.js';
import type { LoadedPack } from './pack-types.js';
import { seedDemoContentIfEmpty } from './seed-demo.js';

/*
 * The pack stays the seed of an empty database, and neither a restart nor content:import
 * overwrites studio edits silently (issue 23, ADR 0046).
 */

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
let packDir: string;
let pack: LoadedPack;
let editor: Awaited<ReturnType<typeof signUp>>;
const logged: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  packDir = writePack(fixtureCourse());
  const loaded = loadPack(packDir);
  if (!loaded.ok) throw new Error('fixture pack invalid');
  pack = loaded.pack;
  editor = await signUp(ctx, 'Teacher');
  await ctx.database.db.update(users).set({ editor: true }).where(eq(users.id, editor.familyId));
});
afterAll(async () => {
  await ctx.close();
  removePacks();
  rmSync(mediaDir, { recursive: true, force: true });
});

const media = () => new LocalMediaStore(mediaDir);
const seed = () =>
  seedDemoContentIfEmpty(ctx.database.db, packDir, media(), (line) => logged.push(line));
const call = (method: string, url: string, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: bearer(editor.accessToken),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const lessonRows = () =>
  ctx.database.db
    .select({ id: lessons.id, key: lessons.key, title: lessons.title })
    .from(lessons)
    .orderBy(asc(lessons.order), asc(lessons.id));
const importRows = () =>
  ctx.database.db.$count(studioPublishes, eq(studioPublishes.kind, 'import'));

describe('the start-up seed', () => {
  it('imports the pack into an empty database, and marks the import', async () => {
    expect(await ctx.database.db.$count(courses)).toBe(0);
    const stats = await seed();
    expect(stats?.created).toBeGreaterThan(0);
    expect((await lessonRows()).map((l) => l.key)).toEqual(['l1', 'l2']);
    expect(await importRows()).toBe(1);
    expect(await studioEditsSinceImport(ctx.database.db)).toEqual([]);
  });

  it('never imports again on a restart: a lesson deleted in the studio stays deleted', async () => {
    const l2 = (await lessonRows()).find((l) => l.key === 'l2')!;
    expect((await call('DELETE', `/studio/lessons/${l2.id}`)).statusCode).toBe(204);
    expect(await seed()).toBeNull();
    expect((await lessonRows()).map((l) => l.key)).toEqual(['l1']);
    expect(await importRows()).toBe(1);
  });
});

describe('content:import over studio edits', () => {
  it('refuses without --force, says what the studio changed and what the import would do, and changes nothing', async () => {
    const { db } = ctx.database;
    // Since the import: l2 deleted (above), l1 published with a new title, l9 published (the
    // studio's alone), the block reordered.
    const l1 = (await lessonRows()).find((l) => l.key === 'l1')!;
    const draft = studioDraftSchema.parse(
      (await call('GET', `/studio/lessons/${l1.id}/draft`)).json(),
    );
    const lesson = { ...draft.lesson, title: 'Здравствуй!' };
    expect((await call('PUT', `/studio/lessons/${l1.id}/draft`, { lesson })).statusCode).toBe(200);
    expect((await call('POST', `/studio/lessons/${l1.id}/publish`)).statusCode).toBe(200);
    // And a lesson that only the studio has, then the block reordered.
    const [block] = await db.select().from(blocks);
    const created = studioDraftSchema.parse(
      (
        await call('POST', `/studio/blocks/${block!.id}/lessons`, { key: 'l9', title: 'Новый' })
      ).json(),
    );
    // A lesson needs a game to be published: l1's, under the new key.
    const l9Lesson = { ...lesson, key: 'l9', title: 'Новый' };
    expect(
      (await call('PUT', `/studio/drafts/${created.draftId}`, { lesson: l9Lesson })).statusCode,
    ).toBe(200);
    const published = await call('POST', `/studio/drafts/${created.draftId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const l9 = (await lessonRows()).find((l) => l.key === 'l9')!;
    expect(
      (await call('PUT', `/studio/blocks/${block!.id}/order`, { lessonIds: [l9.id, l1.id] }))
        .statusCode,
    ).toBe(204);

    const version = await readContentVersion(db);
    const audit = await db.$count(studioPublishes);
    const result = await guardedImport(db, pack, media(), { force: false });

    expect(result.imported).toBe(false);
    const text = result.lines.join('\n');
    expect(text).toContain('The database has 4 studio edit(s) since the last pack import');
    expect(text).toMatch(/delete\s+test-course\/m1\/b1\/l2\s+\(Teacher\)/);
    expect(text).toContain(
      'test-course/m1/b1/l2: deleted in the studio — the import brings it back (',
    );
    expect(text).toContain(
      "test-course/m1/b1/l1: the pack's version replaces the studio's (0 created, 1 updated",
    );
    expect(text).toContain('test-course/m1/b1/l9: not in the pack — the import deletes it');
    expect(text).toContain("test-course/m1/b1: its lessons go back to the pack's order (l1, l2)");
    expect(text).toContain('--force');
    // Nothing imported: the studio's course as it was, no import mark, the same version.
    expect((await lessonRows()).map((l) => [l.key, l.title])).toEqual([
      ['l9', 'Новый'],
      ['l1', 'Здравствуй!'],
    ]);
    expect(await readContentVersion(db)).toBe(version);
    expect(await db.$count(studioPublishes)).toBe(audit);
    // It says so every time until forced.
    expect((await guardedImport(db, pack, media(), { force: false })).imported).toBe(false);
  });

  it('overwrites them with --force, says so, and the next import goes through', async () => {
    const { db } = ctx.database;
    const forced = await guardedImport(db, pack, media(), { force: true });
    expect(forced.imported).toBe(true);
    expect(forced.lines[0]).toBe(
      '--force: 4 studio edit(s) since the last import overwritten by the pack.',
    );
    expect((await lessonRows()).map((l) => [l.key, l.title])).toEqual([
      ['l1', 'Привет!'],
      ['l2', 'Семья'],
    ]);
    expect(await studioEditsSinceImport(db)).toEqual([]);
    const again = await guardedImport(db, pack, media(), { force: false });
    expect(again.imported).toBe(true);
    expect(again.stats).toEqual(expect.objectContaining({ created: 0, updated: 0, deleted: 0 }));
  });
});

describe('content:import with drafts saved in the studio', () => {
  it('refuses while a draft is saved, names it, and with --force imports and keeps it', async () => {
    const { db } = ctx.database;
    expect(await studioEditsSinceImport(db)).toEqual([]);
    const l1 = (await lessonRows()).find((l) => l.key === 'l1')!;
    const draft = studioDraftSchema.parse(
      (await call('GET', `/studio/lessons/${l1.id}/draft`)).json(),
    );
    const lesson = { ...draft.lesson, title: 'Салам!' };
    expect((await call('PUT', `/studio/lessons/${l1.id}/draft`, { lesson })).statusCode).toBe(200);

    const refused = await guardedImport(db, pack, media(), { force: false });
    expect(refused.imported).toBe(false);
    const text = refused.lines.join('\n');
    expect(text).toContain('1 draft(s) saved in the studio and not published');
    expect(text).toMatch(/draft\s+test-course\/m1\/b1\/l1\s+\(Teacher\)/);
    expect(text).not.toContain('studio edit(s) since the last pack import');

    const forced = await guardedImport(db, pack, media(), { force: true });
    expect(forced.imported).toBe(true);
    expect(forced.lines.join('\n')).toContain('--force: the drafts are kept.');
    expect(await savedDrafts(db)).toHaveLength(1);
    expect((await call('DELETE', `/studio/lessons/${l1.id}/draft`)).statusCode).toBe(204);
    expect((await guardedImport(db, pack, media(), { force: false })).imported).toBe(true);
  });
});

describe('npm run content:import', () => {
  it('exits 1 over a studio edit, saying it, and imports with --force', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bolajon-import-'));
    const pgliteDir = path.join(dataDir, 'db');
    const run = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [
          '--conditions=@bolajon/source',
          '--import',
          'tsx',
          'src/cli/content.ts',
          'import',
          ...args,
        ],
        {
          cwd: paths.apiDir,
          env: {
            ...process.env,
            DATABASE_URL: '',
            PGLITE_DIR: pgliteDir,
            DATA_DIR: dataDir,
            NODE_ENV: 'development',
          },
          encoding: 'utf8',
        },
      );
    try {
      expect(run(packDir).status).toBe(0);
      // A lesson deleted in the studio, as its audit row says.
      const database = await openDatabase({ url: undefined, pgliteDir, owner: 'content-import' });
      try {
        await database.db.delete(lessons).where(eq(lessons.key, 'l2'));
        await database.db.insert(studioPublishes).values({
          kind: 'delete',
          lessonPath: 'test-course/m1/b1/l2',
          created: 0,
          updated: 0,
          deleted: 3,
          unchanged: 0,
          contentVersion: 2,
        });
      } finally {
        await database.close();
      }
      const refused = run(packDir);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('test-course/m1/b1/l2: deleted in the studio');
      expect(refused.stderr).toContain('--force');
      expect(refused.stderr).not.toContain('    at ');
      const forced = run(packDir, '--force');
      expect(forced.status, forced.stderr).toBe(0);
      expect(forced.stdout).toContain(
        '--force: 1 studio edit(s) since the last import overwritten',
      );
      expect(run(packDir).status).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
