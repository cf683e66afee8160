import assert from 'node:assert/strict';
import {
  apiAs,
  describedBy,
  gameLabel,
  passGate,
  questionCounter,
  stagePath,
  still,
  texts,
  videoPlays,
  waitForPath,
} from '../support.mjs';

const ru = texts.ru;
const SUPPORT_PHONE = '+998712000000';

export const learningLoop = {
  name: 'a new user: lesson 1 open, paid lessons behind support, the first game played to its outro, stars and the next game on the map',
  async run({ newMobilePage, signUpOnScreen, screenshot }) {
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await signUpOnScreen(page, url, 'Тимур');

      // The map of a new user: lesson 1 with its first game open, the rest waiting.
      await page.goto(url('/'));
      await page.getByRole('heading', { name: ru.screens.home }).waitFor();
      const api = apiAs(page);
      const home = (await api('GET', '/home')).body;
      const [lesson1, lesson2] = home.lessons;
      assert.equal(lesson1.title, 'Привет!');
      const firstGameId = lesson1.games[0].id;
      const lessonMap = page.getByRole('region', { name: lesson1.title });
      const firstGame = lessonMap.getByRole('button', { name: gameLabel(1), exact: true });
      await firstGame.waitFor();
      assert.equal(await firstGame.isEnabled(), true, 'the first game is open');
      for (let n = 2; n <= lesson1.games.length; n += 1) {
        const game = lessonMap.getByRole('button', { name: gameLabel(n), exact: true });
        assert.equal(await game.isDisabled(), true, `game ${n} of lesson 1 waits its turn`);
      }
      assert.ok(
        (await page.evaluate(() => globalThis.localStorage.getItem('lastActiveDayTracked'))) !==
          null,
        'the app recorded the active day',
      );
      await screenshot(page, 'map');

      // A game of a paid lesson: the lock, and the support modal whose call (the number and its
      // link) a grown-up opens through the gate.
      const paidGame = page
        .getByRole('region', { name: lesson2.title })
        .getByRole('button', { name: gameLabel(1), exact: true });
      await page.getByRole('heading', { name: lesson2.title }).evaluate((h) => h.scrollIntoView());
      await screenshot(page, 'map-paid-lesson');
      assert.match(await describedBy(paidGame), /Закрыта/);
      await paidGame.click();
      const dialog = page.getByRole('dialog', { name: ru.support.title });
      const askCall = dialog.getByRole('button', { name: new RegExp(ru.support.call) });
      await askCall.waitFor();
      assert.equal(await dialog.getByRole('link').count(), 0, 'no tel: link before the gate');
      assert.equal(await dialog.getByText('+998 71 200 00 00').count(), 0, 'no number either');
      await still(page);
      await screenshot(page, 'support-modal-for-grown-ups');
      await askCall.click();
      await passGate(page);
      const call = dialog.getByRole('link', { name: new RegExp(ru.support.call) });
      await call.waitFor();
      assert.equal(await call.getAttribute('href'), `tel:${SUPPORT_PHONE}`);
      await dialog.getByText('+998 71 200 00 00').waitFor();
      await still(page);
      await screenshot(page, 'support-modal');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The right answers, as the api gives them to this user.
      const questions = (await api('GET', `/questions/by-game/${firstGameId}`)).body;
      assert.equal(questions.length, 5);

      await page.evaluate(() => globalThis.scrollTo(0, 0));
      await firstGame.click();
      await waitForPath(page, stagePath.intro(firstGameId));
      const start = page.getByRole('button', { name: ru.intro.start });
      await start.waitFor();
      assert.equal(await start.isDisabled(), true, 'start waits for the video');
      await screenshot(page, 'intro');
      await page.getByRole('button', { name: ru.intro.play }).click();
      await videoPlays(page);
      await start.click();
      await waitForPath(page, stagePath.play('2.0', firstGameId));

      const variants = page.getByRole('group', { name: ru.choice.variants });
      const check = page.getByRole('button', { name: ru.game.check });
      const next = page.getByRole('button', { name: ru.game.continue });
      for (let index = 0; index < questions.length; index += 1) {
        await questionCounter(page, index + 1, questions.length).waitFor();
        const shown = await page.getByRole('heading', { level: 2 }).first().textContent();
        const question = questions.find((q) => q.text === shown);
        assert.ok(question, `the question on screen (${shown}) is one of the game's`);
        const right = question.questionVariants.find((v) => v.isCorrect).answer;
        const wrong = question.questionVariants.find((v) => !v.isCorrect).answer;

        if (index === 0) {
          // A wrong pick first: the red card, the right answer, and a repeat.
          assert.equal(await check.isDisabled(), true, 'check waits for a pick');
          await variants.getByRole('button', { name: wrong, exact: true }).click();
          await check.click();
          const panel = page.getByRole('region', { name: ru.game.incorrect });
          await panel.getByText(right, { exact: true }).waitFor();
          await page.waitForFunction(
            (label) =>
              [...globalThis.document.querySelectorAll('button')].some(
                (b) => b.textContent?.includes(label) && !b.disabled,
              ),
            ru.game.repeat,
          );
          await still(page);
          await screenshot(page, 'question-feedback');
          await panel.getByRole('button', { name: ru.game.repeat }).click();
          await panel.waitFor({ state: 'detached' });
        }
        await variants.getByRole('button', { name: right, exact: true }).click();
        await check.click();
        await page.getByRole('heading', { name: ru.game.correct }).waitFor();
        if (index === 1) await screenshot(page, 'question-correct');
        await next.click();
      }

      // The game has an achievement: the secret card first.
      await waitForPath(page, stagePath.achievement(firstGameId));
      const secret = page.getByRole('button', { name: ru.achievement.open });
      await secret.waitFor();
      await screenshot(page, 'achievement-secret');
      await secret.click();
      await page.getByRole('heading', { name: 'Первое слово' }).waitFor();
      await still(page);
      await screenshot(page, 'achievement');
      await page.getByRole('button', { name: ru.achievement.continue }).click();

      await waitForPath(page, stagePath.finalVideo(firstGameId));
      await videoPlays(page);
      await screenshot(page, 'final-video');
      await page.getByRole('button', { name: ru.finalVideo.finish }).click();

      await waitForPath(page, stagePath.outro(firstGameId));
      const count = page.getByLabel('Правильных ответов: 4 из 5');
      await count.waitFor();
      // The card turns over by itself after 2.5 s: its closed side leaves the accessibility tree.
      await page.getByRole('button', { name: ru.outro.open }).waitFor({ state: 'detached' });
      await page.getByText(ru.outro.performance.good).waitFor();
      await page.getByText('Игра 1', { exact: true }).waitFor();
      await still(page);
      await screenshot(page, 'outro');
      await page.getByRole('button', { name: ru.outro.results }).click();
      const results = page.getByRole('dialog', { name: ru.outro.resultsTitle });
      const row = (label) =>
        results.locator('div', { has: page.getByText(label, { exact: true }) });
      assert.equal(await row(ru.outro.correctCount).locator('dd').textContent(), '4');
      assert.equal(await row(ru.outro.incorrectCount).locator('dd').textContent(), '1');
      assert.equal(await row(ru.outro.successRate).locator('dd').textContent(), '80%');
      await still(page);
      await screenshot(page, 'results-modal');
      await results.getByRole('button', { name: ru.common.close }).click();

      // Back on the map: two stars (80 %) and the next game open.
      await page.getByRole('link', { name: ru.outro.toMap, exact: true }).click();
      await waitForPath(page, '/');
      const played = lessonMap.getByRole('button', { name: gameLabel(1), exact: true });
      await played.waitFor();
      await page.waitForFunction(() =>
        [...globalThis.document.querySelectorAll('.visually-hidden')].some(
          (e) => e.textContent === 'Звёзды: 2 из 3',
        ),
      );
      assert.equal(await describedBy(played), 'Звёзды: 2 из 3');
      const secondGame = lessonMap.getByRole('button', { name: gameLabel(2), exact: true });
      assert.equal(await secondGame.isEnabled(), true, 'the next game is open');
      await screenshot(page, 'map-after-game');

      const achievements = (await api('GET', '/user-achievements/my-achievements')).body;
      assert.ok(
        achievements.some((a) => a.achievement.title === 'Первое слово'),
        'the achievement is earned',
      );

      // The about screen, from the profile.
      await page.getByRole('link', { name: ru.nav.profile }).click();
      await page.getByRole('link', { name: ru.about.link }).click();
      await waitForPath(page, '/about');
      await page.getByRole('link', { name: 'CC-BY 4.0' }).waitFor();
      await screenshot(page, 'about');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
