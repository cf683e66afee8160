import assert from 'node:assert/strict';
import {
  apiAs,
  exact,
  finishGame,
  gameLabel,
  passGate,
  PLACEHOLDER_TEXT,
  signOut,
  stagePath,
  startGame,
  texts,
  waitForPath,
} from '../support.mjs';

const { ru, uz } = texts;

export const familyProfile = {
  name: 'a new family: onboarding with a wrong then right answer, the first game, today on the calendar, a streak of 1, the award on /achievements and the profile, name and age edited, Uzbek, sign out',
  async run({ newMobilePage, signUpOnScreen, screenshot }) {
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await signUpOnScreen(page, url, 'Мадина');

      // Onboarding: the intro, then five questions; a step is refused until it is right.
      await page.getByRole('heading', { level: 1, name: ru.screens.onboarding }).waitFor();
      await screenshot(page, 'onboarding-intro');
      await page.getByRole('button', exact(ru.onboarding.intro.start)).click();
      const next = page.getByRole('button', exact(ru.onboarding.next));
      await page.getByText('1/5', { exact: true }).waitFor();
      const age = page.getByLabel(ru.onboarding.age.label, { exact: true });
      await age.fill('0');
      await page.getByText(ru.onboarding.age.invalid).waitFor();
      assert.equal(await next.isDisabled(), true, 'an age of 0 is refused');
      await page.getByText(ru.onboarding.fillCurrent).waitFor();
      await age.fill('7');
      await next.click();

      await page.getByText('2/5', { exact: true }).waitFor();
      const reasons = ru.onboarding.options.whyLearning;
      for (const reason of [reasons.readBooks, reasons.watchVideos, reasons.learnNewWords]) {
        await page.getByRole('checkbox', exact(reason)).click();
      }
      // A fourth reason is refused: "maximum three".
      await page.getByRole('checkbox', exact(reasons.listenToMusic)).click();
      await page.getByText(ru.onboarding.maxThree).waitFor();
      assert.equal(
        await page.getByRole('checkbox', exact(reasons.listenToMusic)).isChecked(),
        false,
      );
      await screenshot(page, 'onboarding-reasons');
      await next.click();
      await page.getByText('3/5', { exact: true }).waitFor();
      await page.getByRole('radio', exact(ru.onboarding.options.degree.understandsLittle)).click();
      await next.click();
      await page.getByText('4/5', { exact: true }).waitFor();
      await page.getByRole('checkbox', exact(ru.onboarding.options.skills.speak)).click();
      await next.click();
      await page.getByText('5/5', { exact: true }).waitFor();
      await page.getByRole('radio', exact(ru.onboarding.options.time['10Minutes'])).click();
      await page.getByRole('button', exact(ru.onboarding.finish)).click();
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: ru.screens.home }).waitFor();

      // The first game of the free lesson, from the map to its outro.
      const api = apiAs(page);
      const home = (await api('GET', '/home')).body;
      const { id: gameId } = home.lessons[0].games[0];
      const game = (await api('GET', `/games/${gameId}`)).body;
      const questions = (await api('GET', `/questions/by-game/${gameId}`)).body.sort(
        (a, b) => a.order - b.order || a.id - b.id,
      );
      assert.equal(game.type, '2.0', 'the demo course starts with a choice game');
      const award = game.achievements[0].title;
      await page
        .getByRole('region', { name: home.lessons[0].title })
        .getByRole('button', exact(gameLabel(1)))
        .click();
      await waitForPath(page, stagePath.intro(gameId));
      await startGame(page, game, questions.length);
      const { play } = await import('../games/choice.mjs');
      await play({ page, game, questions, texts: ru, screenshot: async () => {} });
      await finishGame(page, game);
      await page.getByRole('link', exact(ru.outro.toMap)).click();
      await waitForPath(page, '/');

      // The profile: today marked, a streak of 1, the age from onboarding, the award.
      await page.getByRole('link', { name: ru.nav.profile }).click();
      await waitForPath(page, '/profile');
      await page.getByText('Мадина', { exact: true }).waitFor();
      await page.getByText(ru.profile.age_many.replace('{{count}}', '7')).waitFor();
      await page.getByText(ru.profile.streak.days_one.replace('{{count}}', '1')).waitFor();
      await page.locator('.calendar__day--today.calendar__day--active').waitFor();
      assert.equal(await page.locator('.calendar__day').count(), 42, 'a calendar of 42 days');
      await page.locator('.awards__title', { hasText: award }).waitFor();
      await screenshot(page, 'profile');
      const me = (await api('GET', '/users/me')).body;
      assert.equal(me.age, 7);
      assert.equal(me.stats.learningDays, 1);

      // The awards tab: earned in the catalogue, and in "mine" with its date.
      await page.getByRole('link', { name: ru.nav.achievements }).click();
      await waitForPath(page, '/achievements');
      await page.getByRole('heading', { level: 1, name: ru.screens.achievements }).waitFor();
      await page
        .getByRole('button', { name: new RegExp(`${award}.*${ru.achievements.earned}$`) })
        .waitFor();
      await screenshot(page, 'achievements-all');
      // The collected bar: 8 px tall in every engine (WebKit drew 21), its fill as tall as the bar
      // and level with it (its shine's margin pushed it 3 px down).
      const boxes = await page.getByRole('progressbar').evaluate((bar) => {
        const box = (element) => element.getBoundingClientRect();
        return { bar: box(bar), fill: box(bar.firstElementChild) };
      });
      assert.equal(boxes.bar.height, 8, 'the awards bar is 8 px tall');
      assert.deepEqual(
        [boxes.fill.top, boxes.fill.height],
        [boxes.bar.top, boxes.bar.height],
        'the awards bar is filled from its top to its bottom',
      );
      await page.getByRole('tab', exact(ru.achievements.tabs.mine)).click();
      await page
        .getByRole('button', { name: new RegExp(award) })
        .first()
        .waitFor();
      await screenshot(page, 'achievements-mine');

      // Edit (behind the grown-up gate): name and age, kept after a reload.
      await page.getByRole('link', { name: ru.nav.profile }).click();
      await page.getByRole('button', exact(ru.profile.edit)).click();
      await passGate(page);
      await page.getByRole('heading', { level: 1, name: ru.profile.editForm.title }).waitFor();
      await page.getByLabel(ru.profile.name, { exact: true }).fill('Мадина Каримова');
      await page.getByLabel(ru.profile.editForm.age, { exact: true }).fill('8');
      await page.getByRole('button', exact(ru.profile.editForm.save)).click();
      await page.getByText('Мадина Каримова', { exact: true }).waitFor();
      await page.reload();
      await page.getByText('Мадина Каримова', { exact: true }).waitFor();
      await page.getByText(ru.profile.age_many.replace('{{count}}', '8')).waitFor();

      // Uzbek: the settings switch the whole profile. The reload dropped the gate's pass (kept in
      // memory only), so the settings ask for it again.
      await page.getByRole('button', exact(ru.settings.title)).click();
      await passGate(page);
      await page.getByRole('button', { name: uz.language.uz.name }).click();
      await page.getByRole('heading', { level: 1, name: uz.settings.title }).waitFor();
      await page.getByRole('switch', exact(uz.settings.sound)).waitFor();
      await screenshot(page, 'settings-uz');
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: uz.screens.profile }).waitFor();
      await page.getByText(uz.profile.streak.title).waitFor();
      await screenshot(page, 'profile-uz');
      assert.equal(await page.getByText(PLACEHOLDER_TEXT).count(), 0);

      // Signing out needs the held button.
      await signOut(page, 'uz');
      assert.equal(await page.evaluate(() => globalThis.localStorage.getItem('accessToken')), null);
      assertHealthy();
    } finally {
      await close();
    }
  },
};
