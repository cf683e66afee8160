import { displayPhone, texts, waitForPath } from '../support.mjs';

const ru = texts.ru;

export const guardReturnsToProfile = {
  name: 'opening /profile signed out goes to /login, and signing in lands back on /profile',
  async run({ newMobilePage, newFamily, signInOnScreen, screenshot }) {
    const name = 'Камила';
    const { phone, codeSentAt } = await newFamily(name);
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await page.goto(url('/profile'));
      await waitForPath(page, '/login');
      await page.getByRole('heading', { name: ru.auth.login.title }).waitFor();
      await screenshot(page, 'login-from-guard');

      await signInOnScreen(page, phone, codeSentAt);
      await waitForPath(page, '/profile');
      await page.getByText(name, { exact: true }).waitFor();
      await page.getByText(displayPhone(phone)).waitFor();
      assertHealthy();
    } finally {
      await close();
    }
  },
};
