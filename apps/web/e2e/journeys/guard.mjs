import {
  CODE_INTERVAL_MS,
  displayPhone,
  randomPhone,
  sleep,
  texts,
  typeCode,
  typePhone,
  waitForPath,
} from '../support.mjs';

const ru = texts.ru;

export const guardReturnsToProfile = {
  name: 'opening /profile signed out goes to /login, and signing in lands back on /profile',
  async run({ newMobilePage, registerThroughApi, codeFor, screenshot }) {
    const phone = randomPhone();
    const name = 'Камила';
    const registeredAt = await registerThroughApi(phone, name);
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await page.goto(url('/profile'));
      await waitForPath(page, '/login');
      await page.getByRole('heading', { name: ru.auth.login.title }).waitFor();
      await screenshot(page, 'login-from-guard');

      await sleep(Math.max(0, registeredAt + CODE_INTERVAL_MS - Date.now()));
      const askedAt = Date.now();
      await typePhone(page, ru.auth.fields.phone, phone);
      await page.getByRole('button', { name: ru.auth.login.submit }).click();
      await waitForPath(page, '/verify-code');
      await typeCode(page, 'ru', await codeFor(phone, { after: askedAt - 5_000 }));

      await waitForPath(page, '/profile');
      await page.getByText(name, { exact: true }).waitFor();
      await page.getByText(displayPhone(phone)).waitFor();
      assertHealthy();
    } finally {
      await close();
    }
  },
};
