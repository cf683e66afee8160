import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  errorCodes,
  gameSchema,
  homeResponseSchema,
  lessonsResponseSchema,
  lessonWithDictionariesSchema,
  myProgressResponseSchema,
  questionsResponseSchema,
  settingsSchema,
} from '@bolajon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../content/import-pack.js';
import { loadPack } from '../../content/load-pack.js';
import { courseAccess, courses } from '../../db/schema/index.js';
import { LocalMediaStore } from '../../media/media-store.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import {
  fixtureCourse,
  fixtureCourseWithUzbekTitles,
  removePacks,
  writePack,
} from '../../test/content-fixture.js';
import { readContentVersion } from '../content-cache/content-version.js';

let ctx: TestContext;
let token: string;
const queries: string[] = [];
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
const ids = { lessons: [] as number[], games: [] as number[] };
const media = new LocalMediaStore(mediaDir);

async function importCourse(course = fixtureCourse()) {
  const loaded = loadPack(writePack(course));
  if (!loaded.ok) throw new Error('fixture pack invalid');
  return importPack(ctx.database.db, loaded.pack, media);
}

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir }, (query) => queries.push(query));
  await importCourse();
  token = (await signUp(ctx)).accessToken;
  const lessons = await ctx.database.db.query.lessons.findMany({
    orderBy: (l, { asc }) => asc(l.id),
  });
  const games = await ctx.database.db.query.games.findMany({ orderBy: (g, { asc }) => asc(g.id) });
  ids.lessons = lessons.map((l) => l.id);
  ids.games = games.map((g) => g.id);
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

const get = (url: string, headers: Record<string, string> = {}, auth = token) =>
  ctx.app.inject({ url: `/api${url}`, headers: { ...bearer(auth), ...headers } });

/** The statements that read the catalogue (not the user's access, not the content version). */
const catalogueQueries = () => queries.filter((q) => !/"course_access"|"content_version"/.test(q));

describe('content reads from the cache (ADR 0018)', () => {
  const contentReads = () => [
    `/games/${ids.games[0]}`,
    `/questions/by-game/${ids.games[0]}`,
    `/admin/questions/by-game/${ids.games[0]}`,
    `/lessons/${ids.lessons[0]}/with-dictionaries`,
    '/settings/default',
  ];

  it('reads the catalogue once: a second read makes no catalogue query', async () => {
    for (const url of contentReads()) {
      await get(url);
      queries.length = 0;
      const again = await get(url);
      expect(again.statusCode, url).toBe(200);
      expect(catalogueQueries(), url).toEqual([]);
    }
    // The access check's lesson tree and the map's tree are cached too.
    await get('/home/my-progress');
    queries.length = 0;
    await get('/lessons');
    await get(`/games/${ids.games[1]}`);
    expect(catalogueQueries().filter((q) => /from "lessons"/.test(q))).toEqual([]);
  });

  it('answers exactly what the response schemas give, no internal field', async () => {
    const schemas = [
      gameSchema,
      questionsResponseSchema,
      questionsResponseSchema,
      lessonWithDictionariesSchema,
      settingsSchema,
    ];
    for (const [i, url] of contentReads().entries()) {
      for (let read = 0; read < 2; read++) {
        const response = await get(url);
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        // zod drops keys a schema does not name: equal means nothing more went out.
        expect(response.json(), url).toEqual(schemas[i]!.parse(response.json()));
      }
    }
    expect((await get(`/games/${ids.games[0]}`)).json()).not.toHaveProperty('lessonId');
  });

  it('answers with an ETag and private, no-cache, and 304 with no body when it still matches', async () => {
    for (const url of contentReads()) {
      const first = await get(url);
      const etag = first.headers['etag'];
      expect(etag, url).toMatch(/^W\/"\d+-[\w-]{16}"$/);
      expect(first.headers['cache-control'], url).toBe('private, no-cache');
      const revalidated = await get(url, { 'if-none-match': String(etag) });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.body, url).toBe('');
      expect(revalidated.headers['etag'], url).toBe(etag);
      const other = await get(url, { 'if-none-match': 'W/"0-other"' });
      expect(other.statusCode, url).toBe(200);
    }
    // Different resources have different tags.
    const tags = await Promise.all(contentReads().map(async (u) => (await get(u)).headers['etag']));
    expect(new Set(tags.slice(0, 2)).size).toBe(2);
  });

  it('still checks each user’s access: a locked game stays 403 COURSE_LOCKED from the cache', async () => {
    const [course] = await ctx.database.db.select().from(courses);
    const owner = await signUp(ctx);
    await ctx.database.db
      .insert(courseAccess)
      .values({ userId: owner.familyId, courseId: course!.id, grantedBy: 'test' });
    const url = `/questions/by-game/${ids.games[2]}`;
    const open = await get(url, {}, owner.accessToken);
    expect(open.statusCode).toBe(200);
    const etag = String(open.headers['etag']);

    for (const headers of [{}, { 'if-none-match': etag }] as Record<string, string>[]) {
      queries.length = 0;
      const locked = await get(url, headers);
      expect([locked.statusCode, locked.json().code]).toEqual([403, errorCodes.courseLocked]);
      expect(locked.headers['etag']).toBeUndefined();
      expect(catalogueQueries()).toEqual([]);
      expect(queries.some((q) => /"course_access"/.test(q))).toBe(true);
    }
    expect((await get(`/games/${ids.games[2]}`)).statusCode).toBe(403);
    expect((await get(`/lessons/${ids.lessons[1]}/with-dictionaries`)).statusCode).toBe(403);
  });

  it('serves an import’s new content once the version has been read again', async () => {
    const url = `/questions/by-game/${ids.games[0]}`;
    const before = await get(url);
    const versionBefore = await readContentVersion(ctx.database.db);

    const course = fixtureCourse();
    const game = course.modules[0]!.blocks[0]!.lessons[0]!.games[0]!;
    game.questions[0]!.text = 'Кто там?';
    await importCourse(course);
    expect(await readContentVersion(ctx.database.db)).toBe(versionBefore + 1);

    ctx.clock.advance(1000);
    const after = await get(url, { 'if-none-match': String(before.headers['etag']) });
    expect(after.statusCode).toBe(200);
    expect(questionsResponseSchema.parse(after.json())[0]?.text).toBe('Кто там?');
    expect(after.headers['etag']).toMatch(new RegExp(`^W/"${versionBefore + 1}-`));
  });

  it('keeps the version when an import changes nothing, and reads it at most once a second', async () => {
    const version = await readContentVersion(ctx.database.db);
    const course = fixtureCourse();
    course.modules[0]!.blocks[0]!.lessons[0]!.games[0]!.questions[0]!.text = 'Кто там?';
    const stats = await importCourse(course);
    expect(stats.created + stats.updated + stats.deleted).toBe(0);
    expect(await readContentVersion(ctx.database.db)).toBe(version);

    ctx.clock.advance(1000);
    queries.length = 0;
    for (let i = 0; i < 5; i++) await get(`/games/${ids.games[0]}`);
    expect(queries.filter((q) => /"content_version"/.test(q))).toHaveLength(1);
  });

  it('serves the Uzbek forms of titles an import adds from every cached read, with new ETags', async () => {
    const reads = {
      home: async () => homeResponseSchema.parse((await get('/home')).json()).lessons[0]?.titleUz,
      progress: async () =>
        myProgressResponseSchema.parse((await get('/home/my-progress')).json()).lessons[0]?.block
          .titleUz,
      lessons: async () => lessonsResponseSchema.parse((await get('/lessons')).json())[0]?.titleUz,
      game: async () => gameSchema.parse((await get(`/games/${ids.games[0]}`)).json()).titleUz,
      words: async () =>
        lessonWithDictionariesSchema.parse(
          (await get(`/lessons/${ids.lessons[0]}/with-dictionaries`)).json(),
        ).dictionaries[0]?.lesson.block.module.course.titleUz,
    };
    const readAll = async () =>
      Object.fromEntries(
        await Promise.all(Object.entries(reads).map(async ([k, read]) => [k, await read()])),
      );
    // Read (and so cached) before the import.
    expect(await readAll()).toEqual({
      home: null,
      progress: null,
      lessons: null,
      game: null,
      words: null,
    });
    const gameTag = String((await get(`/games/${ids.games[0]}`)).headers['etag']);

    const course = fixtureCourseWithUzbekTitles();
    course.modules[0]!.blocks[0]!.lessons[0]!.games[0]!.questions[0]!.text = 'Кто там?';
    const stats = await importCourse(course);
    expect(stats).toMatchObject({ created: 0, updated: 5, deleted: 0 });

    ctx.clock.advance(1000);
    expect(await readAll()).toEqual({
      home: 'Salom!',
      progress: 'Birinchi blok',
      lessons: 'Salom!',
      game: 'Bu kim?',
      words: 'Sinov kursi',
    });
    const game = await get(`/games/${ids.games[0]}`, { 'if-none-match': gameTag });
    expect(game.statusCode).toBe(200);
    expect(game.headers['etag']).not.toBe(gameTag);
    // Cached again: a second round reads no catalogue table.
    queries.length = 0;
    await readAll();
    expect(catalogueQueries()).toEqual([]);
  });
});
