import assert from 'node:assert/strict';
import { passGate, texts } from '../support.mjs';

const { ru, uz } = texts;

export const languageSurvivesReload = {
  name: 'switching to uz changes the texts and survives a reload',
  async run({ newMobilePage, signUpOnScreen, screenshot }) {
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await signUpOnScreen(page, url, 'Зарина');

      // The settings are behind the grown-up gate.
      await page.goto(url('/profile?view=settings'));
      await passGate(page);
      await page.getByRole('heading', { level: 1, name: ru.settings.title }).waitFor();
      await page.getByRole('button', { name: uz.language.uz.name }).click();
      await page.getByRole('button', { name: uz.profile.logout, exact: true }).waitFor();
      await page.getByRole('link', { name: uz.nav.dictionary }).waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'uz');
      await screenshot(page, 'profile-uz');

      // A reload asks for the gate again (the pass is kept in memory only), now in Uzbek.
      await page.reload();
      await passGate(page, 'uz');
      await page.getByRole('heading', { level: 1, name: uz.settings.title }).waitFor();
      await page.getByRole('button', { name: uz.profile.logout, exact: true }).waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'uz');
      assert.equal(await page.evaluate(() => globalThis.localStorage.getItem('language')), 'uz');
      assert.equal(
        await page.getByRole('button', { name: uz.language.uz.name }).getAttribute('aria-pressed'),
        'true',
      );
      assertHealthy();
    } finally {
      await close();
    }
  },
};
