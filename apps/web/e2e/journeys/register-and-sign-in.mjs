import assert from 'node:assert/strict';
import {
  displayPhone,
  randomPhone,
  signOut,
  texts,
  typeCode,
  typePhone,
  waitForPath,
} from '../support.mjs';

const ru = texts.ru;

export const registerThenSignIn = {
  name: 'register a new phone, land on /onboarding, sign out, sign in again and land on /',
  async run({ newMobilePage, codeFor, signInOnScreen, screenshot }) {
    const phone = randomPhone();
    const name = 'Алия';
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await page.goto(url('/register'));
      await page.getByRole('heading', { name: ru.auth.register.title }).waitFor();
      await page.getByLabel(ru.auth.fields.name).fill(name);
      await page.getByRole('radio', { name: ru.auth.fields.girl }).check();
      await typePhone(page, ru.auth.fields.phone, phone);
      await screenshot(page, 'register');

      await page.getByRole('button', { name: ru.auth.register.submit }).click();
      await waitForPath(page, '/verify-code');
      const registeredAt = Date.now();
      await page.getByText(displayPhone(phone)).waitFor();
      await screenshot(page, 'verify-code');

      await typeCode(page, 'ru', await codeFor(phone));
      await waitForPath(page, '/onboarding');
      await page.getByRole('heading', { name: ru.screens.onboarding }).waitFor();
      await screenshot(page, 'onboarding');

      // Home, then the profile tab of the bottom navigation.
      await page.getByRole('link', { name: ru.onboarding.intro.skip }).click();
      await waitForPath(page, '/');
      await page.getByRole('navigation', { name: ru.nav.label }).waitFor();
      await page.getByRole('link', { name: ru.nav.profile }).click();
      await waitForPath(page, '/profile');
      await page.getByText(name, { exact: true }).waitFor();
      await page.getByText(displayPhone(phone)).waitFor();
      await screenshot(page, 'profile');

      await signOut(page);
      await waitForPath(page, '/login');
      assert.equal(await page.evaluate(() => globalThis.localStorage.getItem('accessToken')), null);
      await screenshot(page, 'login');

      await signInOnScreen(page, phone, registeredAt);
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: ru.screens.home }).waitFor();
      await screenshot(page, 'home');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
