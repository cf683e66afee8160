import assert from 'node:assert/strict';
import { fakeRecogniserPhone, noSpeechRecognition, speechMode } from '../fake-speech.mjs';
import { apiAs, playCourseTypes, playToOutro, signInWith, stagePath } from '../support.mjs';

/** The speaking types: each played by voice to the fake recogniser. */
const SPEAKING_TYPES = ['1.0', '1.1', '1.2', '1.3', '1.4', '1.5'];

/**
 * The types played a second time on the listening choice, as a family whose phone cannot listen:
 * one of each speaking screen (1.3 and 1.4 play on 1.0's). E2E_FALLBACK=1.2 (or 1.0,1.5) plays
 * fewer; every player takes `via: 'buttons'` and the phone's `microphone`.
 */
const FALLBACK_TYPES = (process.env.E2E_FALLBACK?.split(',') ?? ['1.0', '1.1', '1.2', '1.5'])
  .map((t) => t.trim())
  .filter((t) => SPEAKING_TYPES.includes(t));

/**
 * Plays `game` to its outro on `page` (see playToOutro): by voice, or on the listening choice
 * (`via: 'buttons'`) of a phone whose `microphone` is refused or missing.
 */
async function playSpeaking({ page, at, api, game, questions, via, microphone, screenshot }) {
  await playToOutro({
    page,
    api,
    game,
    questions,
    // The phone's microphone, from the intro on: refused (no microphone in the family), or no
    // recognition at all (Firefox). The game reads it when its screen opens.
    open: async () => {
      await page.goto(at(stagePath.intro(game.id)));
      if (microphone === 'refused') await speechMode(page, 'deny');
      if (microphone === 'none') await page.evaluate(noSpeechRecognition);
    },
    screenshot,
    prefix: `game-${game.type}-`,
    via,
    microphone,
  });
  // A speaking game ends on the final video (ADR 0008), then the outro.
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
      await fakeRecogniserPhone(phone.page);
      await signInWith(phone.page, phone.url, paidFamily);
    }
    const microphone = played.length % 2 === 0 ? 'refused' : 'none';
    // A refusal is kept on the device (ADR 0027): forgotten here so this game shows it afresh.
    if (microphone === 'refused')
      await phone.page.evaluate(() => localStorage.removeItem('microphoneRefused'));
    await playSpeaking({
      page: phone.page,
      at: phone.url,
      api: apiAs(phone.page),
      game,
      questions,
      via: 'buttons',
      microphone,
      screenshot,
    });
    if (microphone === 'refused') {
      const kept = await phone.page.evaluate(() => localStorage.getItem('microphoneRefused'));
      if (kept !== 'denied') throw new Error('the refused microphone is not kept on the device');
    }
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
    const wanted = (process.env.E2E_GAMES?.split(',') ?? SPEAKING_TYPES)
      .map((t) => t.trim())
      .filter((t) => SPEAKING_TYPES.includes(t));
    const { page, url: at, assertHealthy, close } = await newMobilePage();
    const fallback = fallbackPass({ newMobilePage, paidFamily, screenshot });
    try {
      await fakeRecogniserPhone(page);
      await signInWith(page, at, paidFamily);
      const api = apiAs(page);
      await playCourseTypes(api, wanted, async ({ game, questions }) => {
        await playSpeaking({
          page,
          at,
          api,
          game,
          questions,
          via: 'voice',
          microphone: 'works',
          screenshot,
        });
        // No dead end: the same game again on a phone that cannot listen.
        if (FALLBACK_TYPES.includes(game.type)) fallback.add({ game, questions });
      });
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
