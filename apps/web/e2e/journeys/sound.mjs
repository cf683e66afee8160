import assert from 'node:assert/strict';
import { listenToSound } from '../sound.mjs';
import { randomPhone, texts, waitForPath } from '../support.mjs';

const ru = texts.ru;
const listen = (text) => ru.speaker.listen.replace('{{text}}', text);
const counter = (n, total) =>
  ru.game.questionCounter.replace('{{n}}', String(n)).replace('{{total}}', String(total));

/** GET /api/… as the signed-in user of the page. */
function apiAs(page) {
  return (pathname) =>
    page.evaluate(async (path) => {
      const token = globalThis.localStorage.getItem('accessToken');
      const response = await fetch(`/api${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return response.json();
    }, pathname);
}

/** Every speaker on screen is a target of at least 48 × 48 px. */
async function assertSpeakerSizes(page) {
  const speakers = page.getByRole('button', { name: new RegExp(`^${listen('')}`) });
  const count = await speakers.count();
  assert.ok(count > 0, 'speakers on screen');
  for (let i = 0; i < count; i += 1) {
    const box = await speakers.nth(i).boundingBox();
    assert.ok(box && box.width >= 48 && box.height >= 48, `speaker ${i} is ${JSON.stringify(box)}`);
  }
  return count;
}

export const sound = {
  name: 'sound: the free lesson’s first question is read aloud as it appears (synthesised, no bearer header), its speakers play without picking, the verdict sounds and buzzes, the browser’s voice stands in when the server has no engine, and muted means silent',
  async run({ newMobilePage, api, codeFor, screenshot }) {
    const phone = randomPhone();
    await api('POST', '/user-auth/register', { phone, name: 'Зарина' });
    const session = await api('POST', '/user-auth/verify-code', {
      phone,
      code: await codeFor(phone),
    });
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      const heard = await listenToSound(page, { beforeLoad: true });
      const DEBUG = [];
      page.on('console', (m) => DEBUG.push(`${m.type()}: ${m.text()}`));
      page.on('request', (r) => { if (r.url().includes('audio') || r.url().includes('/media/')) DEBUG.push(`req ${r.method()} ${r.url()}`); });
      await page.goto(url('/login'));
      await page.evaluate(({ accessToken, refreshToken, user }) => {
        globalThis.localStorage.setItem('accessToken', accessToken);
        globalThis.localStorage.setItem('refreshToken', refreshToken);
        globalThis.localStorage.setItem('user', JSON.stringify(user));
      }, session);
      const get = apiAs(page);
      const home = await get('/home');
      const gameId = home.lessons[0].games[0].id;
      const questions = (await get(`/questions/by-game/${gameId}`)).sort(
        (a, b) => a.order - b.order || a.id - b.id,
      );
      const total = questions.length;

      // The intro's two taps, then the first question: heard as it appears.
      await page.goto(url(`/game-stage-1/${gameId}`));
      await page.getByRole('button', { name: ru.intro.play }).click();
      await page.waitForFunction(() => {
        const video = globalThis.document.querySelector('video');
        return video !== null && video.currentTime > 0;
      });
      await page.getByRole('button', { name: ru.intro.start }).click();
      await waitForPath(page, `/game-type-2-0/${gameId}`);
      await page.getByText(counter(1, total), { exact: true }).waitFor();
      const shown = await page.getByRole('heading', { level: 2 }).first().textContent();
      const question = questions.find((q) => q.text === shown);
      assert.ok(question, `the question on screen (${shown}) is one of the game's`);
      const said = await heard.waitForHeard(question.text, { audioUrl: question.audioUrl }).catch(async (e) => {
        const state = await page.evaluate(() => ({ plays: globalThis.__plays, el: globalThis.__lastAudio && { src: globalThis.__lastAudio.src, rs: globalThis.__lastAudio.readyState, ns: globalThis.__lastAudio.networkState, err: globalThis.__lastAudio.error?.code, paused: globalThis.__lastAudio.paused, t: globalThis.__lastAudio.currentTime }, ua: navigator.userActivation?.hasBeenActive, sounds: globalThis.__sounds, wrapped: String(HTMLMediaElement.prototype.play).slice(0, 60) }));
        throw new Error(`${e.message}\nDEBUG ${JSON.stringify(state)}\n${DEBUG.join('\n')}\nQ ${JSON.stringify(question)}`);
      });
      const asked = heard.requests.find((r) => r.speechText === question.text);
      if (!question.audioUrl) {
        assert.ok(asked, 'the question was asked of POST /api/audio');
        assert.equal(asked.authorization, null, 'POST /api/audio goes without the bearer header');
        // With an engine the server's audio plays; without one, the browser's voice says it.
        assert.equal(said.kind, asked.status === 200 ? 'audio' : 'speech');
      }
      const speakers = await assertSpeakerSizes(page);
      assert.equal(speakers, 1 + question.questionVariants.length, 'the question and each answer');
      await page.evaluate(() =>
        Promise.all(globalThis.document.getAnimations().map((a) => a.finished.catch(() => {}))),
      );
      await screenshot(page, 'sound-question');

      // An answer's speaker says it and picks nothing.
      const variants = page.getByRole('group', { name: ru.choice.variants });
      const wrong = question.questionVariants.find((v) => !v.isCorrect);
      const right = question.questionVariants.find((v) => v.isCorrect);
      let before = await heard.count();
      await variants.getByRole('button', { name: listen(wrong.answer), exact: true }).click();
      await heard.waitForHeard(wrong.answer, { after: before, audioUrl: wrong.audioUrl });
      const wrongButton = variants.getByRole('button', { name: wrong.answer, exact: true });
      assert.equal(await wrongButton.getAttribute('aria-pressed'), 'false', 'hearing is no pick');
      assert.equal(await page.getByRole('button', { name: ru.game.check }).isDisabled(), true);

      // A wrong answer: the falling tones and a double buzz; the right answer has a speaker.
      before = await heard.count();
      await wrongButton.click();
      await page.getByRole('button', { name: ru.game.check }).click();
      const panel = page.getByRole('region', { name: ru.game.incorrect });
      await panel.getByRole('button', { name: listen(right.answer), exact: true }).waitFor();
      await page.waitForFunction(
        (after) => globalThis.__sounds.slice(after).some((s) => s.kind === 'vibrate'),
        before,
      );
      const verdict = (await heard.sounds()).slice(before);
      assert.deepEqual(
        verdict.filter((s) => s.kind === 'vibrate').map((s) => s.pattern),
        [[70, 60, 70]],
      );
      const tones = verdict.filter((s) => s.kind === 'tone').map((s) => s.frequency);
      assert.ok(tones.length >= 2, `the wrong answer's tones: ${tones}`);
      assert.deepEqual(
        tones,
        [...tones].sort((a, b) => b - a),
        'falling tones for a wrong answer',
      );
      await page.waitForTimeout(350);
      await screenshot(page, 'sound-verdict');
      await panel.getByRole('button', { name: ru.game.repeat }).click();
      await panel.waitFor({ state: 'detached' });

      // From here the server has no engine: the browser's voice says the next question.
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
      await variants.getByRole('button', { name: right.answer, exact: true }).click();
      before = await heard.count();
      await page.getByRole('button', { name: ru.game.check }).click();
      await page.getByRole('heading', { name: ru.game.correct }).waitFor();
      await page.waitForFunction(
        (after) => globalThis.__sounds.slice(after).some((s) => s.kind === 'vibrate'),
        before,
      );
      assert.deepEqual(
        (await heard.sounds())
          .slice(before)
          .filter((s) => s.kind === 'vibrate')
          .map((s) => s.pattern),
        [40],
      );
      before = await heard.count();
      await page.getByRole('button', { name: ru.game.continue }).click();
      await page.getByText(counter(2, total), { exact: true }).waitFor();
      const secondText = await page.getByRole('heading', { level: 2 }).first().textContent();
      const second = questions.find((q) => q.text === secondText);
      assert.ok(second, `the second question (${secondText}) is one of the game's`);
      if (!second.audioUrl) {
        const spoken = await heard.waitForHeard(second.text, { after: before });
        assert.equal(spoken.kind, 'speech', 'with no engine, the browser’s voice');
        assert.match(spoken.lang, /^ru/);
      }

      // Sounds off (the device setting): nothing is read, and the speakers say they are muted.
      await page.evaluate(() => globalThis.localStorage.setItem('soundEnabled', 'false'));
      const secondRight = second.questionVariants.find((v) => v.isCorrect);
      await variants.getByRole('button', { name: secondRight.answer, exact: true }).click();
      await page.getByRole('button', { name: ru.game.check }).click();
      await page.getByRole('button', { name: ru.game.continue }).click();
      await page.getByText(counter(3, total), { exact: true }).waitFor();
      before = await heard.count();
      await page.waitForTimeout(1_000);
      const muted = (await heard.sounds()).slice(before);
      assert.deepEqual(
        muted.filter((s) => s.kind !== 'vibrate'),
        [],
        'nothing is heard with sounds off',
      );
      const aSpeaker = page.getByRole('button', { name: new RegExp(`^${listen('')}`) }).first();
      assert.equal(await aSpeaker.getAttribute('data-status'), 'muted');
      await aSpeaker.click();
      await page.waitForTimeout(300);
      assert.equal(await heard.count(), before, 'a muted speaker stays silent');
      await screenshot(page, 'sound-muted');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
