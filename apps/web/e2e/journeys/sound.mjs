import assert from 'node:assert/strict';
import { listenToSound } from '../sound.mjs';
import {
  apiAs,
  fill,
  questionCounter,
  signInWith,
  stagePath,
  startGame,
  still,
  texts,
} from '../support.mjs';

const ru = texts.ru;
const listen = (text) => fill(ru.speaker.listen, { text });

/** The questions as a content pack without recordings would give them. */
async function withoutRecordings(page) {
  await page.route('**/api/questions/by-game/*', async (route) => {
    const response = await route.fetch();
    const questions = (await response.json()).map((q) => ({
      ...q,
      audioUrl: null,
      questionVariants: q.questionVariants.map((v) => ({
        ...v,
        audioUrl: null,
        questionPersonages: v.questionPersonages.map((p) => ({ ...p, audioUrl: null })),
      })),
    }));
    await route.fulfill({ response, json: questions });
  });
}

/** The server has no speech engine from now on. */
async function withoutEngine(page) {
  await page.route('**/api/audio', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Speech synthesis is not available',
        code: 'TTS_UNAVAILABLE',
      }),
    }),
  );
}

/** Every speaker on screen is a target of at least 48 × 48 px; returns how many there are. */
async function assertSpeakerSizes(page) {
  const speakers = page.getByRole('button', { name: new RegExp(`^${listen('')}`) });
  const count = await speakers.count();
  for (let i = 0; i < count; i += 1) {
    const box = await speakers.nth(i).boundingBox();
    assert.ok(box && box.width >= 48 && box.height >= 48, `speaker ${i} is ${JSON.stringify(box)}`);
  }
  return count;
}

export const sound = {
  name: 'sound: the free lesson’s first game reads each question as it appears (its recording, else POST /api/audio without the bearer header, else the browser’s voice), its speakers play without picking, the verdict sounds and buzzes, and muted means silent',
  async run({ newMobilePage, newFamily, screenshot }) {
    const session = await newFamily('Зарина');
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      const heard = await listenToSound(page, { beforeLoad: true });
      await signInWith(page, url, session);
      const me = apiAs(page);
      const get = async (pathname) => (await me('GET', pathname)).body;
      const game = await get(`/games/${(await get('/home')).lessons[0].games[0].id}`);
      const questions = await get(`/questions/by-game/${game.id}`);
      const total = questions.length;
      const variants = page.getByRole('group', { name: ru.choice.variants });
      const button = (name) => page.getByRole('button', { name, exact: true });
      /** The question on screen, as the api gives it. */
      async function onScreen(n) {
        await questionCounter(page, n, total).waitFor();
        const text = await page.getByRole('heading', { level: 2 }).first().textContent();
        const question = questions.find((q) => q.text === text);
        assert.ok(question, `the question on screen (${text}) is one of the game's`);
        return question;
      }
      const sinceNow = async () => ({ after: await heard.count() });
      async function answerRight(question) {
        const right = question.questionVariants.find((v) => v.isCorrect);
        await variants.getByRole('button', { name: right.answer, exact: true }).click();
        await button(ru.game.check).click();
        await page.getByRole('heading', { name: ru.game.correct }).waitFor();
      }
      async function buzzesAfter(after) {
        await page.waitForFunction(
          (from) => globalThis.__sounds.slice(from).some((s) => s.kind === 'vibrate'),
          after,
        );
        return (await heard.sounds()).slice(after);
      }

      // 1. The demo pack as it is: the intro's taps, then the first question, heard as it appears
      // from its recording where the pack has one.
      await page.goto(url(stagePath.intro(game.id)));
      await startGame(page, game, total);
      const first = await onScreen(1);
      const read = await heard.waitForHeard(first.text, { audioUrl: first.audioUrl });
      if (first.audioUrl) {
        assert.equal(read.kind, 'audio');
        assert.equal(read.src, new URL(first.audioUrl, page.url()).href, 'its recording plays');
        assert.ok(!heard.requests.some((r) => r.speechText === first.text), 'nothing synthesised');
      }
      assert.equal(
        await assertSpeakerSizes(page),
        1 + first.questionVariants.length,
        'a speaker for the question and one for each answer',
      );
      const wrong = first.questionVariants.find((v) => !v.isCorrect);
      let since = await sinceNow();
      await button(listen(wrong.answer)).click();
      await heard.waitForHeard(wrong.answer, { ...since, audioUrl: wrong.audioUrl });
      assert.equal(
        await variants
          .getByRole('button', { name: wrong.answer, exact: true })
          .getAttribute('aria-pressed'),
        'false',
        'hearing an answer picks nothing',
      );
      await still(page);
      await screenshot(page, 'sound-question');

      // 2. A pack without recordings: the server synthesises, asked without the bearer header.
      // After the reload the page sounds by itself only if the browser still counts the taps
      // before it (Chromium does, for the same site); else a tap on the speaker plays it.
      await withoutRecordings(page);
      await page.reload();
      await onScreen(1);
      const active = await page.evaluate(() => globalThis.navigator.userActivation?.hasBeenActive);
      if (!active) {
        // A sound begins at once as the question appears (its speaker shows it): none began.
        assert.equal(await button(listen(first.text)).getAttribute('data-status'), 'idle');
        assert.deepEqual(await heard.sounds(), [], 'nothing by itself before a tap');
        await button(listen(first.text)).click();
      }
      const synthesised = await heard.waitForHeard(first.text);
      const request = heard.requests.find((r) => r.speechText === first.text);
      assert.ok(request, 'the question was asked of POST /api/audio');
      assert.equal(request.authorization, null, 'POST /api/audio goes without the bearer header');
      assert.equal(synthesised.kind, request.status === 200 ? 'audio' : 'speech');
      // Its speaker replays it, and the text is not asked for again.
      since = await sinceNow();
      await button(listen(first.text)).click();
      await heard.waitForHeard(first.text, since);
      assert.equal(heard.requests.filter((r) => r.speechText === first.text).length, 1);

      // A wrong answer: falling tones, a double buzz, a speaker on the right answer.
      since = await sinceNow();
      await variants.getByRole('button', { name: wrong.answer, exact: true }).click();
      await button(ru.game.check).click();
      const panel = page.getByRole('region', { name: ru.game.incorrect });
      const right = first.questionVariants.find((v) => v.isCorrect);
      await panel.getByRole('button', { name: listen(right.answer), exact: true }).waitFor();
      let verdict = await buzzesAfter(since.after);
      assert.deepEqual(
        verdict.filter((s) => s.kind === 'vibrate').map((s) => s.pattern),
        [[70, 60, 70]],
      );
      const tones = verdict.filter((s) => s.kind === 'tone').map((s) => s.frequency);
      assert.ok(tones.length >= 2, `the wrong answer's tones: ${tones}`);
      assert.deepEqual(
        tones,
        [...tones].sort((a, b) => b - a),
        'falling tones when wrong',
      );
      await still(page);
      await screenshot(page, 'sound-verdict');
      await panel.getByRole('button', { name: ru.game.repeat }).click();
      await panel.waitFor({ state: 'detached' });

      // A right one: a rising tune and one short buzz; then the next question is read by itself.
      since = await sinceNow();
      await answerRight(first);
      verdict = await buzzesAfter(since.after);
      assert.deepEqual(
        verdict.filter((s) => s.kind === 'vibrate').map((s) => s.pattern),
        [40],
      );
      const rising = verdict.filter((s) => s.kind === 'tone').map((s) => s.frequency);
      assert.deepEqual(
        rising,
        [...rising].sort((a, b) => a - b),
        'rising tones when right',
      );
      since = await sinceNow();
      await button(ru.game.continue).click();
      const second = await onScreen(2);
      const next = await heard.waitForHeard(second.text, since);
      const secondRequest = heard.requests.find((r) => r.speechText === second.text);
      assert.ok(secondRequest, 'the next question was asked of POST /api/audio by itself');
      assert.equal(next.kind, secondRequest.status === 200 ? 'audio' : 'speech');

      // 3. No engine on the server (503): the browser's Russian voice says the question.
      await withoutEngine(page);
      await answerRight(second);
      since = await sinceNow();
      await button(ru.game.continue).click();
      const third = await onScreen(3);
      const spoken = await heard.waitForHeard(third.text, since);
      assert.equal(spoken.kind, 'speech', 'with no engine, the browser’s voice');
      assert.match(spoken.lang, /^ru/);

      // 4. Sounds off (the device setting): nothing is read, and the speakers say they are muted.
      await page.evaluate(() => globalThis.localStorage.setItem('soundEnabled', 'false'));
      await answerRight(third);
      await button(ru.game.continue).click();
      await onScreen(4);
      since = await sinceNow();
      // A sound begins at once, as the question appears or on a tap (its speaker shows it
      // loading): muted, the speaker says so, and stays so after a tap.
      const speaker = page.getByRole('button', { name: new RegExp(`^${listen('')}`) }).first();
      await speaker.and(page.locator('[data-status="muted"]')).waitFor();
      await speaker.click();
      assert.equal(await speaker.getAttribute('data-status'), 'muted');
      assert.deepEqual((await heard.sounds()).slice(since.after), [], 'silence with sounds off');
      await still(page);
      await screenshot(page, 'sound-muted');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
