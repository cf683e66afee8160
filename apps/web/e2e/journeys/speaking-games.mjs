import assert from 'node:assert/strict';
import { correctAnswer, gameTypeFacts } from '@bolajon/contract';
import { fakeSpeechRecognition, noSpeechRecognition } from '../fake-speech.mjs';
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

/**
 * The player of each speaking type: it plays every question by voice to the fake recogniser, one
 * wrong answer and a repeat first.
 */
const players = {
  '1.0': () => import('../games/speech.mjs'),
  1.1: () => import('../games/chest.mjs'),
  1.2: () => import('../games/wheel.mjs'),
  1.3: () => import('../games/speech.mjs'),
  1.4: () => import('../games/speech.mjs'),
  1.5: () => import('../games/spoken-dialogue.mjs'),
};

/**
 * The types played a second time through the answer buttons, on a page without recognition: one
 * of each speaking screen (1.3 and 1.4 play on 1.0's). E2E_FALLBACK=1.2 (or 1.0,1.5) plays fewer;
 * every player takes `via: 'buttons'`.
 */
const FALLBACK_TYPES = (process.env.E2E_FALLBACK?.split(',') ?? ['1.0', '1.1', '1.2', '1.5'])
  .map((t) => t.trim())
  .filter((t) => t in players);

/** The screen of a type (1.3 and 1.4 play on 1.0's). */
const playPath = (type, id) => `/game-type-${gameTypeFacts(type).slug}/${id}`;

/**
 * Plays game `id` from its intro to its outro with `player`, and checks that the server stored
 * what was played and the outro shows the same counts.
 */
async function playToOutro({ page, at, api, game, questions, player, via, screenshot }) {
  const { id } = game;
  await page.goto(at(`/game-stage-1/${id}`));
  await page.getByRole('button', { name: ru.intro.play }).click();
  await videoPlays(page);
  await page.getByRole('button', { name: ru.intro.start }).click();
  await waitForPath(page, playPath(game.type, id));
  await page
    .getByText(
      ru.game.questionCounter.replace('{{n}}', '1').replace('{{total}}', String(questions.length)),
    )
    .waitFor();
  assert.equal(
    await page.getByText(PLACEHOLDER_TEXT).count(),
    0,
    `${game.type} opens its real screen`,
  );

  const { firstTryRight, total } = await player.play({
    page,
    game,
    questions,
    texts: ru,
    via,
    screenshot: (p, name) => screenshot(p, `game-${game.type}-${name}`),
  });
  assert.equal(total, questions.length, `${game.type}: every question was played`);

  // A speaking game ends on the final video (ADR 0008): its achievement card when it has one,
  // back to the video, then finish to the outro.
  await waitForPath(page, `/game-stage-4/${id}`);
  if (game.achievements.length > 0) {
    await page.getByRole('button', { name: ru.finalVideo.viewAchievements }).click();
    await waitForPath(page, `/get-achievement/${id}`);
    await page.getByRole('button', { name: ru.achievement.open }).click();
    await page.getByRole('button', { name: ru.achievement.continue }).click();
    await waitForPath(page, `/game-stage-4/${id}`);
  }
  await page.getByRole('button', { name: ru.finalVideo.finish }).click();
  await waitForPath(page, `/game-outro/${id}`);

  const stored = storedCounts((await api('GET', `/user-questions/my-game-results/${id}`)).body);
  assert.deepEqual(
    stored,
    { correct: firstTryRight, total },
    `${game.type}${via ? ` (${via})` : ''}: the server stored what was played`,
  );
  const label = ru.outro.correctOfTotalLabel
    .replace('{{correct}}', String(stored.correct))
    .replace('{{total}}', String(stored.total));
  await page.getByLabel(label).waitFor();
  await page.getByRole('button', { name: ru.outro.open }).waitFor({ state: 'detached' });
  await screenshot(page, `game-${game.type}-${via === 'buttons' ? 'buttons-' : ''}outro`);
}

/**
 * The no-dead-end pass: a second phone with no speech recognition (Firefox, most webviews) plays
 * each game again through the big spoken buttons (and by typing). Games queue up as the voice
 * pass finishes them and are played one after another while it goes on to the next.
 */
function fallbackPass({ newMobilePage, paidFamily, screenshot }) {
  let phone = null;
  let queue = Promise.resolve();
  let failure = null;
  const played = [];
  async function playAgain({ game, questions }) {
    if (!phone) {
      phone = await newMobilePage();
      await phone.page.addInitScript(noSpeechRecognition);
      await signInWith(phone.page, phone.url, paidFamily);
    }
    await playToOutro({
      page: phone.page,
      at: phone.url,
      api: apiAs(phone.page),
      game,
      questions,
      player: await players[game.type](),
      via: 'buttons',
      screenshot,
    });
    played.push(game.type);
  }
  return {
    /** Plays `game` again through the buttons once the games queued before it are done. */
    add(game) {
      queue = queue.then(async () => {
        if (failure) return;
        try {
          await playAgain(game);
        } catch (error) {
          failure = error;
        }
      });
    },
    /** Waits for the queue; fails with its first error; returns the types it played. */
    async finish() {
      await queue;
      if (failure) throw failure;
      phone?.assertHealthy();
      return played;
    },
    async close() {
      await queue;
      await phone?.close();
    },
  };
}

export const speakingGames = {
  name: 'speaking games: 1.0 to 1.5 play to their outro by voice (a fake recogniser that hears scripted words: one wrong, a repeat), and 1.0, 1.1, 1.2 and 1.5 again through the answer buttons with no recognition; the outro counts equal the stored results',
  needs: ['paidFamily'],
  async run({ newMobilePage, paidFamily, screenshot }) {
    const wanted = (process.env.E2E_GAMES?.split(',') ?? Object.keys(players))
      .map((t) => t.trim())
      .filter((t) => t in players);
    const { page, url: at, assertHealthy, close } = await newMobilePage();
    const fallback = fallbackPass({ newMobilePage, paidFamily, screenshot });
    try {
      await page.addInitScript(fakeSpeechRecognition);
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
        await playToOutro({
          page,
          at,
          api,
          game,
          questions,
          player: await players[game.type](),
          screenshot,
        });
        // No dead end: the same game again on a phone that cannot listen.
        if (FALLBACK_TYPES.includes(game.type)) fallback.add({ game, questions });
      }
      assert.deepEqual([...played].sort(), [...wanted].sort(), 'every wanted type was played');
      assertHealthy();
      const again = await fallback.finish();
      assert.deepEqual(
        again.sort(),
        FALLBACK_TYPES.filter((t) => wanted.includes(t)).sort(),
        'every speaking screen was played again through the buttons',
      );
    } finally {
      await fallback.close();
      await close();
    }
  },
};
