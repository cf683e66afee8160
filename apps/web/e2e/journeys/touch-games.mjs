import assert from 'node:assert/strict';
import { correctAnswer } from '@bolajon/contract';
import {
  apiAs,
  signInWith,
  storedCounts,
  texts,
  videoPlays,
  waitForPath,
  PLACEHOLDER_TEXT,
} from '../support.mjs';

const ru = texts.ru;

/** The player of each touch type: it plays every question, one wrong answer and a repeat first. */
const players = {
  2.2: () => import('../games/colour-choice.mjs'),
  2.3: () => import('../games/listening-choice.mjs'),
  2.4: () => import('../games/dialogue-reply.mjs'),
  '3.0': () => import('../games/colour-matching.mjs'),
  3.1: () => import('../games/dialogue-ordering.mjs'),
  3.2: () => import('../games/dialogue-ordering.mjs'),
  '4.0': () => import('../games/memory.mjs'),
  '5.0': () => import('../games/pairs.mjs'),
};

const playPath = (type, id) => `/game-type-${type.replace('.', '-')}/${id}`;

export const touchGames = {
  name: 'touch games: each of the eight touch types plays to its end in a paid family’s course, with one wrong answer and a repeat, and the outro counts equal the stored results',
  needs: ['paidFamily'],
  async run({ newMobilePage, paidFamily, screenshot }) {
    const wanted = (process.env.E2E_GAMES?.split(',') ?? Object.keys(players)).map((t) => t.trim());
    const { page, url: at, assertHealthy, close } = await newMobilePage();
    try {
      // Signed in as the family that bought the course (the tokens of its sign-up).
      await signInWith(page, at, paidFamily);
      const api = apiAs(page);

      const home = await api('GET', '/home');
      assert.equal(home.status, 200);
      const gameIds = home.body.lessons.flatMap((lesson) => lesson.games.map((g) => g.id));
      const played = new Set();

      for (const id of gameIds) {
        if (played.size === wanted.length) break;
        const game = (await api('GET', `/games/${id}`)).body;
        const questions = (await api('GET', `/questions/by-game/${id}`)).body.sort(
          (a, b) => a.order - b.order || a.id - b.id,
        );
        if (!wanted.includes(game.type) || played.has(game.type)) {
          // Games before the next one to play are completed as a child who knows them would.
          for (const question of questions) {
            const answer = await api('POST', '/user-questions', {
              questionId: question.id,
              answer: correctAnswer(game.type, question),
            });
            assert.equal(answer.status, 200, `game ${id} (${game.type}) takes its answers`);
          }
          continue;
        }
        played.add(game.type);

        // The intro, as the map opens it.
        await page.goto(at(`/game-stage-1/${id}`));
        await page.getByRole('button', { name: ru.intro.play }).click();
        await videoPlays(page);
        await page.getByRole('button', { name: ru.intro.start }).click();
        await waitForPath(page, playPath(game.type, id));
        await page
          .getByText(
            ru.game.questionCounter
              .replace('{{n}}', '1')
              .replace('{{total}}', String(questions.length)),
          )
          .waitFor();
        assert.equal(
          await page.getByText(PLACEHOLDER_TEXT).count(),
          0,
          `${game.type} opens its real screen`,
        );

        const { firstTryRight, total } = await (
          await players[game.type]()
        ).play({
          page,
          game,
          questions,
          texts: ru,
          screenshot: (p, name) => screenshot(p, `game-${game.type}-${name}`),
        });
        assert.equal(total, questions.length, `${game.type}: every question was played`);

        // The end of a touch game: the achievement card when there is one, then the outro.
        if (game.achievements.length > 0) {
          await waitForPath(page, `/get-achievement/${id}`);
          await page.getByRole('button', { name: ru.achievement.open }).click();
          await page.getByRole('button', { name: ru.achievement.continue }).click();
          await waitForPath(page, `/game-stage-4/${id}`);
          await page.getByRole('button', { name: ru.finalVideo.finish }).click();
        }
        await waitForPath(page, `/game-outro/${id}`);

        const stored = storedCounts(
          (await api('GET', `/user-questions/my-game-results/${id}`)).body,
        );
        assert.deepEqual(
          stored,
          { correct: firstTryRight, total },
          `${game.type}: the server stored what was played`,
        );
        const label = ru.outro.correctOfTotalLabel
          .replace('{{correct}}', String(stored.correct))
          .replace('{{total}}', String(stored.total));
        await page.getByLabel(label).waitFor();
        await page.getByRole('button', { name: ru.outro.open }).waitFor({ state: 'detached' });
        await screenshot(page, `game-${game.type}-outro`);
      }
      assert.deepEqual([...played].sort(), [...wanted].sort(), 'every wanted type was played');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
