import assert from 'node:assert/strict';
import { correctAnswer } from '@bolajon/contract';
import {
  apiAs,
  fill,
  nextFrame,
  passGate,
  pauseClock,
  runClockUntil,
  signInWith,
  stagePath,
  still,
  texts,
  videoPlays,
  waitForPath,
} from '../support.mjs';

const { ru, uz } = texts;
/** The tab's name of a screen, as the app writes it ("Вход — Bolajon"). */
const titled = (t, screen) => fill(t.app.documentTitle, { screen });
const inGame = (t, number, screen) => fill(t.game.documentTitle, { number, screen });

/** Collects every layout shift the page reports (Layout Instability API), from its start. */
function recordLayoutShifts() {
  globalThis.__layoutShifts = [];
  const keep = (entries) => {
    for (const entry of entries) {
      globalThis.__layoutShifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        startTime: entry.startTime,
      });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // The entries of frames already drawn but not yet handed to the callback.
  globalThis.__takeLayoutShifts = () => keep(observer.takeRecords());
}

/**
 * The shifts since `since` (performance.now()), up to the last frame drawn: all of them, and
 * those without recent input.
 */
async function layoutShiftsSince(page, since) {
  return page.evaluate((from) => {
    globalThis.__takeLayoutShifts();
    const shifts = globalThis.__layoutShifts.filter((s) => s.startTime >= from);
    const sum = (list) => list.reduce((total, s) => total + s.value, 0);
    return { all: sum(shifts), withoutInput: sum(shifts.filter((s) => !s.hadRecentInput)) };
  }, since);
}

async function expectTitle(page, title) {
  await page.waitForFunction((wanted) => globalThis.document.title === wanted, title);
  return title;
}

export const firstRunGame = {
  name: 'first run of a game: the intro does not jump and its video is sharp, the outro keeps its numbers for the open card and its confetti under the results, every screen names its tab (ru, then uz)',
  async run({ newFamily, newMobilePage, screenshot }) {
    const session = await newFamily('Камила');
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await page.addInitScript(recordLayoutShifts);
      const titles = [];

      // Signed out: the sign-in screen names the tab.
      await page.goto(url('/login'));
      titles.push(await expectTitle(page, titled(ru, ru.auth.login.title)));

      await signInWith(page, url, session);
      const me = apiAs(page);
      await page.goto(url('/'));
      titles.push(await expectTitle(page, titled(ru, ru.screens.home)));
      const game = (
        await me('GET', `/games/${(await me('GET', '/home')).body.lessons[0].games[0].id}`)
      ).body;

      // The intro: the hint makes no jump when it goes, and the video is drawn for the screen.
      await page.goto(url(stagePath.intro(game.id)));
      titles.push(
        await expectTitle(page, titled(ru, inGame(ru, game.number, ru.screens.gameStage1))),
      );
      const play = page.getByRole('button', { name: ru.intro.play });
      await play.waitFor();
      await page.waitForFunction(() => {
        const video = globalThis.document.querySelector('video');
        return video !== null && video.readyState >= 1;
      });
      const videoWidth = await page.locator('video').evaluate((video) => video.videoWidth);
      assert.ok(videoWidth >= 720, `the intro video is ${videoWidth} px wide, at least 720`);
      const hint = page.getByText(ru.intro.startHint);
      await hint.waitFor();
      await still(page);
      await screenshot(page, 'first-run-intro');
      const before = await page.evaluate(() => performance.now());
      await play.click();
      await videoPlays(page);
      // The hint goes once the video plays; its going is what could shift the page.
      await hint.waitFor({ state: 'hidden' });
      await still(page);
      await nextFrame(page);
      const shifts = await layoutShiftsSince(page, before);
      console.log(
        `    intro: video ${videoWidth} px wide; layout shift after play ${shifts.all.toFixed(4)} (${shifts.withoutInput.toFixed(4)} without recent input)`,
      );
      // Counted with the shifts right after the tap too: the API leaves those out of its score.
      assert.ok(shifts.all < 0.01, `the intro jumped by ${shifts.all} when the hint went`);
      assert.ok(shifts.withoutInput < 0.01, `the intro jumped by ${shifts.withoutInput}`);
      await screenshot(page, 'first-run-intro-playing');

      // The round, as a child who knows every answer plays it: 100 %, worth the confetti.
      const questions = (await me('GET', `/questions/by-game/${game.id}`)).body;
      for (const question of questions) {
        const answer = await me('POST', '/user-questions', {
          questionId: question.id,
          answer: correctAnswer(game.type, question),
        });
        assert.equal(answer.status, 200);
      }
      const stored = (await me('GET', `/user-questions/my-game-results/${game.id}`)).body;
      assert.equal(stored.length, questions.length, 'every answer is stored, right the first time');

      // The outro: its numbers come with the card's face, not before. The card also opens by
      // itself after OUTRO_FLIP_MS (2.5 s), and the confetti flies for 3 s once it is open: the
      // page's clock stands still from here and moves only as the journey runs it, so a slow
      // machine can neither open the card under the checks nor land the confetti before the
      // results are looked at.
      await pauseClock(page);
      await page.goto(url(stagePath.outro(game.id)));
      const card = page.getByRole('button', { name: ru.outro.open });
      // Run only as far as drawing the card needs: its own 2.5 s have barely begun.
      await runClockUntil(page, card);
      const percent = fill(ru.outro.percent, { percent: 100 });
      const count = fill(ru.outro.correctOfTotal, {
        correct: questions.length,
        total: questions.length,
      });
      const facts = page.locator('.outro__facts dd');
      assert.ok((await facts.count()) >= 2, 'the score and the percentage are on the page');
      for (const fact of await facts.all()) {
        assert.equal(await fact.isVisible(), false, 'no number under the closed card');
      }
      assert.equal(await page.getByText(count, { exact: true }).isVisible(), false);
      const readable = await page.evaluate(() => globalThis.document.body.innerText);
      assert.ok(!readable.includes(percent), `"${percent}" cannot be read before the card opens`);
      assert.ok(!readable.includes(count), `"${count}" cannot be read before the card opens`);
      assert.equal(
        await page.getByRole('region', { name: ru.outro.completed }).count(),
        0,
        'the results are not in the accessibility tree yet',
      );
      assert.equal(await page.getByRole('button', { name: ru.outro.results }).isDisabled(), true);
      await screenshot(page, 'first-run-outro-closed');

      await card.click();
      const completed = page.getByRole('region', { name: ru.outro.completed });
      await completed.waitFor();
      await completed.getByText(percent, { exact: true }).waitFor();
      for (const fact of await facts.all()) assert.equal(await fact.isVisible(), true);
      await page.getByText(count, { exact: true }).waitFor();
      // 0.9 s of the celebration, on the page's clock: the confetti is in the air.
      await page.clock.runFor(900);
      await still(page);
      await screenshot(page, 'first-run-outro-open');

      // The results over the confetti that is still flying: nothing covers their numbers.
      await page.getByRole('button', { name: ru.outro.results }).click();
      const dialog = page.getByRole('dialog', { name: ru.outro.resultsTitle });
      await dialog.waitFor();
      await still(page);
      const cover = await page.evaluate(() => {
        const doc = globalThis.document;
        const canvases = [...doc.querySelectorAll('body > canvas')];
        const numbers = [...doc.querySelectorAll('[role="dialog"] dd')];
        // The canvas lets taps through (pointer-events: none): to ask what is drawn on top at a
        // point, it takes part in hit testing for this one question.
        for (const canvas of canvases) canvas.style.pointerEvents = 'auto';
        const hits = numbers.map((dd) => {
          const box = dd.getBoundingClientRect();
          const hit = doc.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return { text: dd.textContent, onTop: hit === dd || dd.contains(hit), hit: hit?.tagName };
        });
        for (const canvas of canvases) canvas.style.pointerEvents = 'none';
        return { canvases: canvases.length, hits };
      });
      assert.equal(cover.canvases, 1, 'the confetti is flying while the results are open');
      assert.equal(cover.hits.length, 3);
      for (const { text, onTop, hit } of cover.hits) {
        assert.ok(onTop, `the results' "${text}" is on top, not under ${hit}`);
      }
      await screenshot(page, 'first-run-results-confetti');
      await dialog.getByRole('button', { name: ru.common.close }).click();
      // The outro names its tab (the game's number comes with its data): then time goes on.
      const outroTitle = titled(ru, inGame(ru, game.number, ru.screens.gameOutro));
      await runClockUntil(page, async () => (await page.title()) === outroTitle);
      titles.push(outroTitle);
      await page.clock.resume();

      // The other screens, each its own name.
      await page.goto(url('/dictionary'));
      titles.push(await expectTitle(page, titled(ru, ru.screens.dictionary)));
      await page.goto(url('/profile'));
      titles.push(await expectTitle(page, titled(ru, ru.screens.profile)));
      await page.goto(url('/achievements'));
      titles.push(await expectTitle(page, titled(ru, ru.screens.achievements)));
      assert.equal(new Set(titles).size, titles.length, `one name a screen: ${titles.join(' | ')}`);
      for (const title of titles) assert.match(title, /[а-яё]/i, `"${title}" is in Russian`);

      // In Uzbek: the tab follows at once, and on the next screen.
      await page.goto(url('/profile?view=settings'));
      await expectTitle(page, titled(ru, ru.settings.title));
      await passGate(page);
      await page.getByRole('button', { name: uz.language.uz.name }).click();
      await expectTitle(page, titled(uz, uz.settings.title));
      await page.getByRole('link', { name: uz.nav.home }).click();
      await waitForPath(page, '/');
      const uzbek = await expectTitle(page, titled(uz, uz.screens.home));
      assert.doesNotMatch(uzbek, /[а-яё]/i, `"${uzbek}" is in Uzbek`);
      assertHealthy();
    } finally {
      await close();
    }
  },
};
