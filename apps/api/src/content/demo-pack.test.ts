import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GAME_TYPES,
  dialogueLines,
  gameSchema,
  homeResponseSchema,
  correctAnswer,
  judgeAnswer,
  lessonWithDictionariesSchema,
  questionsResponseSchema,
  settingsSchema,
} from '@bolajon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, courses, games } from '../db/schema/index.js';
import { LocalMediaStore } from '../media/media-store.js';
import { paths } from '../paths.js';
import { bumpContentVersion } from '../modules/content-cache/content-version.js';
import { bearer, createTestApp, signUp, type TestContext } from '../test/app.js';
import { importPack } from './import-pack.js';
import { formatProblems, loadPack } from './load-pack.js';
import { audioSource, spokenTexts } from './pack-audio.js';

let ctx: TestContext;
let token: string;
const queries: string[] = [];
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir }, (query) => queries.push(query));
  const loaded = loadPack(path.join(paths.repoRoot, 'content'));
  if (!loaded.ok) throw new Error(formatProblems(loaded.problems));
  await importPack(ctx.database.db, loaded.pack, new LocalMediaStore(mediaDir));
  const session = await signUp(ctx);
  token = session.accessToken;
  const [course] = await ctx.database.db.select().from(courses);
  await ctx.database.db
    .insert(courseAccess)
    .values({ userId: session.familyId, courseId: course!.id, grantedBy: 'test' });
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const response = await ctx.app.inject({ url: `/api${url}`, headers: bearer(token) });
  expect(response.statusCode, url).toBe(200);
  return response.json() as unknown;
};

const answer = (questionId: number, text: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user-questions',
    headers: bearer(token),
    payload: { questionId, answer: text },
  });

/**
 * Plays, in course order, every game before the given one that the user has not completed yet,
 * answering each question right: a game takes answers once the games before it are complete.
 */
async function completeGamesBefore(gameId: number) {
  const home = homeResponseSchema.parse(await get('/home'));
  const order = home.lessons.flatMap((l) => l.games);
  const before = order.slice(
    0,
    order.findIndex((g) => g.id === gameId),
  );
  for (const game of before.filter((g) => g.stars === 0)) {
    const { type } = gameSchema.parse(await get(`/games/${game.id}`));
    const questions = questionsResponseSchema.parse(await get(`/questions/by-game/${game.id}`));
    for (const question of questions) {
      const response = await answer(question.id, correctAnswer(type, question));
      expect(response.json(), `game ${game.id}`).toEqual({ isCorrect: true });
    }
  }
  const after = homeResponseSchema.parse(await get('/home')).lessons.flatMap((l) => l.games);
  expect(after.find((g) => g.id === gameId)?.status).toBe('active');
}

describe('the demo course through the API', () => {
  it('is big enough: 2+ modules, 8+ lessons, 30+ games, 100+ words', async () => {
    const loaded = loadPack(path.join(paths.repoRoot, 'content'));
    if (!loaded.ok) throw new Error('demo pack invalid');
    const course = loaded.pack.courses[0]!;
    const lessons = course.modules.flatMap((m) => m.blocks.flatMap((b) => b.lessons));
    expect(course.title).toBe('Русский язык для детей');
    expect(course.modules.length).toBeGreaterThanOrEqual(2);
    expect(course.modules.flatMap((m) => m.blocks).length).toBeGreaterThanOrEqual(4);
    expect(lessons.length).toBeGreaterThanOrEqual(8);
    expect(lessons.flatMap((l) => l.games).length).toBeGreaterThanOrEqual(30);
    expect(lessons.flatMap((l) => l.words).length).toBeGreaterThanOrEqual(100);
    for (const game of lessons.flatMap((l) => l.games)) {
      expect(game.questions.length, game.key).toBeGreaterThanOrEqual(3);
      expect(game.questions.length, game.key).toBeLessThanOrEqual(8);
    }
    const achievements = lessons.flatMap((l) => l.games.flatMap((g) => g.achievements));
    expect(achievements.length).toBeGreaterThanOrEqual(8);
    expect(new Set(achievements.map((a) => a.image)).size).toBe(achievements.length);
  });

  it('gives every title an Uzbek form: course, modules, blocks, lessons and games', () => {
    const loaded = loadPack(path.join(paths.repoRoot, 'content'));
    if (!loaded.ok) throw new Error('demo pack invalid');
    const course = loaded.pack.courses[0]!;
    const blocks = course.modules.flatMap((m) => m.blocks);
    const lessons = blocks.flatMap((b) => b.lessons);
    const titled = [
      course,
      ...course.modules,
      ...blocks,
      ...lessons,
      ...lessons.flatMap((l) => l.games),
    ];
    expect(titled.filter((item) => !item.titleUz).map((item) => item.title)).toEqual([]);
    expect(course.titleUz).toBe('Bolalar uchun rus tili');
  });

  it('serves the home map, starting with a 2.0 game', async () => {
    const home = homeResponseSchema.parse(await get('/home'));
    expect(home.lessons.length).toBeGreaterThanOrEqual(8);
    expect(home.lessons[0]?.games[0]?.status).toBe('active');
    const first = gameSchema.parse(await get(`/games/${home.lessons[0]!.games[0]!.id}`));
    expect(first.type).toBe('2.0');
    // In the Uzbek interface the titles are shown with their Uzbek forms.
    expect([home.lessons[0]?.title, home.lessons[0]?.titleUz]).toEqual(['Привет!', 'Salom!']);
    expect([first.title, first.titleUz]).toEqual(['Выбери слово', 'Soʻzni tanla']);
  });

  it('serves a lesson with its words and their Uzbek translations', async () => {
    const home = homeResponseSchema.parse(await get('/home'));
    const lesson = lessonWithDictionariesSchema.parse(
      await get(`/lessons/${home.lessons[0]!.id}/with-dictionaries`),
    );
    expect(lesson.dictionaries.length).toBeGreaterThan(5);
    expect(lesson.dictionaries[0]).toMatchObject({ word: 'Привет', translation: 'Salom' });
    expect(lesson.dictionaries[0]?.lesson.block.module.course.title).toBe('Русский язык для детей');
  });

  it.each(GAME_TYPES)('serves a game of type %s with playable questions', async (type) => {
    const game = await ctx.database.db.query.games.findFirst({
      where: (g, { eq }) => eq(g.type, type),
    });
    expect(game, `no game of type ${type} in the demo course`).toBeDefined();
    const parsed = gameSchema.parse(await get(`/games/${game!.id}`));
    expect(parsed.type).toBe(type);
    for (const url of [
      parsed.mainImage,
      parsed.videoFirst,
      parsed.videoFirstPoster,
      parsed.videoLast,
    ]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(200);
    }
    const questions = questionsResponseSchema.parse(await get(`/questions/by-game/${game!.id}`));
    expect(questions.length).toBeGreaterThanOrEqual(3);
    // The server judges with the same function: the canonical answer is right, a wrong one is not.
    await completeGamesBefore(game!.id);
    const [first] = questions;
    const post = (text: string) => answer(first!.id, text);
    expect((await post(correctAnswer(type, first!))).json()).toEqual({ isCorrect: true });
    expect((await post('incorrect')).json()).toEqual({ isCorrect: false });
    // Every question can be answered right with its own content.
    for (const question of questions) {
      expect(
        judgeAnswer(type, question, correctAnswer(type, question)),
        `question ${question.id}`,
      ).toBe(true);
      expect(judgeAnswer(type, question, 'incorrect')).toBe(false);
    }
  });

  it('builds the map in two queries, however many lessons and games there are', async () => {
    for (const url of ['/home/my-progress', '/home']) {
      ctx.clock.advance(60_000);
      queries.length = 0;
      const body = await get(url);
      const games = (body as { lessons: { games: unknown[] }[] }).lessons.flatMap((l) => l.games);
      expect(games.length).toBeGreaterThanOrEqual(30);
      // The content version (read at most once a second), the user's state; the lesson tree is
      // content, cached by that version (ADR 0018).
      expect(queries, url).toHaveLength(2);
      expect(queries.filter((q) => q.includes('"content_version"'))).toHaveLength(1);
    }
  });

  it('speaks: every word, translation, question text, variant and line has audio in the pack', () => {
    const loaded = loadPack(path.join(paths.repoRoot, 'content'));
    if (!loaded.ok) throw new Error('demo pack invalid');
    const silent = spokenTexts(loaded.pack.courses)
      .filter((item) => audioSource(loaded.pack.renderedAudio, item) === null)
      .map((item) => `${item.voice}:${item.text}`);
    expect(silent, 'run npm run content:audio and commit content/audio').toEqual([]);
  });

  it('serves the audio of the first game: question texts and variants, in a fixed number of queries', async () => {
    const home = homeResponseSchema.parse(await get('/home'));
    const [first, second] = home.lessons[0]!.games;
    // A new content version empties the cache (ADR 0018), so both reads below go to the database.
    await bumpContentVersion(ctx.database.db);
    ctx.clock.advance(60_000);
    await get('/lessons');
    queries.length = 0;
    const questions = questionsResponseSchema.parse(await get(`/questions/by-game/${first!.id}`));
    const perCall = queries.length;
    for (const question of questions) {
      expect(question.audioUrl, question.text).toMatch(/^\/media\/c\/[0-9a-f]{20}\.ogg$/);
      for (const variant of question.questionVariants)
        expect(variant.audioUrl, variant.answer).toMatch(/^\/media\/c\/[0-9a-f]{20}\.ogg$/);
    }
    const sound = await ctx.app.inject({ url: questions[0]!.audioUrl! });
    expect(sound.statusCode).toBe(200);
    expect(sound.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');

    queries.length = 0;
    await get(`/questions/by-game/${second!.id}`);
    expect(queries).toHaveLength(perCall);
    // The game (2), its access (the user's opened courses; the lesson tree is cached content),
    // then questions, pictures, variants, lines, duolingos, pairs.
    expect(perCall).toBe(9);
    // Read again, the content comes from the cache (ADR 0018): only the user's access is read.
    queries.length = 0;
    await get(`/questions/by-game/${second!.id}`);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/"course_access"/);
  });

  it('serves the dialogue lines and the words with their translations spoken', async () => {
    const dialogue = await ctx.database.db.query.games.findFirst({
      where: (g, { eq }) => eq(g.type, '1.5'),
    });
    const [question] = questionsResponseSchema.parse(
      await get(`/questions/by-game/${dialogue!.id}`),
    );
    // One variant holds the whole dialogue (ADR 0026).
    expect(question!.questionVariants).toHaveLength(1);
    const lines = question!.questionVariants[0]!.questionPersonages;
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.audioUrl, line.answer).not.toBeNull();

    // 2.4: each reply on the option the pack ties it to, the other lines on the first option.
    const reply = await ctx.database.db.query.games.findFirst({
      where: (g, { eq }) => eq(g.type, '2.4'),
    });
    const questions = questionsResponseSchema.parse(await get(`/questions/by-game/${reply!.id}`));
    for (const q of questions) {
      const all = dialogueLines(q);
      const [first] = q.questionVariants;
      const asked = (l: { personageNumber: number }) => l.personageNumber === 1;
      expect(first!.questionPersonages.filter(asked)).toEqual(all.filter(asked));
      for (const variant of q.questionVariants)
        for (const line of variant.questionPersonages.filter((l) => !asked(l)))
          expect(line.answer).toBe(variant.answer);
      expect(new Set(all.map((l) => l.id)).size).toBe(all.length);
      expect(all.map((l) => l.order)).toEqual(all.map((_, i) => i));
    }

    const home = homeResponseSchema.parse(await get('/home'));
    const lesson = lessonWithDictionariesSchema.parse(
      await get(`/lessons/${home.lessons[0]!.id}/with-dictionaries`),
    );
    for (const word of lesson.dictionaries) {
      expect(word.audioUrl, word.word).toMatch(/\.ogg$/);
      expect(word.translationAudioUrl, word.translation).toMatch(/\.ogg$/);
      expect(word.translationAudioUrl).not.toBe(word.audioUrl);
    }
  });

  it('has the settings row with the support phone and links', async () => {
    const settings = settingsSchema.parse(await get('/settings/default'));
    expect(settings.supportPhone).toMatch(/^\+998\d{9}$/);
    expect(settings.telegramLink).toMatch(/^https:\/\//);
  });

  it('imports a second time without a change', async () => {
    const loaded = loadPack(path.join(paths.repoRoot, 'content'));
    if (!loaded.ok) throw new Error('demo pack invalid');
    const stats = await importPack(ctx.database.db, loaded.pack, new LocalMediaStore(mediaDir));
    expect(stats).toMatchObject({ created: 0, updated: 0, deleted: 0 });
    expect(await ctx.database.db.$count(games)).toBeGreaterThanOrEqual(30);
  });
});
