import { questionsResponseSchema, type GameType, type Question } from '@bolajon/contract';
import { importPack } from '../content/import-pack.js';
import { loadPack } from '../content/load-pack.js';
import { LocalMediaStore } from '../media/media-store.js';
import { bearer, type TestContext } from './app.js';
import { fixtureCourse, writePack, type FixtureCourse } from './content-fixture.js';

/** Imports a course (the fixture's by default) as `npm run content:import` would: its games in order. */
export async function importCourse(
  ctx: TestContext,
  mediaDir: string,
  course: FixtureCourse = fixtureCourse(),
): Promise<{ gameIds: number[]; gameTypes: GameType[] }> {
  const loaded = loadPack(writePack(course));
  if (!loaded.ok) throw new Error('fixture pack invalid');
  await importPack(ctx.database.db, loaded.pack, new LocalMediaStore(mediaDir));
  const games = await ctx.database.db.query.games.findMany({ orderBy: (g, { asc }) => asc(g.id) });
  return { gameIds: games.map((g) => g.id), gameTypes: games.map((g) => g.type as GameType) };
}

/** POST /api/user-questions as the app sends an answer. */
export const answerQuestion = (ctx: TestContext, token: string, questionId: number, text: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user-questions',
    headers: bearer(token),
    payload: { questionId, answer: text },
  });

/** GET /api/questions/by-game/:id, read through the contract. */
export async function questionsOf(
  ctx: TestContext,
  token: string,
  gameId: number,
): Promise<Question[]> {
  const response = await ctx.app.inject({
    url: `/api/questions/by-game/${gameId}`,
    headers: bearer(token),
  });
  return questionsResponseSchema.parse(response.json());
}

export const rightAnswer = (q: Question) => q.questionVariants.find((v) => v.isCorrect)!.answer;
export const wrongAnswer = (q: Question) => q.questionVariants.find((v) => !v.isCorrect)!.answer;
