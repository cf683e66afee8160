import assert from 'node:assert/strict';
import { correctAnswer } from '@bolajon/contract';
import { contrastOf, lowContrastTexts } from '../contrast.mjs';
import {
  apiAs,
  codeBoxValues,
  digitLabel,
  fill,
  focusedLabel,
  gameLabel,
  nextFrame,
  passGate,
  randomPhone,
  registerOnScreen,
  stagePath,
  startGame,
  still,
  texts,
  waitForPath,
} from '../support.mjs';

const { ru, uz } = texts;
const lessonLabel = (n) => fill(ru.home.lessonLabel, { n });

/** Every digit moved by `by`, so the code is surely wrong. */
const shifted = (code, by) => [...code].map((digit) => String((Number(digit) + by) % 10)).join('');

/** The code the next POST /user-auth/verify-code sends, once its answer is in. */
async function nextVerifiedCode(page, act) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/user-auth/verify-code') &&
      response.request().method() === 'POST',
  );
  await act();
  return JSON.parse((await answered).request().postData()).code;
}

/** Fails with the texts under WCAG AA contrast, each with its colours. */
function assertReadable(found, where) {
  assert.deepEqual(
    found.map((entry) => `${entry.text}: ${entry.ratio}:1 (${entry.color} on ${entry.background})`),
    [],
    `texts under 4.5:1 (3:1 large) on ${where}`,
  );
}

/**
 * Boxes, in the page, of the "Играть!" bubble and of every "ИГРА n" and "СЛОВА" label: found by their text,
 * as a child reads them, in the language `t`.
 */
function bubbleAndLabels(page, t) {
  return page.evaluate(
    ({ play, labelPattern }) => {
      const pattern = new RegExp(labelPattern);
      const leaves = [...globalThis.document.querySelectorAll('main span')].filter(
        (element) => element.children.length === 0,
      );
      const box = (element) => {
        const { left, top, right, bottom } = element.getBoundingClientRect();
        return { left, top, right, bottom };
      };
      const bubble = leaves.find((element) => element.textContent === play);
      return {
        bubble: bubble ? box(bubble) : null,
        labels: leaves
          .filter((element) => pattern.test(element.textContent ?? ''))
          .map((element) => ({ text: element.textContent, ...box(element) })),
      };
    },
    // The games' labels and the lesson's words' label (ADR 0038).
    { play: t.home.play, labelPattern: `^(${gameLabel('\\d+', t)}|${t.home.introLabel})$` },
  );
}

const overlap = (a, b) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Moves the page's endless animations (the bubble's bob, the next game's pulse) together to
 * `step` sixteenths of the longest one's period past where they were, paused there; `step` null
 * puts them back and lets them play. Their own clocks, not the machine's: every place the bubble
 * passes is looked at, however slow the machine.
 */
function stepEndlessAnimations(page, step) {
  return page.evaluate((at) => {
    const endless = globalThis.document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime === Infinity);
    const period = Math.max(...endless.map((a) => Number(a.effect.getComputedTiming().duration)));
    for (const animation of endless) {
      animation.__from ??= Number(animation.currentTime);
      if (at === null) {
        animation.currentTime = animation.__from;
        delete animation.__from;
        animation.play();
      } else {
        animation.pause();
        animation.currentTime = animation.__from + (period * at) / 16;
      }
    }
  }, step);
}

/** Over one bob of the bubble, the labels its box touches at any moment; none is the answer. */
async function labelsUnderBubble(page, t = ru) {
  const touched = new Set();
  for (let step = 0; step < 16; step += 1) {
    await stepEndlessAnimations(page, step);
    const { bubble, labels } = await bubbleAndLabels(page, t);
    assert.ok(bubble, 'the next game has its bubble');
    for (const label of labels) {
      if (overlap(bubble, label)) touched.add(label.text);
    }
  }
  await stepEndlessAnimations(page, null);
  return [...touched];
}

/**
 * What is hit at the points of the strip from the top of the screen down to the header's bottom,
 * every 6 px, with pointer-events forced on so that nothing painted there (the bubble, the road)
 * escapes: the points that land on the map.
 */
function mapPointsAboveHeader(page) {
  return page.evaluate((title) => {
    const doc = globalThis.document;
    const header = [...doc.querySelectorAll('h1')]
      .find((h) => h.textContent === title)
      ?.closest('header');
    const map = doc.querySelector('section[aria-labelledby]')?.parentElement;
    if (!header || !map) throw new Error('no header or no map on the page');
    // Through the CSS object model: the page's CSP refuses a <style> element.
    const forced = [map, ...map.querySelectorAll('*')].map((element) => {
      const before = element.style.getPropertyValue('pointer-events');
      element.style.setProperty('pointer-events', 'auto', 'important');
      return { element, before };
    });
    try {
      const { left, right, bottom } = header.getBoundingClientRect();
      const hits = [];
      for (let y = 0; y < bottom; y += 6) {
        for (let x = Math.ceil(left); x < right; x += 6) {
          const hit = doc.elementFromPoint(x, y);
          if (hit && map.contains(hit)) hits.push(`(${x}, ${y}) ${hit.tagName.toLowerCase()}`);
        }
      }
      return hits;
    } finally {
      for (const { element, before } of forced) {
        if (before) element.style.setProperty('pointer-events', before);
        else element.style.removeProperty('pointer-events');
      }
    }
  }, ru.screens.home);
}

export const firstRunMap = {
  name: 'first run: the code screen opens on the first box (numeric, one-time-code) and takes a typed, an autofilled and a pasted code; the map with game 2 next keeps its bubble off the labels and nothing above its sticky header; /login, the map and a game at WCAG AA contrast',
  async run({ newMobilePage, codeFor, screenshot }) {
    const phone = randomPhone();
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await page.goto(url('/login'));
      await page.getByRole('button', { name: ru.auth.login.submit }).waitFor();
      assertReadable(await lowContrastTexts(page), '/login');

      await registerOnScreen(page, url, { name: 'Сардор', phone });

      // The first box has the focus without a tap: the phone's digit keyboard and its offer of
      // the code from the SMS come up at once.
      const first = page.getByLabel(digitLabel('ru', 1));
      await first.waitFor();
      await page.waitForFunction(
        (label) => globalThis.document.activeElement?.getAttribute('aria-label') === label,
        digitLabel('ru', 1),
      );
      assert.equal(await first.getAttribute('inputmode'), 'numeric');
      assert.equal(await first.getAttribute('autocomplete'), 'one-time-code');
      for (let index = 2; index <= 4; index += 1) {
        const box = page.getByLabel(digitLabel('ru', index));
        assert.equal(await box.getAttribute('inputmode'), 'numeric');
      }
      assertReadable(await lowContrastTexts(page), '/verify-code');
      await screenshot(page, 'first-run-code');

      const code = await codeFor(phone);
      const invalid = page.getByRole('alert').filter({ hasText: ru.errors.invalidCode });
      const backToFirst = async () => {
        await invalid.waitFor();
        assert.deepEqual(await codeBoxValues(page, 'ru'), ['', '', '', '']);
        assert.equal(await focusedLabel(page), digitLabel('ru', 1));
      };

      // Typed where the focus already is (no tap), a wrong code: sent whole, refused.
      const typed = shifted(code, 1);
      const sentTyped = await nextVerifiedCode(page, () =>
        page.keyboard.type(typed, { delay: 40 }),
      );
      assert.equal(sentTyped, typed);
      await backToFirst();

      // The keyboard's SMS suggestion (autofill) puts the whole code into the first box at once.
      const autofilled = shifted(code, 2);
      const sentAutofilled = await nextVerifiedCode(page, () =>
        page.keyboard.insertText(autofilled),
      );
      assert.equal(sentAutofilled, autofilled, 'the autofilled code spread over the four boxes');
      await backToFirst();

      // The SMS text pasted into the first box: its digits are the code, and it signs in.
      const sentPasted = await nextVerifiedCode(page, () =>
        page.evaluate((text) => {
          const data = new globalThis.DataTransfer();
          data.setData('text/plain', text);
          globalThis.document.activeElement.dispatchEvent(
            new globalThis.ClipboardEvent('paste', {
              clipboardData: data,
              bubbles: true,
              cancelable: true,
            }),
          );
        }, `Bolajon: kod ${code}`),
      );
      assert.equal(sentPasted, code);
      await waitForPath(page, '/onboarding');

      // Game 1 done as a child who knows it, so game 2 is next on the map.
      const api = apiAs(page);
      const home = (await api('GET', '/home')).body;
      const [lesson1, lesson2] = home.lessons;
      const firstGame = lesson1.games[0];
      const game = (await api('GET', `/games/${firstGame.id}`)).body;
      for (const question of (await api('GET', `/questions/by-game/${firstGame.id}`)).body) {
        const answer = await api('POST', '/user-questions', {
          questionId: question.id,
          answer: correctAnswer(game.type, question),
        });
        assert.equal(answer.status, 200);
      }

      // …and has seen its words (the lesson's first step, ADR 0038), so the bubble is on game 2.
      assert.equal((await api('POST', `/lessons/${lesson1.id}/intro-seen`)).status, 200);

      await page.goto(url('/'));
      const lessonMap = page.getByRole('region', { name: lesson1.title });
      await lessonMap.getByRole('button', { name: gameLabel(2), exact: true }).waitFor();
      const bubble = page.getByText(ru.home.play, { exact: true });
      await bubble.waitFor();

      // The bubble over game 2 never touches a label, game 1's above it included.
      assert.deepEqual(await labelsUnderBubble(page), [], 'labels under the bubble at 390x844');
      await screenshot(page, 'first-run-map');

      // Texts at WCAG AA: the menu's tabs, the ИГРА labels (orange of the open lesson, grey of
      // the locked one), the bubble, and the banner's lesson number; then every text on the map.
      const nav = page.getByRole('navigation', { name: ru.nav.label });
      const measured = [
        ...(await contrastOf(nav.getByText(ru.nav.dictionary, { exact: true }))),
        ...(await contrastOf(nav.getByText(ru.nav.achievements, { exact: true }))),
        ...(await contrastOf(nav.getByText(ru.nav.profile, { exact: true }))),
        ...(await contrastOf(nav.getByText(ru.nav.home, { exact: true }))),
        ...(await contrastOf(lessonMap.getByText(gameLabel(1), { exact: true }))),
        ...(await contrastOf(lessonMap.getByText(gameLabel(2), { exact: true }))),
        ...(await contrastOf(
          page.getByRole('region', { name: lesson2.title }).getByText(gameLabel(1), {
            exact: true,
          }),
        )),
        ...(await contrastOf(bubble)),
        ...(await contrastOf(lessonMap.getByText(lessonLabel(1), { exact: true }))),
      ];
      assert.equal(measured.length, 9, 'every text to measure is on the map');
      for (const entry of measured) {
        assert.ok(
          entry.ratio >= 4.5,
          `${entry.text}: ${entry.ratio}:1 (${entry.color} on ${entry.background}), under 4.5:1`,
        );
      }
      assertReadable(await lowContrastTexts(page), 'the map');

      // Scrolled: nothing of the map shows above the sticky header or round its corners.
      for (const scrollY of [180, 520, 1100]) {
        await page.evaluate((y) => globalThis.scrollTo(0, y), scrollY);
        await page.waitForFunction((y) => Math.abs(globalThis.scrollY - y) < 2, scrollY);
        await nextFrame(page);
        assert.deepEqual(
          await mapPointsAboveHeader(page),
          [],
          `the map shows above the header at scroll ${scrollY}`,
        );
        if (scrollY === 520) await screenshot(page, 'first-run-map-scrolled');
      }

      // A small phone: the same map at 360x740.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.evaluate(() => globalThis.scrollTo(0, 0));
      assert.deepEqual(await labelsUnderBubble(page), [], 'labels under the bubble at 360x740');
      await page.evaluate(() => globalThis.scrollTo(0, 600));
      await nextFrame(page);
      assert.deepEqual(await mapPointsAboveHeader(page), [], 'the map above the header at 360');
      await page.evaluate(() => globalThis.scrollTo(0, 0));
      await screenshot(page, 'first-run-map-360');
      await page.setViewportSize({ width: 390, height: 844 });

      // A game screen: game 1 again, its question and the card after a wrong answer.
      await page.goto(url(stagePath.intro(firstGame.id)));
      const questions = (await api('GET', `/questions/by-game/${firstGame.id}`)).body;
      await startGame(page, game, questions.length);
      let question = null;
      for (const candidate of questions) {
        const heading = page.getByRole('heading', { name: candidate.text, exact: true });
        if ((await heading.count()) > 0) question = candidate;
      }
      assert.ok(question, "one of the game's questions is on screen");
      assertReadable(await lowContrastTexts(page), 'a question of game 1');
      const wrong = question.questionVariants.find((v) => !v.isCorrect).answer;
      await page
        .getByRole('group', { name: ru.choice.variants })
        .getByRole('button', { name: wrong, exact: true })
        .click();
      await page.getByRole('button', { name: ru.game.check }).click();
      await page.getByRole('region', { name: ru.game.incorrect }).waitFor();
      await still(page);
      assertReadable(await lowContrastTexts(page), 'the wrong-answer card of game 1');
      await screenshot(page, 'first-run-game');

      // The map in Uzbek: its own words for the bubble and the labels, and the Uzbek titles.
      await page.goto(url('/profile?view=settings'));
      await passGate(page);
      await page.getByRole('button', { name: uz.language.uz.name }).click();
      await page.getByRole('link', { name: uz.nav.home }).click();
      await waitForPath(page, '/');
      await page.getByText(uz.home.play, { exact: true }).waitFor();
      assert.deepEqual(await labelsUnderBubble(page, uz), [], 'labels under the bubble in uz');
      assertReadable(await lowContrastTexts(page), 'the map in uz');
      await screenshot(page, 'first-run-map-uz');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
