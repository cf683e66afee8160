import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  dictionaryRecordsResponseSchema,
  errorCodes,
  randomWordResponseSchema,
  userSchema,
  wordMarkSchema,
} from '@bolajon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../content/import-pack.js';
import { loadPack } from '../../content/load-pack.js';
import { courseAccess, courses, dictionaryWords, userDictionary } from '../../db/schema/index.js';
import { LocalMediaStore } from '../../media/media-store.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';
import { fixtureCourse, removePacks, writePack } from '../../test/content-fixture.js';
import { addDays, utcDay } from './schedule.js';

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
/** Word ids by the Russian word: привет and кошка in the free lesson, мама in the paid one. */
const wordId: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  const loaded = loadPack(writePack(fixtureCourse()));
  if (!loaded.ok) throw new Error('fixture pack invalid');
  await importPack(ctx.database.db, loaded.pack, new LocalMediaStore(mediaDir));
  for (const w of await ctx.database.db.select().from(dictionaryWords)) wordId[w.word] = w.id;
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

async function learner() {
  const session = await signUp(ctx);
  const headers = bearer(session.accessToken);
  const api = {
    familyId: session.familyId,
    childId: session.childId,
    token: session.accessToken,
    async next(exclude?: number) {
      const query = exclude === undefined ? '' : `?exclude=${exclude}`;
      const response = await ctx.app.inject({
        url: `/api/user-dictionary/random/advanced${query}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      return randomWordResponseSchema.parse(response.json());
    },
    mark(word: string | number, mark: 'learned' | 'unlearned') {
      const id = typeof word === 'number' ? word : wordId[word]!;
      return ctx.app.inject({
        method: 'POST',
        url: `/api/user-dictionary/mark-${mark}/${id}`,
        headers,
      });
    },
    async list(kind: 'learned' | 'unlearned') {
      const response = await ctx.app.inject({ url: `/api/user-dictionary/my-${kind}`, headers });
      expect(response.statusCode).toBe(200);
      return dictionaryRecordsResponseSchema.parse(response.json());
    },
    async rows() {
      return ctx.database.db
        .select()
        .from(userDictionary)
        .where(eq(userDictionary.childId, session.childId));
    },
  };
  return api;
}

const today = () => utcDay(ctx.clock.now());

describe('GET /user-dictionary/random/advanced', () => {
  it('needs a signed-in user', async () => {
    for (const url of [
      '/user-dictionary/random/advanced',
      '/user-dictionary/my-learned',
      '/user-dictionary/my-unlearned',
    ]) {
      expect((await ctx.app.inject({ url: `/api${url}` })).statusCode).toBe(401);
    }
    const mark = await ctx.app.inject({
      method: 'POST',
      url: `/api/user-dictionary/mark-learned/${wordId['привет']}`,
    });
    expect(mark.statusCode).toBe(401);
  });

  it('gives a new learner the first word of the free lesson, with its lesson, block, module and course', async () => {
    const l = await learner();
    const word = await l.next();
    expect(word).toMatchObject({
      id: wordId['привет'],
      word: 'привет',
      translation: 'salom',
      state: 'new',
      due: true,
      lesson: {
        title: 'Привет!',
        block: {
          title: 'Блок 1',
          module: { title: 'Модуль 1', course: { title: 'Тестовый курс' } },
        },
      },
    });
    expect(await l.next(word!.id)).toMatchObject({ word: 'кошка', state: 'new', due: true });
  });

  it('never offers a word of a course the learner has not opened, and does once support opens it', async () => {
    const l = await learner();
    const seen = new Set<string>();
    let previous: number | undefined;
    for (let i = 0; i < 6; i += 1) {
      const word = (await l.next(previous))!;
      seen.add(word.word);
      expect((await l.mark(word.id, 'learned')).statusCode).toBe(200);
      previous = word.id;
    }
    expect([...seen].sort()).toEqual(['кошка', 'привет']);

    const [course] = await ctx.database.db.select().from(courses);
    await ctx.database.db
      .insert(courseAccess)
      .values({ userId: l.familyId, courseId: course!.id, grantedBy: 'test' });
    expect(await l.next(previous)).toMatchObject({ word: 'мама', state: 'new', due: true });
  });

  it('brings a "don\'t know" word back after another word, and never twice in a row', async () => {
    const l = await learner();
    expect((await l.mark('привет', 'unlearned')).statusCode).toBe(200);
    // The word just marked is not given again, even with nothing on the screen.
    const second = (await l.next())!;
    expect(second.word).toBe('кошка');
    await l.mark('кошка', 'learned');
    expect(await l.next(second.id)).toMatchObject({
      word: 'привет',
      state: 'unlearned',
      due: true,
    });
  });

  it('says when nothing is due and offers the least recently seen word, then brings words back on their day', async () => {
    const l = await learner();
    await l.mark('привет', 'learned');
    ctx.clock.advance(60_000);
    await l.mark('кошка', 'learned');
    expect(await l.next(wordId['кошка'])).toMatchObject({
      word: 'привет',
      state: 'learned',
      due: false,
    });

    ctx.clock.advance(DAY + HOUR);
    const due = (await l.next())!;
    expect(due).toMatchObject({ word: 'привет', due: true });
    const mark = wordMarkSchema.parse((await l.mark('привет', 'learned')).json());
    // The second "know" on its day: the next interval, 3 days.
    expect(mark.dueOn).toBe(addDays(today(), 3));
    expect(await l.next(due.id)).toMatchObject({ word: 'кошка', due: true });
  });

  it('answers the word itself at the top level, as the spec client reads it', async () => {
    const l = await learner();
    const response = await ctx.app.inject({
      url: '/api/user-dictionary/random/advanced',
      headers: bearer(l.token),
    });
    const body = response.json();
    expect(body).toMatchObject({ id: wordId['привет'], word: 'привет', translation: 'salom' });
    expect(body.lesson.title).toBe('Привет!');
    // The card's id is what it marks: mark-learned/{id}, never mark-learned/undefined.
    expect((await l.mark(body.id, 'learned')).statusCode).toBe(200);
  });

  it('answers 200 with JSON null when no lesson the learner can open has words', async () => {
    const empty = await createTestApp();
    try {
      const session = await signUp(empty);
      const response = await empty.app.inject({
        url: '/api/user-dictionary/random/advanced',
        headers: bearer(session.accessToken),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toBe('null');
    } finally {
      await empty.close();
    }
  });

  it('refuses a malformed exclude with 400', async () => {
    const l = await learner();
    for (const query of ['exclude=abc', 'exclude=0', 'exclude=1.5', 'other=1']) {
      const response = await ctx.app.inject({
        url: `/api/user-dictionary/random/advanced?${query}`,
        headers: bearer(l.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: errorCodes.validation });
    }
  });
});

describe('POST /user-dictionary/mark-learned and mark-unlearned', () => {
  it('marks a word known: due tomorrow, and again changes nothing', async () => {
    const l = await learner();
    const first = await l.mark('привет', 'learned');
    expect(first.statusCode).toBe(200);
    const mark = wordMarkSchema.parse(first.json());
    expect(mark).toMatchObject({
      dictionaryId: wordId['привет'],
      state: 'learned',
      dueOn: addDays(today(), 1),
    });
    const again = wordMarkSchema.parse((await l.mark('привет', 'learned')).json());
    expect(again).toEqual(mark);
    expect(await l.rows()).toHaveLength(1);
  });

  it('marks a word not known: due today, and the same mark twice is one record', async () => {
    const l = await learner();
    const mark = wordMarkSchema.parse((await l.mark('кошка', 'unlearned')).json());
    expect(mark).toMatchObject({ state: 'unlearned', dueOn: today() });
    expect(wordMarkSchema.parse((await l.mark('кошка', 'unlearned')).json())).toEqual(mark);
    expect(await l.rows()).toHaveLength(1);
  });

  it('gives 404 for an unknown word, 400 for a malformed id, and stores nothing', async () => {
    const l = await learner();
    const unknown = await l.mark(999_999, 'learned');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: errorCodes.notFound, message: 'Word not found' });
    for (const id of ['abc', '0', '-3', '99999999999']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/user-dictionary/mark-unlearned/${id}`,
        headers: bearer(l.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: errorCodes.validation });
    }
    expect(await l.rows()).toHaveLength(0);
  });

  it('gives 403 COURSE_LOCKED for a word of a course the learner has not opened, and stores nothing', async () => {
    const l = await learner();
    for (const mark of ['learned', 'unlearned'] as const) {
      const response = await l.mark('мама', mark);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: errorCodes.courseLocked });
    }
    expect(await l.rows()).toHaveLength(0);
  });

  it('leaves one consistent record when two marks of the same word arrive at once', async () => {
    const l = await learner();
    const same = await Promise.all([l.mark('привет', 'learned'), l.mark('привет', 'learned')]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    const marks = same.map((r) => wordMarkSchema.parse(r.json()));
    expect(marks[0]).toEqual(marks[1]);
    let rows = await l.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'learned', step: 0, dueOn: addDays(today(), 1) });

    const opposite = await Promise.all([l.mark('кошка', 'learned'), l.mark('кошка', 'unlearned')]);
    expect(opposite.map((r) => r.statusCode)).toEqual([200, 200]);
    rows = (await l.rows()).filter((r) => r.wordId === wordId['кошка']);
    expect(rows).toHaveLength(1);
    // Whichever came second wins, whole: its state with its own due day.
    const expected = rows[0]!.state === 'learned' ? addDays(today(), 1) : today();
    expect(rows[0]).toMatchObject({ step: 0, dueOn: expected });
    const last = opposite
      .map((r) => wordMarkSchema.parse(r.json()))
      .find((m) => m.state === rows[0]!.state);
    expect(last?.dueOn).toBe(expected);
  });
});

describe('GET /user-dictionary/my-learned and my-unlearned', () => {
  it("list the learner's own words by state, last marked first, and move a word between them", async () => {
    const l = await learner();
    await l.mark('привет', 'learned');
    ctx.clock.advance(1000);
    await l.mark('кошка', 'learned');

    const learned = await l.list('learned');
    expect(
      learned.map((r) => [r.dictionaryId, r.dictionary.word, r.dictionary.translation]),
    ).toEqual([
      [wordId['кошка'], 'кошка', 'mushuk'],
      [wordId['привет'], 'привет', 'salom'],
    ]);
    expect(await l.list('unlearned')).toEqual([]);

    ctx.clock.advance(1000);
    await l.mark('кошка', 'unlearned');
    expect((await l.list('learned')).map((r) => r.dictionary.word)).toEqual(['привет']);
    const unlearned = await l.list('unlearned');
    expect(unlearned).toEqual([
      expect.objectContaining({
        dictionaryId: wordId['кошка'],
        dictionary: expect.objectContaining({ word: 'кошка' }),
      }),
    ]);
    const [row] = (await l.rows()).filter((r) => r.wordId === wordId['кошка']);
    expect(unlearned[0]!.id).toBe(row!.id);
  });

  it("never show another learner's marks", async () => {
    const a = await learner();
    const b = await learner();
    await a.mark('привет', 'learned');
    await a.mark('кошка', 'unlearned');
    expect(await b.list('learned')).toEqual([]);
    expect(await b.list('unlearned')).toEqual([]);
    // b's own mark does not touch a's record either.
    await b.mark('привет', 'unlearned');
    expect((await a.list('learned')).map((r) => r.dictionary.word)).toEqual(['привет']);
    // and each schedule is its own: a marked кошка "don't know", for b it is still new.
    expect(await b.next(wordId['привет'])).toMatchObject({ word: 'кошка', state: 'new' });
    expect(await a.next(wordId['привет'])).toMatchObject({ word: 'кошка', state: 'unlearned' });
  });

  it('count learned words on the profile', async () => {
    const l = await learner();
    await l.mark('привет', 'learned');
    await l.mark('кошка', 'unlearned');
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(l.token) });
    expect(userSchema.parse(me.json()).stats.totalDictionaries).toBe(1);
  });
});
