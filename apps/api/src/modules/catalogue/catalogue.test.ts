import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  achievementsResponseSchema,
  dialogueLines,
  errorCodes,
  gameSchema,
  homeResponseSchema,
  lessonWithDictionariesSchema,
  lessonsResponseSchema,
  myProgressResponseSchema,
  questionsResponseSchema,
  randomWordResponseSchema,
  settingsSchema,
} from '@bolajon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../content/import-pack.js';
import { loadPack } from '../../content/load-pack.js';
import { courseAccess, courses } from '../../db/schema/index.js';
import { LocalMediaStore } from '../../media/media-store.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import {
  fixtureCourseWithUzbekTitles,
  removePacks,
  writePack,
} from '../../test/content-fixture.js';

let ctx: TestContext;
let token: string;
let userId: number;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
const ids = { lessons: [] as number[], games: [] as number[] };

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  // Uzbek forms on the course, module, block, the free lesson and its first game only.
  const loaded = loadPack(writePack(fixtureCourseWithUzbekTitles()));
  if (!loaded.ok) throw new Error('fixture pack invalid');
  await importPack(ctx.database.db, loaded.pack, new LocalMediaStore(mediaDir));
  const session = await signUp(ctx);
  token = session.accessToken;
  userId = session.familyId;
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

const get = (url: string, auth = token) =>
  ctx.app.inject({ url: `/api${url}`, headers: bearer(auth) });

describe('catalogue read calls', () => {
  it('need a signed-in user', async () => {
    for (const url of [
      '/home',
      '/lessons',
      `/games/${ids.games[0]}`,
      `/questions/by-game/${ids.games[0]}`,
    ]) {
      expect((await ctx.app.inject({ url: `/api${url}` })).statusCode).toBe(401);
    }
  });

  it('GET /home: lessons in order, the first game active, the rest inactive, a paid lesson locked', async () => {
    const response = await get('/home');
    expect(response.statusCode).toBe(200);
    const home = homeResponseSchema.parse(response.json());
    expect(home.lessons.map((l) => l.title)).toEqual(['Привет!', 'Семья']);
    expect(home.lessons[0]?.games).toEqual([
      { id: ids.games[0], stars: 0, status: 'active' },
      { id: ids.games[1], stars: 0, status: 'inactive' },
    ]);
    expect(home.lessons[1]?.games).toEqual([{ id: ids.games[2], stars: 0, status: 'locked' }]);
  });

  it('GET /lessons lists the lessons the user can open', async () => {
    const response = await get('/lessons');
    expect(lessonsResponseSchema.parse(response.json())).toEqual([
      { id: ids.lessons[0], title: 'Привет!', titleUz: 'Salom!' },
    ]);
  });

  it('GET /lessons/{id}/with-dictionaries gives the words with lesson, block, module and course titles', async () => {
    const response = await get(`/lessons/${ids.lessons[0]}/with-dictionaries`);
    expect(response.statusCode).toBe(200);
    const lesson = lessonWithDictionariesSchema.parse(response.json());
    expect(lesson.dictionaries.map((w) => [w.word, w.translation])).toEqual([
      ['привет', 'salom'],
      ['кошка', 'mushuk'],
    ]);
    expect(lesson.dictionaries[0]?.lesson).toMatchObject({
      title: 'Привет!',
      block: { title: 'Блок 1', module: { title: 'Модуль 1', course: { title: 'Тестовый курс' } } },
    });
    expect(lesson.dictionaries[0]?.imageUrl).toMatch(/^\/media\/c\/[0-9a-f]{20}\.svg$/);
  });

  it('GET /games/{id} gives the game with its lesson, number and achievements', async () => {
    const response = await get(`/games/${ids.games[0]}`);
    expect(response.statusCode).toBe(200);
    const game = gameSchema.parse(response.json());
    expect(game).toMatchObject({
      title: 'Кто это?',
      type: '2.0',
      number: 1,
      lesson: { title: 'Привет!' },
    });
    expect(game.achievements).toEqual([
      expect.objectContaining({
        title: 'Первое слово',
        imageUrl: expect.stringMatching(/^\/media\/c\//),
      }),
    ]);
    expect(game.videoFirst).toMatch(/\.webm$/);
  });

  it('GET /questions/by-game/{id} and its /admin fallback give the questions with their parts', async () => {
    for (const url of [
      `/questions/by-game/${ids.games[0]}`,
      `/admin/questions/by-game/${ids.games[0]}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const [question] = questionsResponseSchema.parse(response.json());
      expect(question?.text).toBe('Кто это?');
      expect(question?.questionVariants.map((v) => [v.answer, v.isCorrect])).toEqual([
        ['кошка', true],
        ['собака', false],
      ]);
      expect(question?.game).toEqual({ id: ids.games[0] });
    }
    const dialogue = await ctx.app.inject({
      url: `/api/questions/by-game/${ids.games[2]}`,
      headers: bearer(token),
    });
    expect(dialogue.statusCode).toBe(403);
    expect(dialogue.json().code).toBe(errorCodes.courseLocked);
  });

  it('gives the Uzbek form of every title beside the Russian, null where the pack has none', async () => {
    const home = homeResponseSchema.parse((await get('/home')).json());
    expect(home.lessons.map((l) => [l.title, l.titleUz])).toEqual([
      ['Привет!', 'Salom!'],
      ['Семья', null],
    ]);

    const progress = myProgressResponseSchema.parse((await get('/home/my-progress')).json());
    expect(progress.lessons.map((l) => [l.titleUz, l.block])).toEqual([
      ['Salom!', { title: 'Блок 1', titleUz: 'Birinchi blok' }],
      [null, { title: 'Блок 1', titleUz: 'Birinchi blok' }],
    ]);

    const path = {
      id: ids.lessons[0],
      title: 'Привет!',
      titleUz: 'Salom!',
      block: {
        title: 'Блок 1',
        titleUz: 'Birinchi blok',
        module: {
          title: 'Модуль 1',
          titleUz: 'Birinchi modul',
          course: { id: expect.any(Number), title: 'Тестовый курс', titleUz: 'Sinov kursi' },
        },
      },
    };
    const lesson = lessonWithDictionariesSchema.parse(
      (await get(`/lessons/${ids.lessons[0]}/with-dictionaries`)).json(),
    );
    expect([lesson.title, lesson.titleUz]).toEqual(['Привет!', 'Salom!']);
    expect(lesson.dictionaries[0]?.lesson).toEqual(path);

    const [first, second] = await Promise.all(
      [ids.games[0], ids.games[1]].map(async (id) =>
        gameSchema.parse((await get(`/games/${id}`)).json()),
      ),
    );
    expect([first?.titleUz, first?.lesson]).toEqual([
      'Bu kim?',
      { id: ids.lessons[0], title: 'Привет!', titleUz: 'Salom!' },
    ]);
    expect(second?.titleUz).toBeNull();

    const review = randomWordResponseSchema.parse(
      (await get('/user-dictionary/random/advanced')).json(),
    );
    expect(review?.lesson).toEqual(path);

    const achievements = achievementsResponseSchema.parse(
      (await get('/admin/achievements')).json(),
    );
    expect(achievements.map((a) => a.lesson)).toEqual([path]);
  });

  it('refuses a game of a course the user has not opened, then serves it once access is granted', async () => {
    const locked = await get(`/games/${ids.games[2]}`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe(errorCodes.courseLocked);
    expect(locked.json().message).toMatch(/support/);
    const words = await get(`/lessons/${ids.lessons[1]}/with-dictionaries`);
    expect([words.statusCode, words.json().code]).toEqual([403, errorCodes.courseLocked]);

    const [course] = await ctx.database.db.select().from(courses);
    await ctx.database.db
      .insert(courseAccess)
      .values({ userId, courseId: course!.id, grantedBy: 'test' });
    expect((await get(`/games/${ids.games[2]}`)).statusCode).toBe(200);
    const questions = questionsResponseSchema.parse(
      (await get(`/questions/by-game/${ids.games[2]}`)).json(),
    );
    expect(dialogueLines(questions[0]!).map((p) => p.personageNumber)).toEqual([1, 2]);
    const home = homeResponseSchema.parse((await get('/home')).json());
    expect(home.lessons[1]?.games[0]?.status).toBe('inactive');

    const other = await signUp(ctx);
    const refused = await get(`/games/${ids.games[2]}`, other.accessToken);
    expect([refused.statusCode, refused.json().code]).toEqual([403, errorCodes.courseLocked]);
  });

  it('sends the dialogue lines on the variants, where spec section 3 has them (ADR 0026)', async () => {
    const session = await signUp(ctx);
    const [course] = await ctx.database.db.select().from(courses);
    await ctx.database.db
      .insert(courseAccess)
      .values({ userId: session.familyId, courseId: course!.id, grantedBy: 'test' });
    // Game 3.1: a dialogue without options gets one variant holding the whole dialogue.
    const response = await get(`/questions/by-game/${ids.games[2]}`, session.accessToken);
    const [raw] = response.json();
    expect(raw).not.toHaveProperty('questionPersonages');
    expect(raw.questionVariants).toEqual([
      {
        id: -raw.id,
        answer: '',
        imageUrl: null,
        audioUrl: null,
        isCorrect: true,
        order: 0,
        questionPersonages: [
          expect.objectContaining({ answer: 'Привет!', personageNumber: 1, order: 0 }),
          expect.objectContaining({ answer: 'Привет!', personageNumber: 2, order: 1 }),
        ],
      },
    ]);
  });

  it('answers COURSE_LOCKED with the support message on every call that reaches locked content', async () => {
    const session = await signUp(ctx);
    const question = await ctx.database.db.query.questions.findFirst({
      where: (q, { eq }) => eq(q.gameId, ids.games[2]!),
    });
    const calls = [
      { url: `/api/games/${ids.games[2]}` },
      { url: `/api/questions/by-game/${ids.games[2]}` },
      { url: `/api/admin/questions/by-game/${ids.games[2]}` },
      { url: `/api/lessons/${ids.lessons[1]}/with-dictionaries` },
      { url: `/api/user-questions/my-game-results/${ids.games[2]}` },
      {
        method: 'POST' as const,
        url: '/api/user-questions',
        payload: { questionId: question!.id, answer: 'Привет!' },
      },
    ];
    for (const call of calls) {
      const response = await ctx.app.inject({ ...call, headers: bearer(session.accessToken) });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json(), call.url).toEqual({
        code: errorCodes.courseLocked,
        message: expect.stringMatching(/is in a course that is not open yet; contact support/),
      });
    }
  });

  it('answers unknown ids with 404 and malformed ids with 400', async () => {
    expect((await get('/games/999999')).statusCode).toBe(404);
    expect((await get('/lessons/999999/with-dictionaries')).statusCode).toBe(404);
    for (const url of [
      '/games/abc',
      '/games/-1',
      '/games/1.5',
      '/questions/by-game/1e99',
      '/lessons/0/with-dictionaries',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(/id/i);
    }
  });

  it('GET /settings/default gives the support phone and links', async () => {
    const response = await ctx.app.inject({ url: '/api/settings/default' });
    expect(settingsSchema.parse(response.json())).toEqual({
      supportPhone: '+998712000000',
      telegramLink: 'https://t.me/bolajon_test',
      instagramLink: null,
      facebookLink: null,
      youtubeLink: null,
    });
  });

  it('serves media with its content type and a year of caching', async () => {
    const game = gameSchema.parse((await get(`/games/${ids.games[0]}`)).json());
    const image = await ctx.app.inject({ url: game.mainImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const video = await ctx.app.inject({ url: game.videoFirst });
    expect(video.headers['content-type']).toBe('video/webm');
    expect((await ctx.app.inject({ url: '/media/c/missing.svg' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/media/../package.json' })).statusCode).toBe(404);
  });
});
