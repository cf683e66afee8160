import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  errorCodes,
  homeResponseSchema,
  introSeenResponseSchema,
  myProgressResponseSchema,
  switchChildResponseSchema,
} from '@bolajon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  children,
  courseAccess,
  courses,
  dictionaryWords,
  lessonIntrosSeen,
} from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { createCatalogueRepository } from '../catalogue/catalogue.repository.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { removePacks } from '../../test/content-fixture.js';
import { importCourse } from '../../test/course.js';

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
/** The fixture course's lessons in course order: the first is free, the others are paid. */
let lessonIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  await importCourse(ctx, mediaDir);
  const lessons = await ctx.database.db.query.lessons.findMany();
  const { accessToken } = await signUp(ctx, 'Reader');
  const home = homeResponseSchema.parse(
    (await ctx.app.inject({ url: '/api/home', headers: bearer(accessToken) })).json(),
  );
  lessonIds = home.lessons.map((l) => l.id);
  expect(lessonIds.length).toBe(lessons.length);
  expect(lessonIds.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

const seen = (token: string, lessonId: number | string, payload?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/lessons/${lessonId}/intro-seen`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const progressOf = async (token: string) => {
  const response = await ctx.app.inject({
    url: '/api/home/my-progress',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return myProgressResponseSchema.parse(response.json());
};
const introsSeenOn = async (token: string) =>
  (await progressOf(token)).lessons.filter((l) => l.introSeen).map((l) => l.id);

describe('POST /lessons/{id}/intro-seen and the map', () => {
  it('starts with no intro seen; records one for the active child, once, keeping the first time', async () => {
    const { accessToken } = await signUp(ctx);
    expect(await introsSeenOn(accessToken)).toEqual([]);

    const first = await seen(accessToken, lessonIds[0]!);
    expect(first.statusCode, first.body).toBe(200);
    const recorded = introSeenResponseSchema.parse(first.json());
    expect(recorded.lessonId).toBe(lessonIds[0]);
    expect(await introsSeenOn(accessToken)).toEqual([lessonIds[0]]);

    ctx.clock.advance(60_000);
    const again = await seen(accessToken, lessonIds[0]!, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(introSeenResponseSchema.parse(again.json()).seenAt).toBe(recorded.seenAt);
    expect(
      await ctx.database.db.$count(lessonIntrosSeen, eq(lessonIntrosSeen.lessonId, lessonIds[0]!)),
    ).toBeGreaterThanOrEqual(1);
  });

  it("is the child's: a sibling's seen intro is not another child's", async () => {
    const family = await signUp(ctx, 'Малика');
    const [brother] = await ctx.database.db
      .insert(children)
      .values({ userId: family.familyId, name: 'Бобур' })
      .returning();
    const switched = await ctx.app.inject({
      method: 'POST',
      url: '/api/family/active-child',
      headers: bearer(family.accessToken),
      payload: { childId: brother!.id },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const brotherToken = switchChildResponseSchema.parse(switched.json()).accessToken;

    expect((await seen(family.accessToken, lessonIds[0]!)).statusCode).toBe(200);
    expect(await introsSeenOn(family.accessToken)).toEqual([lessonIds[0]]);
    expect(await introsSeenOn(brotherToken)).toEqual([]);

    // Another family sees none of it either.
    const other = await signUp(ctx, 'Timur');
    expect(await introsSeenOn(other.accessToken)).toEqual([]);
  });

  it("gives each lesson's number of new words, 0 for one without (a review: no words step)", async () => {
    const { accessToken } = await signUp(ctx);
    const words = await ctx.database.db.query.dictionaryWords.findMany();
    const expected = new Map(lessonIds.map((id) => [id, 0]));
    for (const w of words) expected.set(w.lessonId, (expected.get(w.lessonId) ?? 0) + 1);
    expect([...expected.values()].some((n) => n > 0)).toBe(true);
    const progress = await progressOf(accessToken);
    expect(new Map(progress.lessons.map((l) => [l.id, l.newWords]))).toEqual(expected);

    // A lesson whose words are gone (a review lesson) says 0: read from the catalogue itself,
    // which the app caches until the next import.
    const [first] = lessonIds;
    await ctx.database.db
      .transaction(async (tx) => {
        await tx.delete(dictionaryWords).where(eq(dictionaryWords.lessonId, first!));
        const tree = await createCatalogueRepository(tx as unknown as Db).courseTree();
        expect(tree.find((l) => l.id === first)!.newWords).toBe(0);
        expect(tree.find((l) => l.id !== first)!.newWords).toBe(expected.get(tree[1]!.id));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error;
      });
    expect(await ctx.database.db.$count(dictionaryWords)).toBe(words.length);
  });

  it('keeps GET /home as the spec gives it: no introSeen there', async () => {
    const { accessToken } = await signUp(ctx);
    await seen(accessToken, lessonIds[0]!);
    const home = (await ctx.app.inject({ url: '/api/home', headers: bearer(accessToken) })).json<{
      lessons: Record<string, unknown>[];
    }>();
    expect(home.lessons[0]).not.toHaveProperty('introSeen');
    expect(home.lessons[0]).not.toHaveProperty('newWords');
  });

  it('answers 404 for an unknown lesson and 400 for a bad id or a body with fields', async () => {
    const { accessToken } = await signUp(ctx);
    const unknown = await seen(accessToken, 2_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: errorCodes.notFound });
    for (const id of ['0', 'abc', '01', '-1']) {
      expect((await seen(accessToken, id)).statusCode, id).toBe(400);
    }
    const withFields = await seen(accessToken, lessonIds[0]!, { childId: 1 });
    expect(withFields.statusCode).toBe(400);
    expect(await introsSeenOn(accessToken)).toEqual([]);
  });

  it('answers COURSE_LOCKED for a lesson of a course not open, and records it once opened', async () => {
    const family = await signUp(ctx);
    const paid = lessonIds[1]!;
    const locked = await seen(family.accessToken, paid);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: errorCodes.courseLocked });
    expect(await introsSeenOn(family.accessToken)).toEqual([]);

    const [course] = await ctx.database.db.select().from(courses);
    await ctx.database.db
      .insert(courseAccess)
      .values({ userId: family.familyId, courseId: course!.id, grantedBy: 'test' });
    expect((await seen(family.accessToken, paid)).statusCode).toBe(200);
    expect(await introsSeenOn(family.accessToken)).toEqual([paid]);
  });

  it('needs a signed-in child', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/lessons/${lessonIds[0]}/intro-seen`,
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers 401 for a removed child's token and stores nothing", async () => {
    const family = await signUp(ctx);
    await ctx.database.db.delete(children).where(eq(children.id, family.childId));
    const response = await seen(family.accessToken, lessonIds[0]!);
    expect(response.statusCode).toBe(401);
    expect(
      await ctx.database.db.$count(lessonIntrosSeen, eq(lessonIntrosSeen.childId, family.childId)),
    ).toBe(0);
  });
});
