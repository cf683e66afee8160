import assert from 'node:assert/strict';
import { correctAnswer, gameTypeFacts } from '@bolajon/contract';
import { fakeSpeechRecognition, noSpeechRecognition, speechMode } from '../fake-speech.mjs';
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
 * The types played a second time on the listening choice, as a family whose phone cannot listen:
 * one of each speaking screen (1.3 and 1.4 play on 1.0's). E2E_FALLBACK=1.2 (or 1.0,1.5) plays
 * fewer; every player takes `via: 'buttons'` and the phone's `microphone`.
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
async function playToOutro({
  page,
  at,
  api,
  game,
  questions,
  player,
  via,
  microphone = 'works',
  screenshot,
}) {
  const { id } = game;
  await page.goto(at(`/game-stage-1/${id}`));
  // The phone's microphone, from this page on: refused (no microphone in the family), or no
  // recognition at all (Firefox). The game reads it when its screen opens.
  if (microphone === 'refused') await speechMode(page, 'deny');
  if (microphone === 'none') await page.evaluate(noSpeechRecognition);
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
    microphone,
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
 * The no-dead-end pass: a second phone plays each game again on the listening choice (the big
 * spoken buttons, and typing): in turn a family without a microphone (refused at the first tap:
 * no microphone again after it) and a browser without speech recognition (Firefox, most
 * webviews). Games queue up as the voice pass finishes them and are played one after another
 * while it goes on to the next.
 */
function fallbackPass({ newMobilePage, paidFamily, screenshot }) {
  let phone = null;
  let queue = Promise.resolve();
  let failure = null;
  const played = [];
  async function playAgain({ game, questions }) {
    if (!phone) {
      phone = await newMobilePage();
      await phone.page.addInitScript(fakeSpeechRecognition);
      await signInWith(phone.page, phone.url, paidFamily);
    }
    const microphone = played.length % 2 === 0 ? 'refused' : 'none';
    await playToOutro({
      page: phone.page,
      at: phone.url,
      api: apiAs(phone.page),
      game,
      questions,
      player: await players[game.type](),
      via: 'buttons',
      microphone,
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
  name: 'speaking games: 1.0 to 1.5 play to their outro by voice (a fake recogniser that hears scripted words: one wrong, a repeat), and 1.0, 1.1, 1.2 and 1.5 again on the listening choice (the microphone refused, and no recognition, in turn); the outro counts equal the stored results',
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
