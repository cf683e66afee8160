import assert from 'node:assert/strict';
import { fakeSpeechRecognition } from '../fake-speech.mjs';
import {
  apiAs,
  followToOutro,
  randomPhone,
  signInWith,
  storedCounts,
  texts,
  waitForPath,
} from '../support.mjs';

const ru = texts.ru;
const gameLabel = (n) => ru.home.gameLabel.replace('{{n}}', String(n));

/** The player of each type the demo's free lesson holds. */
const players = {
  '2.0': () => import('../games/choice.mjs'),
  2.1: () => import('../games/choice.mjs'),
  '1.0': () => import('../games/speech.mjs'),
  1.3: () => import('../games/speech.mjs'),
  1.4: () => import('../games/speech.mjs'),
  1.1: () => import('../games/chest.mjs'),
  1.2: () => import('../games/wheel.mjs'),
  1.5: () => import('../games/spoken-dialogue.mjs'),
  2.2: () => import('../games/colour-choice.mjs'),
  2.3: () => import('../games/listening-choice.mjs'),
  2.4: () => import('../games/dialogue-reply.mjs'),
  '3.0': () => import('../games/colour-matching.mjs'),
  3.1: () => import('../games/dialogue-ordering.mjs'),
  3.2: () => import('../games/dialogue-ordering.mjs'),
  '4.0': () => import('../games/memory.mjs'),
  '5.0': () => import('../games/pairs.mjs'),
};

export const freeLesson = {
  name: 'the free lesson: a new family plays "Привет!" from its first game to its last from the map, heard and spoken (a fake recogniser), each outro equal to the stored results',
  async run({ api, newMobilePage, codeFor, screenshot }) {
    const phone = randomPhone();
    await api('POST', '/user-auth/register', { phone, name: 'Зарина' });
    const session = await api('POST', '/user-auth/verify-code', {
      phone,
      code: await codeFor(phone),
    });
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await page.addInitScript(fakeSpeechRecognition);
      await signInWith(page, url, session);
      const api = apiAs(page);
      const read = (pathname) => api('GET', pathname);

      await page.goto(url('/'));
      const home = (await read('/home')).body;
      const lesson = home.lessons[0];
      assert.equal(lesson.title, 'Привет!');
      const lessonMap = page.getByRole('region', { name: lesson.title });

      for (const [index, { id }] of lesson.games.entries()) {
        const game = (await read(`/games/${id}`)).body;
        const questions = (await read(`/questions/by-game/${id}`)).body.sort(
          (a, b) => a.order - b.order || a.id - b.id,
        );
        const load = players[game.type];
        assert.ok(load, `a player for type ${game.type}`);

        // From the map, as a child opens it: the game's turn has come.
        await waitForPath(page, '/');
        // The map may first show the progress it had, then the refreshed one: wait (up to the
        // default 15 s) for the game's button to be open rather than reading it once.
        const node = lessonMap.getByRole('button', {
          name: gameLabel(index + 1),
          exact: true,
          disabled: false,
        });
        await node.waitFor();
        assert.equal(await node.isEnabled(), true, `game ${index + 1} (${game.type}) is open`);
        await node.click();
        await waitForPath(page, `/game-stage-1/${id}`);
        await page.getByRole('button', { name: ru.intro.play }).click();
        await page.getByRole('button', { name: ru.intro.start }).click();
        await page
          .getByText(
            ru.game.questionCounter
              .replace('{{n}}', '1')
              .replace('{{total}}', String(questions.length)),
          )
          .waitFor();

        const { firstTryRight, total } = await (
          await load()
        ).play({
          page,
          game,
          questions,
          texts: ru,
          screenshot: (p, name) => screenshot(p, `free-lesson-${index + 1}-${name}`),
        });
        await followToOutro(page, id);

        const stored = storedCounts((await read(`/user-questions/my-game-results/${id}`)).body);
        assert.deepEqual(stored, { correct: firstTryRight, total }, `game ${index + 1} stored`);
        const label = ru.outro.correctOfTotalLabel
          .replace('{{correct}}', String(stored.correct))
          .replace('{{total}}', String(stored.total));
        await page.getByLabel(label).waitFor();
        await page.getByRole('link', { name: ru.outro.toMap, exact: true }).click();
      }

      // Every game of the lesson has its stars.
      await waitForPath(page, '/');
      const progress = (await read('/home/my-progress')).body;
      const played = progress.lessons.find((l) => l.id === lesson.id);
      assert.ok(
        played.games.every((g) => g.stars >= 1),
        'every game of the free lesson is complete',
      );
      await screenshot(page, 'free-lesson-map');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
