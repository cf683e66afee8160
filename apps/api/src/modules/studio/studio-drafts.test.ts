import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  errorCodes,
  homeResponseSchema,
  studioDraftSchema,
  studioDraftsResponseSchema,
  studioLessonRefusedSchema,
  studioPublishResultSchema,
  studioPublishesResponseSchema,
  type StudioDraftLesson,
} from '@bolajon/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPack } from '../../content/load-pack.js';
import { checkTeaching } from '../../content/teaching-checks.js';
import {
  blocks,
  games,
  lessons,
  pronunciations,
  studioDrafts,
  studioPublishes,
  userGames,
  users,
} from '../../db/schema/index.js';
import { readContentVersion } from '../content-cache/content-version.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { answerQuestion, importCourse, questionsOf, rightAnswer } from '../../test/course.js';
import { fixtureCourse, removePacks, writePack } from '../../test/content-fixture.js';

/*
 * Drafts and publish (issue 23, ADR 0044): a draft is a lesson in the pack's shape, checked as
 * content:check checks a pack, invisible to learners until an editor publishes it.
 */

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
type Session = Awaited<ReturnType<typeof signUp>>;
let admin: Session;
let editor: Session;
let learner: Session;
let blockId: number;
const lessonIds: Record<string, number> = {};
const gameIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  await importCourse(ctx, mediaDir);
  const { db } = ctx.database;
  admin = await signUp(ctx, 'Support', '+998711234567');
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.familyId));
  editor = await signUp(ctx, 'Teacher');
  await db.update(users).set({ editor: true }).where(eq(users.id, editor.familyId));
  learner = await signUp(ctx, 'Learner');
  for (const l of await db.select().from(lessons)) lessonIds[l.key] = l.id;
  for (const g of await db.select().from(games)) gameIds[g.key] = g.id;
  blockId = (await db.select().from(blocks))[0]!.id;
});
afterAll(async () => {
  await ctx.close();
  removePacks();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** The body is sent as JSON whatever it is, so a string or an array reaches validation too. */
const call = (token: string | undefined, method: string, url: string, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const draftCount = async () => ctx.database.db.$count(studioDrafts);
const lessonDraft = async (lessonId: number) =>
  studioDraftSchema.parse(
    (await call(editor.accessToken, 'GET', `/studio/lessons/${lessonId}/draft`)).json(),
  );
/** The published lesson l1 as the studio gives it (media as /media/... URLs). */
const publishedL1 = async () => (await lessonDraft(lessonIds['l1']!)).lesson as StudioDraftLesson;

/** What a learner reads of lesson l1: the map, its first game and that game's questions. */
async function learnerView() {
  const urls = ['/home', `/games/${gameIds['g1']}`, `/questions/by-game/${gameIds['g1']}`];
  return Promise.all(
    urls.map(async (url) => {
      const response = await call(learner.accessToken, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      return { url, body: response.json() as unknown, etag: response.headers['etag'] };
    }),
  );
}

describe('studio drafts — course editors only', () => {
  it('refuses an anonymous caller (401), a learner and a support person without the flag (403) every call', async () => {
    const draft = studioDraftSchema.parse(
      (
        await call(editor.accessToken, 'POST', `/studio/blocks/${blockId}/lessons`, {
          key: 'roles',
          title: 'Роли',
        })
      ).json(),
    );
    const lesson = await publishedL1();
    const l1 = lessonIds['l1'];
    const calls: [string, string, unknown?][] = [
      ['GET', '/studio/drafts'],
      ['GET', '/studio/publishes'],
      ['GET', `/studio/lessons/${l1}/draft`],
      ['PUT', `/studio/lessons/${l1}/draft`, { lesson }],
      ['DELETE', `/studio/lessons/${l1}/draft`],
      ['POST', `/studio/lessons/${l1}/publish`],
      ['POST', `/studio/blocks/${blockId}/lessons`, { key: 'roles-2', title: 'Роли' }],
      ['GET', `/studio/drafts/${draft.draftId}`],
      ['PUT', `/studio/drafts/${draft.draftId}`, { lesson }],
      ['DELETE', `/studio/drafts/${draft.draftId}`],
      ['POST', `/studio/drafts/${draft.draftId}/publish`],
    ];
    const before = await draftCount();
    for (const [method, url, body] of calls) {
      expect((await call(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const session of [learner, admin]) {
        const response = await call(session.accessToken, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          code: errorCodes.forbidden,
          message: 'Course editors only',
        });
      }
    }
    expect(await draftCount()).toBe(before);
    expect(
      (await call(editor.accessToken, 'DELETE', `/studio/drafts/${draft.draftId}`)).statusCode,
    ).toBe(204);
  });
});

describe('PUT draft: the importer’s checks, the importer’s messages', () => {
  it('gives the same messages as loadPack for the same mistakes, and stores nothing', async () => {
    /** Two games with one key, a 2.0 question with no right answer, a title too long. */
    const spoil = (lesson: StudioDraftLesson): StudioDraftLesson => ({
      ...lesson,
      title: 'Д'.repeat(200),
      games: lesson.games.map((game, g) => ({
        ...game,
        key: 'same',
        questions: game.questions.map((q, i) =>
          g === 0 && i === 0
            ? { ...q, variants: (q.variants ?? []).map((v) => ({ ...v, correct: false })) }
            : q,
        ),
      })),
    });
    const before = await draftCount();
    const response = await call(
      editor.accessToken,
      'PUT',
      `/studio/lessons/${lessonIds['l1']}/draft`,
      {
        lesson: spoil(await publishedL1()),
      },
    );
    expect(response.statusCode).toBe(400);
    const refused = studioLessonRefusedSchema.parse(response.json());
    expect(refused.code).toBe(errorCodes.validation);

    const course = fixtureCourse();
    const block = course.modules[0]!.blocks[0]!;
    block.lessons[0] = spoil(block.lessons[0]!);
    const loaded = loadPack(writePack(course));
    expect(loaded.ok).toBe(false);
    const prefix = 'modules[0].blocks[0].lessons[0].';
    const fromPack = loaded.ok
      ? []
      : loaded.problems.map((p) => ({ path: p.path.replace(prefix, ''), message: p.message }));
    // The schema's issue first: a lesson failing its schema is not checked further, in both.
    expect(refused.issues).toEqual([{ path: 'title', message: expect.stringContaining('120') }]);
    expect(fromPack).toEqual(refused.issues);

    // Past the schema, the loader's own checks: the same keys and parts, the same words.
    const fix = (lesson: StudioDraftLesson) => ({ ...spoil(lesson), title: 'Привет!' });
    const second = await call(
      editor.accessToken,
      'PUT',
      `/studio/lessons/${lessonIds['l1']}/draft`,
      {
        lesson: fix(await publishedL1()),
      },
    );
    expect(second.statusCode).toBe(400);
    const issues = studioLessonRefusedSchema.parse(second.json()).issues;
    block.lessons[0] = fix(fixtureCourse().modules[0]!.blocks[0]!.lessons[0]!);
    const reloaded = loadPack(writePack(course));
    expect(reloaded.ok).toBe(false);
    expect(
      reloaded.ok
        ? []
        : reloaded.problems.map((p) => ({ path: p.path.replace(prefix, ''), message: p.message })),
    ).toEqual(issues);
    expect(issues.map((i) => i.path)).toEqual(
      expect.arrayContaining([
        'games[1].key',
        expect.stringMatching(/^games\[0\]\.questions\[0\]/),
      ]),
    );
    expect(issues.find((i) => i.path === 'games[1].key')?.message).toBe('duplicate key "same"');
    expect(await draftCount()).toBe(before);
  });

  it('refuses what content:check’s teaching checks call an error in a lesson, in its words', async () => {
    /** A variant the voice would read «slash» in. */
    const slash = (lesson: StudioDraftLesson): StudioDraftLesson => ({
      ...lesson,
      games: lesson.games.map((game, g) =>
        g === 0
          ? {
              ...game,
              questions: game.questions.map((q, i) =>
                i === 0
                  ? {
                      ...q,
                      variants: [{ answer: 'кот/кошка', correct: true }, { answer: 'собака' }],
                    }
                  : q,
              ),
            }
          : game,
      ),
    });
    const before = await draftCount();
    const response = await call(
      editor.accessToken,
      'PUT',
      `/studio/lessons/${lessonIds['l1']}/draft`,
      {
        lesson: slash(await publishedL1()),
      },
    );
    expect(response.statusCode).toBe(400);
    const issues = studioLessonRefusedSchema.parse(response.json()).issues;

    const course = fixtureCourse();
    const block = course.modules[0]!.blocks[0]!;
    block.lessons[0] = slash(block.lessons[0]!);
    const loaded = loadPack(writePack(course));
    if (!loaded.ok) throw new Error('the pack should load');
    const prefix = 'modules[0].blocks[0].lessons[0].';
    const fromCheck = checkTeaching(loaded.pack)
      .filter((p) => p.severity === 'error')
      .map((p) => ({ path: p.path.replace(prefix, ''), message: p.message }));
    expect(fromCheck).toEqual([
      {
        path: 'games[0].questions[0].variants[0].answer',
        message: expect.stringContaining('"/" in a spoken text'),
      },
    ]);
    expect(issues).toEqual(fromCheck);
    expect(await draftCount()).toBe(before);
  });

  it('accepts media the app stores (/media/...) and refuses a file it does not have', async () => {
    const lesson = await publishedL1();
    expect(lesson.games[0]!.mainImage).toMatch(/^\/media\/c\/\w+\.svg$/);
    const missing = await call(
      editor.accessToken,
      'PUT',
      `/studio/lessons/${lessonIds['l1']}/draft`,
      {
        lesson: { ...lesson, games: [{ ...lesson.games[0]!, mainImage: '/media/c/nothing.svg' }] },
      },
    );
    expect(missing.statusCode).toBe(400);
    expect(studioLessonRefusedSchema.parse(missing.json()).issues).toEqual([
      { path: 'games[0].mainImage', message: 'media file not found: c/nothing.svg' },
    ]);
    const outside = await call(
      editor.accessToken,
      'PUT',
      `/studio/lessons/${lessonIds['l1']}/draft`,
      {
        lesson: { ...lesson, games: [{ ...lesson.games[0]!, mainImage: '/media/../secret.svg' }] },
      },
    );
    expect(outside.statusCode).toBe(400);
  });

  it('refuses bad bodies and ids with 400, unknown ids with 404, and changes nothing', async () => {
    const before = await draftCount();
    const lesson = await publishedL1();
    const l1 = lessonIds['l1'];
    const bad: [string, string, unknown, number][] = [
      ['PUT', `/studio/lessons/${l1}/draft`, {}, 400],
      ['PUT', `/studio/lessons/${l1}/draft`, { lesson: 'text' }, 400],
      ['PUT', `/studio/lessons/${l1}/draft`, { lesson, extra: 1 }, 400],
      ['PUT', `/studio/lessons/${l1}/draft`, [lesson], 400],
      ['PUT', `/studio/lessons/abc/draft`, { lesson }, 400],
      ['PUT', `/studio/lessons/0/draft`, { lesson }, 400],
      ['PUT', `/studio/lessons/999999/draft`, { lesson }, 404],
      ['GET', `/studio/lessons/999999/draft`, undefined, 404],
      ['GET', `/studio/drafts/999999`, undefined, 404],
      ['POST', `/studio/lessons/${l1}/publish`, undefined, 404],
      ['POST', `/studio/drafts/999999/publish`, undefined, 404],
      ['DELETE', `/studio/lessons/${l1}/draft`, undefined, 404],
      ['POST', `/studio/blocks/${blockId}/lessons`, { key: 'Bad Key', title: 'x' }, 400],
      ['POST', `/studio/blocks/${blockId}/lessons`, { key: 'ok', title: 'x', more: 1 }, 400],
      ['POST', `/studio/blocks/999999/lessons`, { key: 'ok', title: 'x' }, 404],
      ['POST', `/studio/blocks/${blockId}/lessons`, { key: 'l1', title: 'x' }, 409],
    ];
    for (const [method, url, body, status] of bad) {
      const response = await call(editor.accessToken, method, url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)?.slice(0, 40)}`).toBe(
        status,
      );
    }
    expect(await draftCount()).toBe(before);
  });
});

describe('publish: learners see a lesson only as published', () => {
  it('keeps a draft from learners, then publishes it: a new version, the audit, the stars kept', async () => {
    const { db } = ctx.database;
    // The learner plays g1 (stars) and has a row on g2, which the draft removes.
    for (const q of await questionsOf(ctx, learner.accessToken, gameIds['g1']!)) {
      expect(
        (await answerQuestion(ctx, learner.accessToken, q.id, rightAnswer(q))).statusCode,
      ).toBe(200);
    }
    await db
      .insert(userGames)
      .values({ childId: learner.childId, gameId: gameIds['g2']!, stars: 2 });
    const starsOf = async (gameId: number) =>
      (
        await db
          .select()
          .from(userGames)
          .where(and(eq(userGames.childId, learner.childId), eq(userGames.gameId, gameId)))
      )[0]?.stars;
    const g1Stars = await starsOf(gameIds['g1']!);
    expect(g1Stars).toBeGreaterThan(0);

    const storedFiles = readdirSync(path.join(mediaDir, 'c')).sort();
    const version = await readContentVersion(db);
    const seen = await learnerView();

    const lesson = await publishedL1();
    const [g1] = lesson.games;
    const edited: StudioDraftLesson = {
      ...lesson,
      games: [
        {
          ...g1!,
          title: 'Кто это? (новое)',
          questions: g1!.questions.map((q, i) => (i === 0 ? { ...q, text: 'Кто это здесь?' } : q)),
        },
      ],
    };
    const saved = await call(
      editor.accessToken,
      'PUT',
      `/studio/lessons/${lessonIds['l1']}/draft`,
      {
        lesson: edited,
      },
    );
    expect(saved.statusCode).toBe(200);
    const draft = studioDraftSchema.parse(saved.json());
    expect(draft).toMatchObject({
      draft: true,
      lessonId: lessonIds['l1'],
      blockId,
      lesson: edited,
      updatedBy: { id: editor.familyId, name: 'Teacher' },
    });
    expect(await lessonDraft(lessonIds['l1']!)).toEqual(draft);

    // Invisible: the same bodies and tags, 304 on revalidation, the same version.
    expect(await learnerView()).toEqual(seen);
    // /home is read fresh each time; the catalogue's reads carry a tag.
    for (const { url, etag } of seen.filter((read) => read.etag !== undefined)) {
      const revalidated = await ctx.app.inject({
        url: `/api${url}`,
        headers: { ...bearer(learner.accessToken), 'if-none-match': String(etag) },
      });
      expect(revalidated.statusCode, url).toBe(304);
    }
    expect(await readContentVersion(db)).toBe(version);

    const response = await call(
      editor.accessToken,
      'POST',
      `/studio/lessons/${lessonIds['l1']}/publish`,
    );
    expect(response.statusCode).toBe(200);
    const result = studioPublishResultSchema.parse(response.json());
    // g1's title and its first question's text changed; g2 (with its question) went.
    expect(result).toEqual({
      lessonId: lessonIds['l1'],
      created: 0,
      updated: 2,
      deleted: 1,
      unchanged: expect.any(Number),
      contentVersion: version + 1,
    });
    expect(await readContentVersion(db)).toBe(version + 1);

    // Other processes read the new version within a second (ADR 0018); so does this one.
    ctx.clock.advance(1000);
    const after = await learnerView();
    const home = homeResponseSchema.parse(after[0]!.body);
    const l1 = home.lessons.find((l) => l.id === lessonIds['l1'])!;
    expect(l1.games.map((g) => g.id)).toEqual([gameIds['g1']]);
    expect(after[1]!.body).toMatchObject({ title: 'Кто это? (новое)' });
    expect(after[1]!.etag).not.toBe(seen[1]!.etag);
    expect(JSON.stringify(after[2]!.body)).toContain('Кто это здесь?');

    expect(await starsOf(gameIds['g1']!)).toBe(g1Stars);
    expect(await starsOf(gameIds['g2']!)).toBeUndefined();

    // The fixture's pack import is audited too (ADR 0046): the publishes are this test's.
    const audit = await db
      .select()
      .from(studioPublishes)
      .where(eq(studioPublishes.kind, 'publish'));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: editor.familyId,
        lessonId: lessonIds['l1'],
        lessonPath: 'test-course/m1/b1/l1',
        created: 0,
        updated: 2,
        deleted: 1,
        contentVersion: version + 1,
      }),
    ]);
    const log = studioPublishesResponseSchema.parse(
      (await call(editor.accessToken, 'GET', '/studio/publishes')).json(),
    );
    expect(log).toEqual([
      expect.objectContaining({
        actor: { id: editor.familyId, name: 'Teacher' },
        lessonPath: 'test-course/m1/b1/l1',
        ...result,
      }),
    ]);
    // The draft's media were the store's own files: nothing new was stored.
    expect(readdirSync(path.join(mediaDir, 'c')).sort()).toEqual(storedFiles);
    expect(await draftCount()).toBe(0);
    expect((await lessonDraft(lessonIds['l1']!)).draft).toBe(false);
    expect((await lessonDraft(lessonIds['l1']!)).lesson).toEqual(edited);
  });

  it('publishes a lesson’s own says and keeps the pronunciations the course’s list gave', async () => {
    const { db } = ctx.database;
    // As a pack's `pronunciations: { mushuk: múshuk }` would have left it.
    await db
      .insert(pronunciations)
      .values({ voice: 'uz', text: 'mushuk', say: 'múshuk' })
      .onConflictDoUpdate({
        target: [pronunciations.voice, pronunciations.text],
        set: { say: 'múshuk' },
      });
    const lesson = await publishedL1();
    const words = (lesson.words ?? []).map((w) =>
      w.key === 'privet' ? { ...w, say: 'приве\u0301т' } : w,
    );
    const l1 = lessonIds['l1'];
    expect(
      (
        await call(editor.accessToken, 'PUT', `/studio/lessons/${l1}/draft`, {
          lesson: { ...lesson, words },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(editor.accessToken, 'POST', `/studio/lessons/${l1}/publish`)).statusCode,
    ).toBe(200);
    const said = await db.select().from(pronunciations);
    expect(said).toEqual(
      expect.arrayContaining([
        { voice: 'ru', text: 'привет', say: 'приве\u0301т' },
        { voice: 'uz', text: 'mushuk', say: 'múshuk' },
      ]),
    );
    expect((await lessonDraft(l1!)).lesson).toMatchObject({ words });
  });

  it('DELETE discards a draft: the published lesson again, nothing published', async () => {
    const lesson = await publishedL1();
    const l1 = lessonIds['l1'];
    expect(
      (
        await call(editor.accessToken, 'PUT', `/studio/lessons/${l1}/draft`, {
          lesson: { ...lesson, title: 'Пока' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(editor.accessToken, 'DELETE', `/studio/lessons/${l1}/draft`)).statusCode,
    ).toBe(204);
    expect(await lessonDraft(l1!)).toMatchObject({ draft: false, lesson });
    expect(
      (await call(editor.accessToken, 'POST', `/studio/lessons/${l1}/publish`)).statusCode,
    ).toBe(404);
  });

  it('a new lesson is a draft on no learner’s map until it is published', async () => {
    const { db } = ctx.database;
    const created = await call(editor.accessToken, 'POST', `/studio/blocks/${blockId}/lessons`, {
      key: 'l3',
      title: 'Новый урок',
      titleUz: 'Yangi dars',
    });
    expect(created.statusCode).toBe(201);
    const draft = studioDraftSchema.parse(created.json());
    expect(draft).toMatchObject({
      draft: true,
      lessonId: null,
      blockId,
      lesson: { key: 'l3', title: 'Новый урок', titleUz: 'Yangi dars', words: [], games: [] },
    });
    expect(
      (
        await call(editor.accessToken, 'POST', `/studio/blocks/${blockId}/lessons`, {
          key: 'l3',
          title: 'x',
        })
      ).statusCode,
    ).toBe(409);

    const titles = async () =>
      homeResponseSchema
        .parse((await call(learner.accessToken, 'GET', '/home')).json())
        .lessons.map((l) => l.title);
    expect(
      studioDraftsResponseSchema.parse(
        (await call(editor.accessToken, 'GET', '/studio/drafts')).json(),
      ),
    ).toEqual([
      expect.objectContaining({
        draftId: draft.draftId,
        lessonId: null,
        blockId,
        key: 'l3',
        title: 'Новый урок',
      }),
    ]);
    expect(await titles()).not.toContain('Новый урок');
    // A draft without a game is kept but cannot be published: the importer's message.
    const empty = await call(editor.accessToken, 'POST', `/studio/drafts/${draft.draftId}/publish`);
    expect(empty.statusCode).toBe(400);
    expect(studioLessonRefusedSchema.parse(empty.json()).issues).toEqual([
      { path: 'games', message: 'a lesson needs at least one game' },
    ]);

    const [game] = (await publishedL1()).games;
    const lesson = {
      ...(draft.lesson as StudioDraftLesson),
      words: [{ key: 'dom', word: 'дом', translation: 'uy' }],
      games: [{ ...game!, key: 'g-new' }],
    };
    const saved = await call(editor.accessToken, 'PUT', `/studio/drafts/${draft.draftId}`, {
      lesson,
    });
    expect(saved.statusCode).toBe(200);
    expect(await titles()).not.toContain('Новый урок');

    const published = await call(
      editor.accessToken,
      'POST',
      `/studio/drafts/${draft.draftId}/publish`,
    );
    expect(published.statusCode).toBe(200);
    const result = studioPublishResultSchema.parse(published.json());
    expect(result.created).toBeGreaterThanOrEqual(3); // the lesson, its word, its game, …
    ctx.clock.advance(1000);
    expect(await titles()).toContain('Новый урок');
    const [row] = await db.select().from(lessons).where(eq(lessons.id, result.lessonId));
    expect(row).toMatchObject({ key: 'l3', blockId, order: 2 });
    expect(
      (await call(editor.accessToken, 'GET', `/studio/drafts/${draft.draftId}`)).statusCode,
    ).toBe(404);

    // A key a pack import took after the draft was saved: 409 at publish, the draft kept.
    const late = studioDraftSchema.parse(
      (
        await call(editor.accessToken, 'POST', `/studio/blocks/${blockId}/lessons`, {
          key: 'l4',
          title: 'Поздний',
        })
      ).json(),
    );
    const lateLesson = { ...lesson, key: 'l4' };
    expect(
      (
        await call(editor.accessToken, 'PUT', `/studio/drafts/${late.draftId}`, {
          lesson: lateLesson,
        })
      ).statusCode,
    ).toBe(200);
    await db.insert(lessons).values({ blockId, key: 'l4', title: 'Из пакета', order: 9 });
    const clash = await call(editor.accessToken, 'POST', `/studio/drafts/${late.draftId}/publish`);
    expect(clash.statusCode).toBe(409);
    expect(
      (await call(editor.accessToken, 'GET', `/studio/drafts/${late.draftId}`)).statusCode,
    ).toBe(200);
  });
});
