import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorCodes, studioGameTemplatesResponseSchema } from '@bolajon/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, courses, games, lessons, modules, users } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { importCourse } from '../../test/course.js';
import { fixtureCourse, removePacks } from '../../test/content-fixture.js';

/*
 * GET /api/studio/game-templates (issue 23): what a new game of each type starts with — the
 * media of the type's first published game in course order.
 */

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
const queries: string[] = [];
type Session = Awaited<ReturnType<typeof signUp>>;
let editor: Session;

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir }, (query) => queries.push(query));
  await importCourse(ctx, mediaDir);
  const second = fixtureCourse();
  second.key = 'second-course';
  await importCourse(ctx, mediaDir, second);
  editor = await signUp(ctx, 'Teacher');
  await ctx.database.db.update(users).set({ editor: true }).where(eq(users.id, editor.familyId));
});
afterAll(async () => {
  await ctx.close();
  removePacks();
  rmSync(mediaDir, { recursive: true, force: true });
});

const templates = (token?: string) =>
  ctx.app.inject({ url: '/api/studio/game-templates', headers: token ? bearer(token) : {} });

/** Gives the 2.0 game of course `courseKey` a main picture and an Uzbek intro of its own. */
async function markCourseGame(courseKey: string, mark: string) {
  const [game] = await ctx.database.db
    .select({ id: games.id })
    .from(games)
    .innerJoin(lessons, eq(lessons.id, games.lessonId))
    .innerJoin(blocks, eq(blocks.id, lessons.blockId))
    .innerJoin(modules, eq(modules.id, blocks.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(and(eq(courses.key, courseKey), eq(games.type, '2.0')));
  await ctx.database.db
    .update(games)
    .set({
      mainImage: `/media/c/${mark}.svg`,
      videoFirstUz: `/media/c/${mark}-uz.webm`,
      videoFirstPosterUz: `/media/c/${mark}-uz.svg`,
    })
    .where(eq(games.id, game!.id));
}

describe('GET /api/studio/game-templates — course editors only', () => {
  it('refuses an anonymous caller (401), a learner and an admin without the flag (403)', async () => {
    expect((await templates()).statusCode).toBe(401);
    const learner = await signUp(ctx, 'Learner');
    const admin = await signUp(ctx, 'Support');
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.familyId));
    for (const [who, session] of [
      ['a learner', learner],
      ['an admin', admin],
    ] as const) {
      const response = await templates(session.accessToken);
      expect(response.statusCode, who).toBe(403);
      expect(response.json(), who).toEqual({
        code: errorCodes.forbidden,
        message: 'Course editors only',
      });
    }
  });

  it('gives each type the course uses once, from its first game in course order, in one statement', async () => {
    await markCourseGame('test-course', 'first');
    await markCourseGame('second-course', 'second');

    queries.length = 0;
    const response = await templates(editor.accessToken);
    expect(response.statusCode).toBe(200);
    // The editor flag, then the templates.
    expect(queries).toHaveLength(2);
    const body = studioGameTemplatesResponseSchema.parse(response.json());
    expect(body.map((t) => t.type).sort()).toEqual(['1.2', '2.0', '3.1']);
    const choice = body.find((t) => t.type === '2.0')!;
    expect(choice).toEqual({
      type: '2.0',
      mainImage: '/media/c/first.svg',
      videoFirst: expect.stringMatching(/^\/media\/.+\.webm$/),
      videoFirstPoster: expect.stringMatching(/^\/media\/.+\.svg$/),
      videoFirstUz: '/media/c/first-uz.webm',
      videoFirstPosterUz: '/media/c/first-uz.svg',
      videoLast: expect.stringMatching(/^\/media\/.+\.webm$/),
      videoLastPoster: expect.stringMatching(/^\/media\/.+\.svg$/),
    });
    expect(body.find((t) => t.type === '1.2')!.videoFirstUz).toBeNull();

    // Course order, not insertion order: the second course put first gives its game.
    await ctx.database.db
      .update(courses)
      .set({ order: -1 })
      .where(eq(courses.key, 'second-course'));
    const reordered = studioGameTemplatesResponseSchema.parse(
      (await templates(editor.accessToken)).json(),
    );
    expect(reordered.find((t) => t.type === '2.0')!.mainImage).toBe('/media/c/second.svg');
  });
});
