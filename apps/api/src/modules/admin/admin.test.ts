import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminFamiliesResponseSchema,
  adminFamilySchema,
  correctAnswer,
  errorCodes,
  questionsResponseSchema,
  type GameType,
} from '@bolajon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../content/import-pack.js';
import { loadPack } from '../../content/load-pack.js';
import { adminAudit, courseAccess, courses, users } from '../../db/schema/index.js';
import { LocalMediaStore } from '../../media/media-store.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { fixtureCourse, removePacks, writePack } from '../../test/content-fixture.js';

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
let courseId: number;
let paidLessonId: number;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  const loaded = loadPack(writePack(fixtureCourse()));
  if (!loaded.ok) throw new Error('fixture pack invalid');
  await importPack(ctx.database.db, loaded.pack, new LocalMediaStore(mediaDir));
  const [course] = await ctx.database.db.select().from(courses);
  courseId = course!.id;
  const all = await ctx.database.db.query.lessons.findMany({ orderBy: (l, { asc }) => asc(l.id) });
  paidLessonId = all[1]!.id;
  admin = await signUp(ctx, 'Support', '+998711234567');
  await makeAdmin(admin.familyId);
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

async function makeAdmin(userId: number) {
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const family = async (token: string, id: number) =>
  adminFamilySchema.parse((await call(token, 'GET', `/admin/families/${id}`)).json());
const auditCount = async (userId: number) =>
  ctx.database.db.$count(adminAudit, eq(adminAudit.targetUserId, userId));

describe('the support console API', () => {
  it('needs a signed-in admin for every call; a learner gets 403 and changes nothing', async () => {
    const learner = await signUp(ctx, 'Learner');
    const other = await signUp(ctx, 'Other');
    const calls: [string, 'GET' | 'PUT', string, object?][] = [
      ['search', 'GET', '/admin/families?phone=998'],
      ['a family', 'GET', `/admin/families/${other.familyId}`],
      ['their own page', 'GET', `/admin/families/${learner.familyId}`],
      [
        'open a course',
        'PUT',
        `/admin/families/${learner.familyId}/courses/${courseId}`,
        { open: true },
      ],
      ['make admin', 'PUT', `/admin/families/${learner.familyId}/role`, { role: 'admin' }],
      ['make another admin', 'PUT', `/admin/families/${other.familyId}/role`, { role: 'admin' }],
      ['make an editor', 'PUT', `/admin/users/${learner.familyId}/editor`, { editor: true }],
    ];
    for (const [what, method, url, body] of calls) {
      const anonymous = await ctx.app.inject({ method, url: `/api${url}`, payload: body });
      expect(anonymous.statusCode, `${what} signed out`).toBe(401);
      const response = await call(learner.accessToken, method, url, body);
      expect(response.statusCode, what).toBe(403);
      expect(response.json()).toMatchObject({ code: errorCodes.forbidden });
    }
    expect(
      await ctx.database.db.$count(courseAccess, eq(courseAccess.userId, learner.familyId)),
    ).toBe(0);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, learner.familyId));
    expect(row).toMatchObject({ role: 'learner', editor: false });
    expect(await auditCount(learner.familyId)).toBe(0);
  });

  it('takes a role away at once: an admin made a learner is refused with the token they hold', async () => {
    const helper = await signUp(ctx, 'Helper');
    await makeAdmin(helper.familyId);
    expect((await call(helper.accessToken, 'GET', '/admin/families?phone=998')).statusCode).toBe(
      200,
    );
    await ctx.database.db
      .update(users)
      .set({ role: 'learner' })
      .where(eq(users.id, helper.familyId));
    expect((await call(helper.accessToken, 'GET', '/admin/families?phone=998')).statusCode).toBe(
      403,
    );
  });

  it('finds families by part of the phone, newest first, signed-up ones only', async () => {
    const first = await signUp(ctx, 'Malika', '+998935550101');
    const second = await signUp(ctx, 'Timur', '+998935550102');
    // A pending registration (no code confirmed) is not a family yet.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/register',
      payload: { phone: '+998935550103', name: 'Pending' },
      remoteAddress: '10.9.9.9',
    });
    for (const query of ['55501', '+998 93 555 01', '935-550-1']) {
      const response = await call(
        admin.accessToken,
        'GET',
        `/admin/families?phone=${encodeURIComponent(query)}`,
      );
      expect(response.statusCode, query).toBe(200);
      const found = adminFamiliesResponseSchema.parse(response.json());
      expect(found.map((f) => f.id)).toEqual([second.familyId, first.familyId]);
    }
    expect(
      adminFamiliesResponseSchema.parse(
        (await call(admin.accessToken, 'GET', '/admin/families?phone=0000000')).json(),
      ),
    ).toEqual([]);
  });

  it('refuses a search of fewer than 3 digits or of letters with 400', async () => {
    for (const query of ['', '12', 'abc', '99%25', '1'.repeat(16)]) {
      const response = await call(admin.accessToken, 'GET', `/admin/families?phone=${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({
        code: errorCodes.validation,
        message: expect.stringMatching(/phone/),
      });
    }
  });

  it("shows a family's progress per course, opens the course so its locked lesson opens, closes it again, each change in the audit log", async () => {
    const kid = await signUp(ctx, 'Aziz', '+998935559999');
    // Aziz plays the first game through.
    const [firstGame] = await ctx.database.db.query.games.findMany({
      orderBy: (g, { asc }) => asc(g.id),
    });
    const questions = questionsResponseSchema.parse(
      (await call(kid.accessToken, 'GET', `/questions/by-game/${firstGame!.id}`)).json(),
    );
    for (const q of questions) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user-questions',
        headers: bearer(kid.accessToken),
        payload: { questionId: q.id, answer: correctAnswer(firstGame!.type as GameType, q) },
      });
    }
    const lessonWords = () =>
      call(kid.accessToken, 'GET', `/lessons/${paidLessonId}/with-dictionaries`);
    expect((await lessonWords()).statusCode).toBe(403);

    const before = await family(admin.accessToken, kid.familyId);
    expect(before).toMatchObject({
      name: 'Aziz',
      phone: '+998935559999',
      role: 'learner',
      audit: [],
    });
    expect(before.courses).toEqual([
      expect.objectContaining({
        id: courseId,
        title: 'Тестовый курс',
        open: false,
        gamesTotal: 3,
        gamesCompleted: 1,
        stars: 3,
        starsMax: 9,
      }),
    ]);

    const opened = await call(
      admin.accessToken,
      'PUT',
      `/admin/families/${kid.familyId}/courses/${courseId}`,
      { open: true },
    );
    expect(opened.statusCode).toBe(200);
    const afterOpen = adminFamilySchema.parse(opened.json());
    expect(afterOpen.courses[0]).toMatchObject({ open: true, grantedBy: 'support +998711234567' });
    expect(afterOpen.audit).toEqual([
      expect.objectContaining({
        action: 'course.open',
        subject: 'Тестовый курс',
        before: 'closed',
        after: 'open',
        actor: { id: admin.familyId, name: 'Support', phone: '+998711234567' },
      }),
    ]);
    // The family's next request sees it: no restart, no new sign-in.
    expect((await lessonWords()).statusCode).toBe(200);

    // Opening again changes nothing and records nothing.
    await call(admin.accessToken, 'PUT', `/admin/families/${kid.familyId}/courses/${courseId}`, {
      open: true,
    });
    expect(await auditCount(kid.familyId)).toBe(1);

    const closed = adminFamilySchema.parse(
      (
        await call(
          admin.accessToken,
          'PUT',
          `/admin/families/${kid.familyId}/courses/${courseId}`,
          {
            open: false,
          },
        )
      ).json(),
    );
    expect(closed.courses[0]?.open).toBe(false);
    expect(closed.audit.map((a) => a.action)).toEqual(['course.close', 'course.open']);
    expect((await lessonWords()).statusCode).toBe(403);
  });

  it('makes and unmakes an admin, recorded; an admin cannot unmake themselves', async () => {
    const parent = await signUp(ctx, 'Parent');
    const made = adminFamilySchema.parse(
      (
        await call(admin.accessToken, 'PUT', `/admin/families/${parent.familyId}/role`, {
          role: 'admin',
        })
      ).json(),
    );
    expect(made.role).toBe('admin');
    expect(made.audit[0]).toMatchObject({ action: 'role.set', before: 'learner', after: 'admin' });
    const unmade = adminFamilySchema.parse(
      (
        await call(admin.accessToken, 'PUT', `/admin/families/${parent.familyId}/role`, {
          role: 'learner',
        })
      ).json(),
    );
    expect(unmade.role).toBe('learner');

    const self = await call(admin.accessToken, 'PUT', `/admin/families/${admin.familyId}/role`, {
      role: 'learner',
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: expect.stringMatching(/own admin role/) });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, admin.familyId));
    expect(row?.role).toBe('admin');
  });

  it("never leaves the console without an admin, even when two admins take each other's role at once", async () => {
    const other = await signUp(ctx, 'Other admin');
    await makeAdmin(other.familyId);
    // Only these two are admins from here on.
    const helpers = await ctx.database.db.select().from(users).where(eq(users.role, 'admin'));
    for (const h of helpers) {
      if (h.id !== admin.familyId && h.id !== other.familyId) {
        await ctx.database.db.update(users).set({ role: 'learner' }).where(eq(users.id, h.id));
      }
    }
    const [a, b] = await Promise.all([
      call(admin.accessToken, 'PUT', `/admin/families/${other.familyId}/role`, { role: 'learner' }),
      call(other.accessToken, 'PUT', `/admin/families/${admin.familyId}/role`, { role: 'learner' }),
    ]);
    // One lands; the other is refused as the last admin (400) or, when the first change had
    // already landed before its check, as no admin any more (403).
    expect([a.statusCode, b.statusCode]).toContain(200);
    const refused = a.statusCode === 200 ? b : a;
    expect([400, 403]).toContain(refused.statusCode);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/last admin|Administrators only/),
    });
    expect(await ctx.database.db.$count(users, eq(users.role, 'admin'))).toBe(1);
    // Back as it was for the tests below.
    await makeAdmin(admin.familyId);
  });

  it('answers 404 for an unknown family or course and 400 for a bad body or id, changing nothing', async () => {
    const kid = await signUp(ctx, 'Kid');
    expect((await call(admin.accessToken, 'GET', '/admin/families/999999')).statusCode).toBe(404);
    expect(
      (
        await call(admin.accessToken, 'PUT', `/admin/families/999999/courses/${courseId}`, {
          open: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(admin.accessToken, 'PUT', `/admin/families/${kid.familyId}/courses/999999`, {
          open: true,
        })
      ).statusCode,
    ).toBe(404);
    for (const [url, body] of [
      [`/admin/families/${kid.familyId}/courses/${courseId}`, { open: 'yes' }],
      [`/admin/families/${kid.familyId}/courses/${courseId}`, { open: true, grantedBy: 'me' }],
      [`/admin/families/${kid.familyId}/role`, { role: 'owner' }],
      [`/admin/families/abc/role`, { role: 'admin' }],
      [`/admin/families/${kid.familyId}/courses/0x1`, { open: true }],
    ] as const) {
      const response = await call(admin.accessToken, 'PUT', url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: errorCodes.validation });
    }
    expect(await auditCount(kid.familyId)).toBe(0);
    expect(await ctx.database.db.$count(courseAccess, eq(courseAccess.userId, kid.familyId))).toBe(
      0,
    );
  });
});
