import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminFamilySchema,
  errorCodes,
  studioCoursesResponseSchema,
  userSchema,
} from '@bolajon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, users } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { importCourse } from '../../test/course.js';
import { fixtureCourseWithUzbekTitles, removePacks } from '../../test/content-fixture.js';

/*
 * The editor role (ADR 0041): a flag beside the role, granted and taken in the support console
 * (audited), read from the database on every studio call.
 */

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
const queries: string[] = [];
type Session = Awaited<ReturnType<typeof signUp>>;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir }, (query) => queries.push(query));
  await importCourse(ctx, mediaDir);
  admin = await signUp(ctx, 'Support', '+998711234567');
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.familyId));
});
afterAll(async () => {
  await ctx.close();
  removePacks();
  rmSync(mediaDir, { recursive: true, force: true });
});

const studioCourses = (token?: string) =>
  ctx.app.inject({ url: '/api/studio/courses', headers: token ? bearer(token) : {} });
/** The body is sent as JSON whatever it is, so a string or an array reaches validation too. */
const setEditor = (token: string, userId: number | string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/editor`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const editorAudit = (userId: number) =>
  ctx.database.db
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.targetUserId, userId))
    .orderBy(adminAudit.id);
const editorFlag = async (userId: number) =>
  (
    await ctx.database.db.select({ editor: users.editor }).from(users).where(eq(users.id, userId))
  )[0]?.editor;
const me = async (token: string) =>
  userSchema.parse((await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })).json());

describe('GET /api/studio/courses — course editors only', () => {
  it('refuses an anonymous caller (401), a learner and an admin without the flag (403)', async () => {
    const learner = await signUp(ctx, 'Learner');
    const anonymous = await studioCourses();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      code: errorCodes.unauthorized,
      message: expect.any(String),
    });
    const badToken = await studioCourses('a.b.c');
    expect(badToken.statusCode).toBe(401);
    for (const [who, session] of [
      ['a learner', learner],
      ['an admin', admin],
    ] as const) {
      const response = await studioCourses(session.accessToken);
      expect(response.statusCode, who).toBe(403);
      expect(response.json(), who).toEqual({
        code: errorCodes.forbidden,
        message: 'Course editors only',
      });
    }
  });

  it('gives an editor the course tree with each lesson’s games and words', async () => {
    const teacher = await signUp(ctx, 'Teacher');
    await ctx.database.db.update(users).set({ editor: true }).where(eq(users.id, teacher.familyId));
    const response = await studioCourses(teacher.accessToken);
    expect(response.statusCode).toBe(200);
    const tree = studioCoursesResponseSchema.parse(response.json());
    const [lesson1, lesson2] = await ctx.database.db.query.lessons.findMany({
      orderBy: (l, { asc }) => asc(l.id),
    });
    expect(tree).toEqual([
      {
        id: expect.any(Number),
        key: 'test-course',
        title: 'Тестовый курс',
        titleUz: null,
        order: expect.any(Number),
        modules: [
          {
            id: expect.any(Number),
            key: 'm1',
            title: 'Модуль 1',
            titleUz: null,
            order: expect.any(Number),
            blocks: [
              {
                id: expect.any(Number),
                key: 'b1',
                title: 'Блок 1',
                titleUz: null,
                order: expect.any(Number),
                lessons: [
                  {
                    id: lesson1!.id,
                    key: 'l1',
                    title: 'Привет!',
                    titleUz: null,
                    order: lesson1!.order,
                    games: 2,
                    words: 2,
                  },
                  {
                    id: lesson2!.id,
                    key: 'l2',
                    title: 'Семья',
                    titleUz: null,
                    order: lesson2!.order,
                    games: 1,
                    words: 1,
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('reads the tree in one statement (and the flag in one), however many courses', async () => {
    const teacher = await signUp(ctx, 'Counting teacher');
    await ctx.database.db.update(users).set({ editor: true }).where(eq(users.id, teacher.familyId));
    const statementsOfOneCall = async () => {
      queries.length = 0;
      expect((await studioCourses(teacher.accessToken)).statusCode).toBe(200);
      return queries.length;
    };
    const small = await statementsOfOneCall();
    expect(small).toBe(2);

    const second = fixtureCourseWithUzbekTitles();
    second.key = 'second-course';
    const block = second.modules[0]!.blocks[0]!;
    block.lessons.push({ ...structuredClone(block.lessons[1]!), key: 'l3', title: 'Ещё урок' });
    await importCourse(ctx, mediaDir, second);
    expect(await statementsOfOneCall()).toBe(small);

    const tree = studioCoursesResponseSchema.parse(
      (await studioCourses(teacher.accessToken)).json(),
    );
    expect(tree.map((c) => c.key).sort()).toEqual(['second-course', 'test-course']);
    const secondTree = tree.find((c) => c.key === 'second-course')!;
    expect(secondTree.titleUz).toBe('Sinov kursi');
    expect(
      secondTree.modules[0]!.blocks[0]!.lessons.map((l) => [l.key, l.titleUz, l.games, l.words]),
    ).toEqual([
      ['l1', 'Salom!', 2, 2],
      ['l2', null, 1, 1],
      ['l3', null, 1, 1],
    ]);
  });
});

describe('PUT /api/admin/users/{id}/editor — granted and taken in the console, audited', () => {
  it('grants the flag, recorded, and the editor’s next call with the same token opens the studio', async () => {
    const teacher = await signUp(ctx, 'Granted teacher');
    expect((await studioCourses(teacher.accessToken)).statusCode).toBe(403);
    expect((await me(teacher.accessToken)).editor).toBe(false);

    const granted = await setEditor(admin.accessToken, teacher.familyId, { editor: true });
    expect(granted.statusCode).toBe(200);
    const family = adminFamilySchema.parse(granted.json());
    expect(family).toMatchObject({ id: teacher.familyId, role: 'learner', editor: true });
    expect(family.audit[0]).toMatchObject({
      action: 'editor.set',
      subject: 'editor',
      before: 'none',
      after: 'editor',
      actor: { id: admin.familyId },
    });

    expect((await studioCourses(teacher.accessToken)).statusCode).toBe(200);
    expect((await me(teacher.accessToken)).editor).toBe(true);
    // Granting it again changes nothing and records nothing.
    expect(
      (await setEditor(admin.accessToken, teacher.familyId, { editor: true })).statusCode,
    ).toBe(200);
    expect(await editorAudit(teacher.familyId)).toHaveLength(1);
  });

  it('takes the flag away, recorded, and the next call with the same token is refused', async () => {
    const teacher = await signUp(ctx, 'Former teacher');
    await setEditor(admin.accessToken, teacher.familyId, { editor: true });
    expect((await studioCourses(teacher.accessToken)).statusCode).toBe(200);

    const taken = await setEditor(admin.accessToken, teacher.familyId, { editor: false });
    expect(taken.statusCode).toBe(200);
    expect(adminFamilySchema.parse(taken.json()).editor).toBe(false);
    expect((await studioCourses(teacher.accessToken)).statusCode).toBe(403);
    expect((await me(teacher.accessToken)).editor).toBe(false);
    expect(
      (await editorAudit(teacher.familyId)).map((e) => [e.action, e.actorId, e.before, e.after]),
    ).toEqual([
      ['editor.set', admin.familyId, 'none', 'editor'],
      ['editor.set', admin.familyId, 'editor', 'none'],
    ]);
  });

  it('makes an admin an editor too, keeping the role: support and studio both open', async () => {
    const helper = await signUp(ctx, 'Support teacher');
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, helper.familyId));
    const family = adminFamilySchema.parse(
      (await setEditor(admin.accessToken, helper.familyId, { editor: true })).json(),
    );
    expect(family).toMatchObject({ role: 'admin', editor: true });
    expect((await studioCourses(helper.accessToken)).statusCode).toBe(200);
    const console = await ctx.app.inject({
      url: `/api/admin/families/${helper.familyId}`,
      headers: bearer(helper.accessToken),
    });
    expect(console.statusCode).toBe(200);
  });

  it('keeps an editor out of the console: editors see the studio and nothing of families', async () => {
    const teacher = await signUp(ctx, 'Teacher only');
    await setEditor(admin.accessToken, teacher.familyId, { editor: true });
    for (const url of ['/api/admin/families?phone=998', `/api/admin/families/${admin.familyId}`]) {
      const response = await ctx.app.inject({ url, headers: bearer(teacher.accessToken) });
      expect(response.statusCode, url).toBe(403);
    }
    // Nor may an editor grant the flag (to themselves or anyone).
    const other = await signUp(ctx, 'Other');
    for (const id of [teacher.familyId, other.familyId]) {
      const response = await setEditor(teacher.accessToken, id, { editor: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: errorCodes.forbidden });
    }
    expect(await editorFlag(other.familyId)).toBe(false);
    expect(await editorAudit(other.familyId)).toHaveLength(0);
  });

  it('refuses an anonymous caller and a learner', async () => {
    const learner = await signUp(ctx, 'Curious learner');
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${learner.familyId}/editor`,
      payload: { editor: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const self = await setEditor(learner.accessToken, learner.familyId, { editor: true });
    expect(self.statusCode).toBe(403);
    expect(await editorFlag(learner.familyId)).toBe(false);
    expect(await editorAudit(learner.familyId)).toHaveLength(0);
  });

  it('answers 400 for a bad body or id and 404 for no such user, changing nothing', async () => {
    const kid = await signUp(ctx, 'Kid');
    for (const body of [
      { editor: 'yes' },
      { editor: 1 },
      { editor: null },
      {},
      { editor: true, role: 'admin' },
      { editors: true },
      [true],
      'true',
    ]) {
      const response = await setEditor(admin.accessToken, kid.familyId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: errorCodes.validation });
    }
    for (const id of ['abc', '0', '0x10', '-1']) {
      const response = await setEditor(admin.accessToken, id, { editor: true });
      expect(response.statusCode, id).toBe(400);
    }
    expect(await editorFlag(kid.familyId)).toBe(false);
    expect(await editorAudit(kid.familyId)).toHaveLength(0);
    expect((await studioCourses(kid.accessToken)).statusCode).toBe(403);

    const missing = await setEditor(admin.accessToken, 999_999, { editor: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: errorCodes.notFound });
  });

  it('gives 404 for a registration whose phone was never confirmed', async () => {
    const phone = '+998935550199';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/register',
      payload: { phone, name: 'Pending' },
      remoteAddress: '10.9.9.9',
    });
    const [pending] = await ctx.database.db.select().from(users).where(eq(users.phone, phone));
    const response = await setEditor(admin.accessToken, pending!.id, { editor: true });
    expect(response.statusCode).toBe(404);
    expect(await editorFlag(pending!.id)).toBe(false);
  });
});
